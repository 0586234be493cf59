import { apiRequest } from './api-client';
import { hasAnalyticsConsent } from './consent-storage';

export type AnalyticsEvent =
  | { eventType: 'search'; eventData: { query: string; filters: Record<string, unknown> } }
  | { eventType: 'page_view'; eventData: { page: string; title: string } };

/** SPEC section 7: sent only with analytics consent; failures are only logged. */
export function recordAnalytics(event: AnalyticsEvent): void {
  if (!hasAnalyticsConsent()) return;
  apiRequest('/api/analytics/record', { method: 'POST', body: event }).catch((error: unknown) => {
    console.warn('Analytics konnte nicht gesendet werden', error);
  });
}
