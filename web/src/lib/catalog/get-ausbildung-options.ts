import { TAKEOVER_CHANCES } from '@praxisnah/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { CACHE } from '../query-client';

/** Admins edit these on /admin-ausbildung-options; forms and cards read them from the API. */
export interface CatalogueEntry {
  key: string;
  label: string;
}

export const getTakeoverChances = () => apiRequest<CatalogueEntry[]>('/api/takeover-chances', { auth: false });
export const getTakeoverChancesQueryOptions = () =>
  queryOptions({ queryKey: ['takeover-chances'], queryFn: getTakeoverChances, ...CACHE.sectors });
export const useTakeoverChances = () => useQuery(getTakeoverChancesQueryOptions());

export const getAusbildungDegrees = () => apiRequest<CatalogueEntry[]>('/api/ausbildung-degrees', { auth: false });
export const getAusbildungDegreesQueryOptions = () =>
  queryOptions({ queryKey: ['ausbildung-degrees'], queryFn: getAusbildungDegrees, ...CACHE.sectors });
export const useAusbildungDegrees = () => useQuery(getAusbildungDegreesQueryOptions());

/**
 * A listing's Übernahmechance as the admins named it; while the list loads (or for a deactivated chance the API no
 * longer offers) the shipped label, else nothing.
 */
export function useTakeoverChanceLabel(key: string | null | undefined): string {
  const chances = useTakeoverChances();
  if (!key) return '';
  return chances.data?.find((chance) => chance.key === key)?.label ?? TAKEOVER_CHANCES.find((chance) => chance.key === key)?.label ?? '';
}
