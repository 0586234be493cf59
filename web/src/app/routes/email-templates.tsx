import { EmailTemplatesPage } from '@/features/event-management';

export function EmailTemplatesRoute() {
  return <EmailTemplatesPage />;
}
