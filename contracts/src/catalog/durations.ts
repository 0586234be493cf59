/** Internship duration values of product.md section 3, with the shortest stay in weeks used for sorting and filtering. */
export const DURATIONS = [
  { key: '1_3_tage', label: '1-3 Tage', minWeeks: 0 },
  { key: '1_woche', label: '1 Woche', minWeeks: 1 },
  { key: '2_wochen', label: '2 Wochen', minWeeks: 2 },
  { key: '3_4_wochen', label: '3-4 Wochen', minWeeks: 3 },
  { key: 'mehr_4_wochen', label: 'Mehr als 4 Wochen', minWeeks: 5 },
  { key: 'halb_ganzjaehrig', label: 'Halbjährlich/Ganzjährig', minWeeks: 26 },
  { key: 'flexible', label: 'Flexible Dauer', minWeeks: 0 },
] as const;

export type DurationKey = (typeof DURATIONS)[number]['key'];
export const DURATION_KEYS = DURATIONS.map((duration) => duration.key) as [DurationKey, ...DurationKey[]];
