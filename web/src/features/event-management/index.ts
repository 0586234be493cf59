export { EventManagementPage } from './components/event-management-page';
export { EventParticipantsPage } from './components/event-participants-page';
