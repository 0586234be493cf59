import { decodeHtmlEntities, SECTORS } from '@praxisnah/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { CACHE } from '../query-client';

export interface Sector {
  id: number;
  key: string;
  label: string;
  icon: string;
  color: string;
  gradient: string;
  emoji: string;
}

export async function getSectors(): Promise<Sector[]> {
  const sectors = await apiRequest<Sector[]>('/api/sectors');
  // Labels arrive decoded; decoding again is harmless and guards against an older server.
  return sectors.map((sector) => ({ ...sector, label: decodeHtmlEntities(sector.label) }));
}

export const getSectorsQueryOptions = () => queryOptions({ queryKey: ['sectors'], queryFn: getSectors, ...CACHE.sectors });

export const useSectors = () => useQuery(getSectorsQueryOptions());

export interface SectorOption {
  key: string;
  label: string;
}

const CATALOGUE_SECTORS: SectorOption[] = SECTORS.map((sector) => ({
  key: sector.key,
  label: decodeHtmlEntities(sector.label),
}));

/** The sectors for a form's choices: from the API, and from the shared catalogue while it loads or when it fails. */
export function useSectorOptions(): SectorOption[] {
  const { data } = useSectors();
  return data?.length ? data : CATALOGUE_SECTORS;
}
