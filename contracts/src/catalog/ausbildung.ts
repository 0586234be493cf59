export const TAKEOVER_CHANCES = [
  { key: 'sehr_gut', label: 'Sehr gute Übernahmechance' },
  { key: 'gut', label: 'Gute Übernahmechance' },
  { key: 'möglich', label: 'Übernahme möglich' },
  { key: 'offen', label: 'Übernahme offen' },
  { key: 'keine_angabe', label: 'Keine Angabe' },
] as const;
export type TakeoverChanceKey = (typeof TAKEOVER_CHANCES)[number]['key'];
export const TAKEOVER_CHANCE_KEYS = TAKEOVER_CHANCES.map((chance) => chance.key) as [TakeoverChanceKey, ...TakeoverChanceKey[]];

const MONTH_NAMES = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];

/** "2026-08" → "August 2026". */
export function formatYearMonth(value: string): string {
  const [year, month] = value.split('-');
  const name = MONTH_NAMES[Number(month) - 1];
  return name && year ? `${name} ${year}` : value;
}
