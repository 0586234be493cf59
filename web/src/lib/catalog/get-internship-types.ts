import { isSelectableInternshipType } from '@praxisnah/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { labelOf } from '../labels';

export interface InternshipTypeOption {
  key: string;
  label: string;
}

/** product.md section 5: the list offered to visitors excludes the Ausbildung type. */
export async function getInternshipTypes(): Promise<InternshipTypeOption[]> {
  const types = await apiRequest<InternshipTypeOption[]>('/api/internship-types');
  return types.filter(isSelectableInternshipType).map((type) => ({ ...type, label: labelOf('internshipType', type.key, type.label) }));
}

/** product.md section 7: the type list is not cached. */
export const getInternshipTypesQueryOptions = () =>
  queryOptions({ queryKey: ['internship-types'], queryFn: getInternshipTypes, staleTime: 0 });

export const useInternshipTypes = () => useQuery(getInternshipTypesQueryOptions());
