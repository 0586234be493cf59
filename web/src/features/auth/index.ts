export { useAuth, menuLabel } from './hooks/use-auth';
export { initAuth, setSession } from './hooks/auth-store';
export { useLogout } from './api/logout';
export { ROLE_HOME, ROLE_MENU } from './hooks/role-home';
