import { AdminCodesPage } from '@/features/billing/admin';
import '@/styles/company.css';
import '@/styles/billing.css';

/* /admin-codes: admins only (AdminAreaLayout); its own chunk, so the other operator screens do not carry it. */
export const AdminCodesRoute = AdminCodesPage;
