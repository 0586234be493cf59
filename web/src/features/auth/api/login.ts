import type { LoginInput, LoginResponse } from '@praxisnah/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { setSession } from '../hooks/auth-store';

/** product.md section 6: login sends no auth header. */
export const login = (input: LoginInput) => apiRequest<LoginResponse>('/api/auth/login', { method: 'POST', body: input, auth: false });

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (response) => setSession(response.token, response.user, response.company),
  });
}
