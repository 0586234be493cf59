import type { OwnListing } from '@praxisnah/contracts';
import { localDay } from '../../../lib/local-day';

type Visibility = Pick<OwnListing, 'status' | 'validTo'>;

/** An active listing whose end date has passed: still "Aktiv", yet visitors no longer find it. */
export function isExpiredByDate(listing: Visibility, today: Date): boolean {
  return listing.status === 'aktiv' && listing.validTo !== null && listing.validTo < localDay(today);
}

/** Visitors find only active listings whose end date has not passed; only those have a page to look at. */
export function isFindable(listing: Visibility, today: Date): boolean {
  return listing.status === 'aktiv' && !isExpiredByDate(listing, today);
}
