import type { CompanyView, EventView, ListingCard } from '@praxisnah/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, isNotFound } from '@/lib/api-client';
import { CACHE, QUERY_ROOTS } from '@/lib/query-client';
import { getCompany } from './get-company';

export interface CompanyProfile {
  company: CompanyView;
  listings: ListingCard[];
  events: EventView[];
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const bySlug = (slug: string) => apiRequest<CompanyProfile>(`/api/companies/by-slug/${encodeURIComponent(slug)}`);

/** The public profile by slug; /company/{id} links carry an id, so an unknown slug is retried as an id. */
export async function getCompanyProfile(slugOrId: string): Promise<CompanyProfile> {
  try {
    return await bySlug(slugOrId);
  } catch (error) {
    if (!isNotFound(error) && !UUID_PATTERN.test(slugOrId)) throw error;
    const company = await getCompany(slugOrId);
    if (!company?.slug || company.slug === slugOrId) throw error;
    return bySlug(company.slug);
  }
}

export const getCompanyProfileQueryOptions = (slugOrId: string) =>
  queryOptions({ queryKey: [QUERY_ROOTS.companies, 'profile', slugOrId], queryFn: () => getCompanyProfile(slugOrId), ...CACHE.companies });

export const useCompanyProfile = (slugOrId: string) => useQuery(getCompanyProfileQueryOptions(slugOrId));
