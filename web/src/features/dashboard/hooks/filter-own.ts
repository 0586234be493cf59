import type { EventView, ListingStatus, OwnListing } from '@praxisnah/contracts';
import { listingStatusLabel } from '@/features/company-listings';

const normalise = (text: string) => text.toLocaleLowerCase('de-DE').normalize('NFC');

/** Every word of the query must appear in the listing's title, place, status, skills, type or start. */
export function filterOwnListings(listings: OwnListing[], query: string, status: ListingStatus | 'alle'): OwnListing[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  return listings.filter((listing) => {
    if (status !== 'alle' && listing.status !== status) return false;
    if (!words.length) return true;
    const haystack = normalise(
      [
        listing.title,
        listing.city,
        listing.zip,
        listing.address,
        listingStatusLabel(listing.status),
        listing.type?.label,
        listing.ausbildungsAbschluss,
        listing.ausbildungStart,
        ...listing.skills,
      ]
        .filter(Boolean)
        .join(' '),
    );
    return words.every((word) => haystack.includes(word));
  });
}

export function filterOwnEvents(events: EventView[], query: string): EventView[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (!words.length) return events;
  return events.filter((event) => {
    const haystack = normalise([event.title, event.location, event.city, event.zip, event.eventDate].filter(Boolean).join(' '));
    return words.every((word) => haystack.includes(word));
  });
}

/** Newest change first, so what was just edited or copied is on top. */
export function sortByUpdated(listings: OwnListing[]): OwnListing[] {
  return [...listings].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}
