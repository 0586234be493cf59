/**
 * The two kinds of listing, as the wire names them (short links, favourites, the search pages and the listing editor).
 * Analytics and the search analysis call the first one the `praktikum` vertical.
 */
export const LISTING_KINDS = ['internship', 'ausbildung'] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];

export const listingKindOf = (listing: { isAusbildung: boolean }): ListingKind => (listing.isAusbildung ? 'ausbildung' : 'internship');
