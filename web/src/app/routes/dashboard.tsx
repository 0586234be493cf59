import { DashboardPage } from '@/features/dashboard';
import '@/styles/company.css';

export function DashboardRoute() {
  return <DashboardPage />;
}
