import { decodeHtmlEntities, DURATIONS, formatYearMonth } from '@praxisnah/contracts';
import { labelOf } from './labels';

/** Builds the formatter on first use: creating Intl formatters is slow on phones, and most screens never need some of them. */
function lazy<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}

const dateFormat = lazy(
  () =>
    new Intl.DateTimeFormat('de-DE', {
      weekday: 'short',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);
const longDateFormat = lazy(() => new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }));
const dayMonthFormat = lazy(() => new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'short', timeZone: 'UTC' }));
const euro = lazy(() => new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 }));
const euroWithCents = lazy(() => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }));

function parseIsoDate(value: string): Date | null {
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "2025-11-08" → "Sa., 08.11.2025". */
export function formatDate(value: string | null | undefined): string {
  const date = value ? parseIsoDate(value) : null;
  return date ? dateFormat().format(date) : '';
}

/** "2025-11-08" → { day: "8", month: "Nov." }: the date tile of an event without a picture. */
export function formatDayMonth(value: string): { day: string; month: string } | null {
  const date = parseIsoDate(value);
  if (!date) return null;
  const parts = dayMonthFormat().formatToParts(date);
  return { day: parts.find((part) => part.type === 'day')?.value ?? '', month: parts.find((part) => part.type === 'month')?.value ?? '' };
}

export function formatLongDate(value: string | null | undefined): string {
  const date = value ? parseIsoDate(value) : null;
  return date ? longDateFormat().format(date) : '';
}

export function formatTimeRange(start: string | null, end: string | null): string {
  if (start && end) return `${start} – ${end} Uhr`;
  if (start) return `ab ${start} Uhr`;
  return '';
}

/** Pay is stored in cents and shown as rounded euros per month. */
export function formatMonthlyPay(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  return `${euro().format(Math.round(cents / 100))} € / Monat`;
}

export function formatEuro(value: number): string {
  return `${euro().format(value)} €`;
}

/** Amounts of invoices and prices are integer cents: 5831 → "58,31 €". */
export function formatCents(cents: number): string {
  return euroWithCents().format(cents / 100);
}

export function durationLabel(key: string | null | undefined): string {
  const duration = DURATIONS.find((entry) => entry.key === key);
  return duration ? labelOf('duration', duration.key, duration.label) : '';
}

export function startLabel(value: string | null | undefined): string {
  return value ? formatYearMonth(value) : '';
}

export function decodeLabel(label: string | null | undefined): string {
  return label ? decodeHtmlEntities(label) : '';
}

export function formatDistance(km: number | undefined): string {
  if (km === undefined) return '';
  return km < 10 ? `${km.toFixed(1).replace('.', ',')} km entfernt` : `${Math.round(km)} km entfernt`;
}

export function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
