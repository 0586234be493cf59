import { PremiumServicePage } from '@/features/event-management';

export function EventPremiumServiceRoute() {
  return <PremiumServicePage />;
}
