/**
 * Calendar days as German users count them: an invoice issued at 00:30, a listing that ended yesterday, today's
 * searches on the dashboard all follow the day in Berlin, not the server's UTC day (which lags by one or two hours).
 */

/** Swedish dates are written YYYY-MM-DD. One formatter for the process: building one costs about 1 ms of CPU. */
const BERLIN_DAY = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' });

/** ISO date (YYYY-MM-DD) of a moment's day in Berlin. */
export function berlinDate(at: Date = new Date()): string {
  return BERLIN_DAY.format(at);
}

/** The ISO date `days` calendar days after (or before) another. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
