export { ModerationDesk } from './components/moderation-desk';
export { RegionSettingsPage } from './components/region-settings-page';
export { AdminRegionsPage } from './components/admin-regions-page';
export { ApplyRegionalManagerPage } from './components/apply-page';
export { CreateAdminPage } from './components/create-admin-page';
export { MessageTranslationsPage } from './components/message-translations-page';
export { TestAdminPage } from './components/test-admin-page';
export { AusbildungOptionsPage } from './components/ausbildung-options-page';
