import type { FavouriteKind } from '@praxisnah/contracts';
import { apiRequest } from '@/lib/api-client';

/** What a share button shares: a listing, an event or a company (the favourites' kinds). */
export type ShareEntityType = FavouriteKind;

export interface CreateShortUrlInput {
  entityType: ShareEntityType;
  entityId: string;
  longUrl: string;
}

export const createShortUrl = (input: CreateShortUrlInput) =>
  apiRequest<{ shortUrl: string }>('/api/tinyurl/create', { method: 'POST', body: input }).then((result) => result.shortUrl);
