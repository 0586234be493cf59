/** The twelve industry categories (product.md section 3). Labels live here once; the database is seeded from this list. */
export interface SectorDefinition {
  key: string;
  label: string;
  icon: string;
  color: string;
  gradient: string;
  emoji: string;
}

export const SECTORS = [
  {
    key: 'it_kommunikation',
    label: 'IT &amp; Kommunikation',
    icon: 'laptop',
    color: '#2563eb',
    gradient: 'from-blue-500 to-indigo-600',
    emoji: '💻',
  },
  {
    key: 'bau_handwerk',
    label: 'Bau &amp; Handwerk',
    icon: 'hammer',
    color: '#d97706',
    gradient: 'from-amber-500 to-orange-600',
    emoji: '🔨',
  },
  {
    key: 'gesundheit_soziales',
    label: 'Gesundheit &amp; Soziales',
    icon: 'heart-pulse',
    color: '#dc2626',
    gradient: 'from-rose-500 to-red-600',
    emoji: '🩺',
  },
  {
    key: 'bildung_wissenschaft',
    label: 'Bildung &amp; Wissenschaft',
    icon: 'graduation-cap',
    color: '#7c3aed',
    gradient: 'from-violet-500 to-purple-600',
    emoji: '🎓',
  },
  {
    key: 'oeffentlicher_dienst',
    label: 'Öffentlicher Dienst',
    icon: 'landmark',
    color: '#475569',
    gradient: 'from-slate-500 to-slate-700',
    emoji: '🏛️',
  },
  {
    key: 'energie_umwelt',
    label: 'Energie &amp; Umwelt',
    icon: 'leaf',
    color: '#16a34a',
    gradient: 'from-green-500 to-emerald-600',
    emoji: '🌱',
  },
  {
    key: 'finanz_versicherung',
    label: 'Finanzen &amp; Versicherungen',
    icon: 'banknote',
    color: '#0891b2',
    gradient: 'from-cyan-500 to-sky-600',
    emoji: '💶',
  },
  {
    key: 'industrie_produktion',
    label: 'Industrie &amp; Produktion',
    icon: 'factory',
    color: '#4b5563',
    gradient: 'from-gray-500 to-zinc-700',
    emoji: '🏭',
  },
  {
    key: 'handel_vertrieb',
    label: 'Handel &amp; Vertrieb',
    icon: 'shopping-bag',
    color: '#db2777',
    gradient: 'from-pink-500 to-fuchsia-600',
    emoji: '🛍️',
  },
  {
    key: 'medien_kultur',
    label: 'Medien &amp; Kultur',
    icon: 'clapperboard',
    color: '#9333ea',
    gradient: 'from-purple-500 to-violet-700',
    emoji: '🎬',
  },
  {
    key: 'dienstleistungen',
    label: 'Dienstleistungen',
    icon: 'briefcase',
    color: '#0d9488',
    gradient: 'from-teal-500 to-cyan-600',
    emoji: '🤝',
  },
  {
    key: 'transport_logistik',
    label: 'Transport &amp; Logistik',
    icon: 'truck',
    color: '#ea580c',
    gradient: 'from-orange-500 to-red-500',
    emoji: '🚚',
  },
] as const satisfies readonly SectorDefinition[];

export type SectorKey = (typeof SECTORS)[number]['key'];
export const SECTOR_KEYS = SECTORS.map((sector) => sector.key) as [SectorKey, ...SectorKey[]];

/** What the client shows for a sector it does not know (unknown categories get a default). */
export const DEFAULT_SECTOR: SectorDefinition = {
  key: 'sonstige',
  label: 'Sonstige',
  icon: 'building',
  color: '#64748b',
  gradient: 'from-slate-400 to-slate-600',
  emoji: '🏢',
};

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Sector labels may carry HTML entities (product.md section 3); they are decoded to plain text, never rendered as HTML. */
export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X')) return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(parseInt(entity.slice(1), 10));
    return NAMED_ENTITIES[entity.toLowerCase()] ?? match;
  });
}

export function findSector(key: string | null | undefined): SectorDefinition {
  return SECTORS.find((sector) => sector.key === key) ?? DEFAULT_SECTOR;
}
