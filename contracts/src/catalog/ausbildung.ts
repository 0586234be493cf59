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

/** The months in which German Ausbildung years usually begin. */
export const AUSBILDUNG_START_MONTHS = [8, 9] as const;

/**
 * Start options from the calendar instead of a fixed list: the start months of this year and the following years.
 * This year's stay until 31 December, because places that are still free are filled late (Nachvermittlung), so on
 * 2026-11-26 the list runs from August 2026 to September 2028, and on 2027-01-01 it begins with August 2027.
 */
export function rollingStartOptions(
  today: Date,
  years = 3,
  months: readonly number[] = AUSBILDUNG_START_MONTHS,
): { value: string; label: string }[] {
  const first = today.getUTCFullYear();
  return Array.from({ length: years }, (_, offset) => first + offset).flatMap((year) =>
    months.map((month) => {
      const value = `${year}-${String(month).padStart(2, '0')}`;
      return { value, label: formatYearMonth(value) };
    }),
  );
}
