import type { MeResponse } from '@praxisnah/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const getMe = () => apiRequest<MeResponse>('/api/me');

export const getMeQueryOptions = () => queryOptions({ queryKey: ['me'], queryFn: getMe });
