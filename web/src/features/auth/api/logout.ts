import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { apiRequest } from '@/lib/api-client';
import { clearSession } from '../hooks/auth-store';
import { paths } from '@/app/paths';

export const logout = () => apiRequest<void>('/api/auth/logout', { method: 'POST' });

/** product.md section 4: logout clears the token and all cached data, then goes to /. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await logout().catch(() => undefined);
    clearSession();
    queryClient.clear();
    navigate(paths.root.to());
  };
}
