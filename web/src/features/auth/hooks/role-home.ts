import type { UserRole } from '@praxisnah/contracts';
import { paths } from '@/app/paths';

/** Where each role lands after signing in, and what its "Dashboard" link opens. */
export const ROLE_HOME: Readonly<Record<UserRole, string>> = {
  admin: paths.adminDashboard.to(),
  regional_manager: paths.regionalManager.to(),
  company: paths.dashboard.to(),
};

export interface RoleMenuEntry {
  to: string;
  label: string;
}

/** The user menu's entries per role (besides Preise and Abmelden), in the order they appear. */
export const ROLE_MENU: Readonly<Record<UserRole, readonly RoleMenuEntry[]>> = {
  company: [{ to: paths.dashboard.to(), label: 'Dashboard' }],
  regional_manager: [
    { to: paths.regionalManager.to(), label: 'Meine Region' },
    { to: paths.regionSettings.to(), label: 'Regionseinstellungen' },
  ],
  admin: [
    { to: paths.adminDashboard.to(), label: 'Admin-Dashboard' },
    { to: paths.regionalManager.to(), label: 'Moderation' },
    { to: paths.adminRegions.to(), label: 'Regionen & Bewerbungen' },
    { to: paths.adminAusbildungOptions.to(), label: 'Ausbildungsoptionen' },
    { to: paths.adminMessageTranslations.to(), label: 'Texte' },
    { to: paths.adminCodes.to(), label: 'Codes & Rechnungen' },
    { to: paths.createAdmin.to(), label: 'Admin anlegen' },
  ],
};
