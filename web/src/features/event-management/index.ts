export { EventManagementPage } from './components/event-management-page';
export { EventParticipantsPage } from './components/event-participants-page';
export { PremiumServicePage } from './components/premium-service-page';
export { EmailTemplatesPage } from './components/email-templates-page';
