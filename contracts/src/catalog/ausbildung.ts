export const TAKEOVER_CHANCES = [
  { key: 'sehr_gut', label: 'Sehr gute Übernahmechance' },
  { key: 'gut', label: 'Gute Übernahmechance' },
  { key: 'möglich', label: 'Übernahme möglich' },
  { key: 'offen', label: 'Übernahme offen' },
  { key: 'keine_angabe', label: 'Keine Angabe' },
] as const;
export type TakeoverChanceKey = (typeof TAKEOVER_CHANCES)[number]['key'];
export const TAKEOVER_CHANCE_KEYS = TAKEOVER_CHANCES.map((chance) => chance.key) as [TakeoverChanceKey, ...TakeoverChanceKey[]];

export const AUSBILDUNG_DEGREES = [
  'Kaufmann/-frau (IHK)',
  'Fachkraft (IHK)',
  'Geselle/Gesellin (HWK)',
  'Staatlich anerkannte Berufsausbildung',
  'Duales Studium (Bachelor)',
  'Beamtenausbildung',
] as const;

const MONTH_NAMES = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];

/** "2026-08" → "August 2026". */
export function formatYearMonth(value: string): string {
  const [year, month] = value.split('-');
  const name = MONTH_NAMES[Number(month) - 1];
  return name && year ? `${name} ${year}` : value;
}

/** Start months offered for an Ausbildung: August and September of the coming years, as German companies start then. */
export const AUSBILDUNG_START_VALUES = ['2025-08', '2025-09', '2026-08', '2026-09', '2027-08', '2027-09'] as const;
export const AUSBILDUNG_START_OPTIONS = AUSBILDUNG_START_VALUES.map((value) => ({ value, label: formatYearMonth(value) }));
