import { AdminRegionsPage, ApplyRegionalManagerPage, CreateAdminPage, ModerationDesk, RegionSettingsPage } from '@/features/operators';
import '@/styles/operator.css';

/* The operator screens share one chunk; their frames (role checks, section tabs) are in operator-area.tsx. */
export const RegionalManagerRoute = ModerationDesk;
export const RegionSettingsRoute = RegionSettingsPage;
export const AdminRegionsRoute = AdminRegionsPage;
export const ApplyRegionalManagerRoute = ApplyRegionalManagerPage;
export const CreateAdminRoute = CreateAdminPage;
