import { apiRequest } from '@/lib/api-client';

export type ShareEntityType = 'internship' | 'ausbildung' | 'event' | 'company';

export interface CreateShortUrlInput {
  entityType: ShareEntityType;
  entityId: string;
  longUrl: string;
}

export const createShortUrl = (input: CreateShortUrlInput) =>
  apiRequest<{ shortUrl: string }>('/api/tinyurl/create', { method: 'POST', body: input }).then((result) => result.shortUrl);
