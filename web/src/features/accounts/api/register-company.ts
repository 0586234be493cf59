import type { AccountMessageResponse, RegisterCompanyInput } from '@praxisnah/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/register → 201 {message}: the same answer whether or not the address already has an account. */
export const registerCompany = (input: RegisterCompanyInput) =>
  apiRequest<AccountMessageResponse>('/api/auth/register', { method: 'POST', body: input });

export const useRegisterCompany = () => useMutation({ mutationFn: registerCompany });
