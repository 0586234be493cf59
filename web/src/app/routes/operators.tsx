import {
  AdminRegionsPage,
  ApplyRegionalManagerPage,
  AusbildungOptionsPage,
  CreateAdminPage,
  MessageTranslationsPage,
  ModerationDesk,
  RegionSettingsPage,
  TestAdminPage,
} from '@/features/operators';
import '@/styles/operator.css';
import { NotFoundRoute } from './not-found';

/* The operator screens share one chunk; their frames (role checks, section tabs) are in operator-area.tsx. */
export const RegionalManagerRoute = ModerationDesk;
export const RegionSettingsRoute = RegionSettingsPage;
export const AdminRegionsRoute = AdminRegionsPage;
export const ApplyRegionalManagerRoute = ApplyRegionalManagerPage;
export const CreateAdminRoute = CreateAdminPage;
export const MessageTranslationsRoute = MessageTranslationsPage;
export const AusbildungOptionsRoute = AusbildungOptionsPage;
export const TestAdminRoute = () => <TestAdminPage absent={<NotFoundRoute />} />;
