import type { SmartSearchRequest, SmartSearchResult } from '@praxisnah/contracts';
import { apiRequest } from '@/lib/api-client';

/** Free-text search that may return extracted filters; it sends no auth header. */
export const smartSearch = (request: SmartSearchRequest) =>
  apiRequest<SmartSearchResult>('/api/internships/smart-search', { method: 'POST', body: request, auth: false });
