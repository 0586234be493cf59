import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

export interface StartOption {
  value: string;
  label: string;
}

export const getAusbildungStartOptions = () => apiRequest<StartOption[]>('/api/ausbildung-start-options');

export const getAusbildungStartOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['ausbildung-start-options'], queryFn: getAusbildungStartOptions });

export const useAusbildungStartOptions = () => useQuery(getAusbildungStartOptionsQueryOptions());
