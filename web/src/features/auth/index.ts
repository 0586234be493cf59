export { useAuth, menuLabel } from './hooks/use-auth';
export { initAuth } from './hooks/auth-store';
export { useLogout } from './api/logout';
