/* The company dashboard: own listings and events with their actions, and the first steps for a new company. */
export { DashboardPage } from './components/dashboard-page';
