import { TAKEOVER_CHANCES } from '@praxisnah/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { CACHE } from '../query-client';

/** Admins edit these on /admin-ausbildung-options; forms and cards read them from the API. */
export interface CatalogueEntry {
  key: string;
  label: string;
}

/** Every chance; `active: false` ones are no longer offered but stay on the listings naming them. */
export interface TakeoverChance extends CatalogueEntry {
  active: boolean;
}

export const getTakeoverChances = () => apiRequest<TakeoverChance[]>('/api/takeover-chances', { auth: false });
export const getTakeoverChancesQueryOptions = () =>
  queryOptions({ queryKey: ['takeover-chances'], queryFn: getTakeoverChances, ...CACHE.sectors });
export const useTakeoverChances = () => useQuery(getTakeoverChancesQueryOptions());

export const getAusbildungDegrees = () => apiRequest<CatalogueEntry[]>('/api/ausbildung-degrees', { auth: false });
export const getAusbildungDegreesQueryOptions = () =>
  queryOptions({ queryKey: ['ausbildung-degrees'], queryFn: getAusbildungDegrees, ...CACHE.sectors });
export const useAusbildungDegrees = () => useQuery(getAusbildungDegreesQueryOptions());

/** A listing's Übernahmechance as the admins named it; while the list loads, the shipped label. */
export function useTakeoverChanceLabel(key: string | null | undefined): string {
  const chances = useTakeoverChances();
  if (!key) return '';
  return chances.data?.find((chance) => chance.key === key)?.label ?? TAKEOVER_CHANCES.find((chance) => chance.key === key)?.label ?? '';
}
