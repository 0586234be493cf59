import { decodeHtmlEntities, SECTORS, type SectorDefinition } from '@praxisnah/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { CACHE } from '../query-client';
import { labelOf } from '../labels';

/** A sector as /api/catalog serves it: the contracts' definition with its row id. */
export type Sector = SectorDefinition & { id: number };

export async function getSectors(): Promise<Sector[]> {
  const sectors = await apiRequest<Sector[]>('/api/sectors');
  // Labels arrive decoded; decoding again is harmless and guards against an older server.
  return sectors.map((sector) => ({ ...sector, label: labelOf('sector', sector.key, decodeHtmlEntities(sector.label)) }));
}

export const getSectorsQueryOptions = () => queryOptions({ queryKey: ['sectors'], queryFn: getSectors, ...CACHE.sectors });

export const useSectors = () => useQuery(getSectorsQueryOptions());

export interface SectorOption {
  key: string;
  label: string;
}

// A function, not a constant: the admins' wording is loaded after this module.
const catalogueSectors = (): SectorOption[] =>
  SECTORS.map((sector) => ({ key: sector.key, label: labelOf('sector', sector.key, decodeHtmlEntities(sector.label)) }));

/** The sectors for a form's choices: from the API, and from the shared catalogue while it loads or when it fails. */
export function useSectorOptions(): SectorOption[] {
  const { data } = useSectors();
  return data?.length ? data : catalogueSectors();
}
