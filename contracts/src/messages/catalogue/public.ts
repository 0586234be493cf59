/** Shared components, listing cards and details, map, location, favourites, sharing, consent, legal and info pages. */
export const PUBLIC_MESSAGES = {} as const satisfies Record<string, string>;
