import type { AnalyticsRecord } from '@praxisnah/contracts';
import { apiRequest } from './api-client';
import { hasAnalyticsConsent } from './consent-storage';

/**
 * product.md section 7: client events are sent only with analytics consent; failures are only logged. Searches and detail
 * views are not sent from here: the server counts those itself, without cookies.
 */
export function recordAnalytics(event: AnalyticsRecord): void {
  if (!hasAnalyticsConsent()) return;
  apiRequest('/api/analytics/record', { method: 'POST', body: event }).catch((error: unknown) => {
    console.warn('Analytics konnte nicht gesendet werden', error);
  });
}
