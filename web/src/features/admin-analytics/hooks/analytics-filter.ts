import { MAX_DASHBOARD_DAYS } from '@praxisnah/contracts';
import { useSearchParams } from 'react-router-dom';
import { localDay } from '../../../lib/local-day';
import type { AnalyticsFilter } from '../api/get-admin-analytics';

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
export const PRESET_DAYS = [7, 30, 90, 365] as const;
const DEFAULT_DAYS = 30;

export const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/** The last `days` days up to today. */
export const presetRange = (days: number, today = localDay()) => ({ from: daysBefore(today, days - 1), to: today });

/** Every day from `from` to `to`, so charts show days without any count as zero. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= Date.parse(`${to}T00:00:00Z`); time += DAY_MS) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

/** Reads a filter from the URL (?from&to&region), falling back to the last 30 days when it is missing or unreadable. */
export function parseFilter(params: URLSearchParams, today = localDay()): AnalyticsFilter {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const region = Number(params.get('region'));
  const valid = ISO_DAY.test(from) && ISO_DAY.test(to) && from <= to && (Date.parse(to) - Date.parse(from)) / DAY_MS < MAX_DASHBOARD_DAYS;
  return { ...(valid ? { from, to } : presetRange(DEFAULT_DAYS, today)), region: Number.isInteger(region) && region > 0 ? region : null };
}

/** The dashboard's range and region live in the URL, so a reload or a shared link shows the same numbers. */
export function useAnalyticsFilter() {
  const [params, setParams] = useSearchParams();
  const filter = parseFilter(params);
  const setFilter = (next: AnalyticsFilter) =>
    setParams({ from: next.from, to: next.to, ...(next.region ? { region: String(next.region) } : {}) }, { replace: true });
  return { filter, setFilter };
}
