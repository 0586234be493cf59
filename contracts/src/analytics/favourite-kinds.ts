import { LISTING_KINDS } from '../listings/listing-kind';

/**
 * What a visitor can keep as a favourite. A module of its own, without schemas: the web client's first download
 * imports it, and a module's top-level schema calls travel with any export of it.
 */
export const FAVOURITE_KINDS = [...LISTING_KINDS, 'event', 'company'] as const;
export type FavouriteKind = (typeof FAVOURITE_KINDS)[number];
