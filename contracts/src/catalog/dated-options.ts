/**
 * Options that move with the calendar. product.md section 9 lists the months of the year it was written in (2025-02 to
 * 2026-01, Ausbildung starts 2025/2026); every such month finds nothing a year later, so they are computed from today.
 */
import { formatYearMonth } from './ausbildung';

const yearMonth = (year: number, monthIndex: number) => {
  const date = new Date(Date.UTC(year, monthIndex, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
};

/** The Zeitraum filter's months: the current month and the next eleven ("2026-11" … "2027-10"). */
export function timeFrameMonths(today: Date): string[] {
  return Array.from({ length: 12 }, (_, index) => yearMonth(today.getFullYear(), today.getMonth() + index));
}

/** Ausbildung years start in August or September; the one under way counts until the end of September. */
const AUSBILDUNG_START_MONTHS = ['08', '09'] as const;
const LAST_MONTH_OF_A_STARTING_YEAR = 9;

/** Start months of the next two Ausbildung years: on 2026-11-26 "2027-08", "2027-09", "2028-08", "2028-09". */
export function ausbildungStartValues(today: Date): string[] {
  const first = today.getMonth() + 1 <= LAST_MONTH_OF_A_STARTING_YEAR ? today.getFullYear() : today.getFullYear() + 1;
  return [first, first + 1].flatMap((year) => AUSBILDUNG_START_MONTHS.map((month) => `${year}-${month}`));
}

export function ausbildungStartOptions(today: Date): Array<{ value: string; label: string }> {
  return ausbildungStartValues(today).map((value) => ({ value, label: formatYearMonth(value) }));
}
