/* The signed-in company's own listings as the dashboard uses them: the list, its actions and the status badge. */
export { useOwnListings, getOwnListingsQueryOptions } from './api/get-own-listings';
export { useDeleteListing } from './api/delete-listing';
export { useDuplicateListing } from './api/duplicate-listing';
export { useSetListingStatus } from './api/set-listing-status';
export { ListingStatusBadge } from './components/listing-status-badge';
export { listingStatusLabel } from './hooks/listing-status-label';
