import type { UserRole } from '@praxisnah/contracts';
import { paths } from '@/app/paths';

/** Where each role lands after signing in, and what its "Dashboard" link opens. */
export const ROLE_HOME: Readonly<Record<UserRole, string>> = {
  admin: '/admin-dashboard',
  regional_manager: '/regional-manager',
  company: '/dashboard',
};

export interface RoleMenuEntry {
  to: string;
  label: string;
}

/** The user menu's entries per role (besides Preise and Abmelden), in the order they appear. */
export const ROLE_MENU: Readonly<Record<UserRole, readonly RoleMenuEntry[]>> = {
  company: [{ to: '/dashboard', label: 'Dashboard' }],
  regional_manager: [
    { to: '/regional-manager', label: 'Meine Region' },
    { to: '/region-settings', label: 'Regionseinstellungen' },
  ],
  admin: [
    { to: '/admin-dashboard', label: 'Admin-Dashboard' },
    { to: '/regional-manager', label: 'Moderation' },
    { to: '/admin-regions', label: 'Regionen & Bewerbungen' },
    { to: '/admin-ausbildung-options', label: 'Ausbildungsoptionen' },
    { to: '/admin-message-translations', label: 'Texte' },
    { to: paths.adminCodes.to(), label: 'Codes & Rechnungen' },
    { to: '/create-admin', label: 'Admin anlegen' },
  ],
};
