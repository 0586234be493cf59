import type { CreateRegionInput, RegionOption, RegionSettingsInput, RegionView, UpdateRegionInput } from '@praxisnah/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterModeration, OPERATOR_ROOT } from './operator-keys';

const enc = encodeURIComponent;

/** GET /api/regions: slug and name of every region, public (the application form). */
export const getRegionOptions = () => apiRequest<RegionOption[]>('/api/regions', { auth: false });
export const getRegionOptionsQueryOptions = () => queryOptions({ queryKey: ['regions', 'options'], queryFn: getRegionOptions });
export const useRegionOptions = () => useQuery(getRegionOptionsQueryOptions());

/** While the workers re-assign rows after an area change, the region screens ask again until they are done. */
export const REASSIGNMENT_POLL_MS = 2000;
const reassigning = (regions: readonly RegionView[] | undefined) =>
  regions?.some((region) => region.reassignment?.status === 'running') ? REASSIGNMENT_POLL_MS : false;

/** GET /api/admin/regions: every region with its area, contact and managers (admins). */
export const getRegions = () => apiRequest<RegionView[]>('/api/admin/regions');
export const getRegionsQueryOptions = () =>
  queryOptions({ queryKey: [OPERATOR_ROOT, 'regions'], queryFn: getRegions, refetchInterval: (query) => reassigning(query.state.data) });
export const useRegions = (enabled = true) => useQuery({ ...getRegionsQueryOptions(), enabled });

/** GET /api/operator/regions/{slug}, or the manager's own region without a slug. */
export const getRegion = (slug: string | undefined) =>
  apiRequest<RegionView>(slug ? `/api/operator/regions/${enc(slug)}` : '/api/operator/region');
export const getRegionQueryOptions = (slug: string | undefined) =>
  queryOptions({
    queryKey: [OPERATOR_ROOT, 'region', slug ?? 'own'],
    queryFn: () => getRegion(slug),
    refetchInterval: (query) => reassigning(query.state.data && [query.state.data]),
  });
export const useRegion = (slug: string | undefined, enabled = true) => useQuery({ ...getRegionQueryOptions(slug), enabled });

export function useUpdateRegionSettings(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegionSettingsInput) =>
      apiRequest<RegionView>(`/api/operator/regions/${enc(slug)}`, { method: 'PATCH', body: input }),
    onSuccess: () => invalidateAfterModeration(queryClient),
  });
}

export function useSaveRegion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, input }: { slug?: string; input: CreateRegionInput | UpdateRegionInput }) =>
      slug
        ? apiRequest<RegionView>(`/api/admin/regions/${enc(slug)}`, { method: 'PATCH', body: input })
        : apiRequest<RegionView>('/api/admin/regions', { method: 'POST', body: input }),
    onSuccess: () => invalidateAfterModeration(queryClient),
  });
}
