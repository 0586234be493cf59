/* The operators' analytics dashboard (/admin-dashboard, /admin): loaded only on those routes, with its chart library. */
export { AdminDashboardPage } from './components/admin-dashboard-page';
