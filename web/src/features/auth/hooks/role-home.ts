import type { MessageKey, UserRole } from '@praxisnah/contracts';
import { t } from '@/lib/messages';
import { paths } from '@/app/paths';

/** Where each role lands after signing in, and what its "Dashboard" link opens. */
export const ROLE_HOME: Readonly<Record<UserRole, string>> = {
  admin: paths.adminDashboard.to(),
  regional_manager: paths.regionalManager.to(),
  company: paths.dashboard.to(),
};

export interface RoleMenuEntry {
  readonly to: string;
  readonly label: string;
}

/** The label is read when shown, not when this module loads: an admin's wording arrives after that. */
const entry = (to: string, labelKey: MessageKey): RoleMenuEntry => ({
  to,
  get label() {
    return t(labelKey);
  },
});

/** The user menu's entries per role (besides Preise and Abmelden), in the order they appear. */
export const ROLE_MENU: Readonly<Record<UserRole, readonly RoleMenuEntry[]>> = {
  company: [entry(paths.dashboard.to(), 'roleMenu.dashboard')],
  regional_manager: [entry(paths.regionalManager.to(), 'roleMenu.region'), entry(paths.regionSettings.to(), 'roleMenu.regionSettings')],
  admin: [
    entry(paths.adminDashboard.to(), 'roleMenu.adminDashboard'),
    entry(paths.regionalManager.to(), 'roleMenu.moderation'),
    entry(paths.adminRegions.to(), 'roleMenu.regions'),
    entry(paths.adminAusbildungOptions.to(), 'roleMenu.ausbildungOptions'),
    entry(paths.adminMessageTranslations.to(), 'roleMenu.messages'),
    entry(paths.adminCodes.to(), 'roleMenu.codes'),
    entry(paths.createAdmin.to(), 'roleMenu.createAdmin'),
  ],
};
