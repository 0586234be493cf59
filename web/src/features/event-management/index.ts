export { EventManagementPage } from './components/event-management-page';
