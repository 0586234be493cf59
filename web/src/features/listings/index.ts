export { ListingCard, listingPath } from './components/listing-card';
export { SearchPage } from './components/search-page';
export { ListingDetailView } from './components/listing-detail';
export { useLatestListings, getLatestListingsQueryOptions } from './api/get-latest-listings';
export { searchListingsQueryOptions, toSearchQuery } from './api/search-listings';
