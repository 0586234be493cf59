import { FAVOURITE_KINDS, type FavouriteKind } from '@praxisnah/contracts';

export type { FavouriteKind };
export type Favourites = Record<FavouriteKind, string[]>;

export const FAVOURITES_COOKIE = 'praxisnah_favorites';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const empty = (): Favourites => ({ internship: [], ausbildung: [], event: [], company: [] });

function readCookie(): Favourites {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${FAVOURITES_COOKIE}=`));
  const result = empty();
  if (!entry) return result;
  try {
    const parsed = JSON.parse(decodeURIComponent(entry.slice(FAVOURITES_COOKIE.length + 1))) as Partial<Record<string, unknown>>;
    for (const kind of FAVOURITE_KINDS) {
      const ids = parsed[kind];
      if (Array.isArray(ids)) result[kind] = ids.filter((id): id is string => typeof id === 'string');
    }
  } catch {
    // A damaged cookie counts as no favourites; it is overwritten on the next change.
  }
  return result;
}

function writeCookie(favourites: Favourites): void {
  const value = encodeURIComponent(JSON.stringify(favourites));
  document.cookie = `${FAVOURITES_COOKIE}=${value}; Max-Age=${MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
}

let state: Favourites | null = null;
const listeners = new Set<() => void>();

export function getFavourites(): Favourites {
  state ??= readCookie();
  return state;
}

export function subscribeFavourites(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** product.md section 4: saving happens only on change; adding an existing favourite changes nothing. */
function update(next: Favourites): void {
  state = next;
  writeCookie(next);
  listeners.forEach((listener) => listener());
}

export function addFavourite(kind: FavouriteKind, id: string): void {
  const current = getFavourites();
  if (current[kind].includes(id)) return;
  update({ ...current, [kind]: [...current[kind], id] });
}

export function removeFavourite(kind: FavouriteKind, id: string): void {
  const current = getFavourites();
  if (!current[kind].includes(id)) return;
  update({ ...current, [kind]: current[kind].filter((existing) => existing !== id) });
}

export function toggleFavourite(kind: FavouriteKind, id: string): boolean {
  const isFavourite = getFavourites()[kind].includes(id);
  if (isFavourite) removeFavourite(kind, id);
  else addFavourite(kind, id);
  return !isFavourite;
}

/** Stable sort that puts favourites first and keeps the given order otherwise. */
export function sortFavouritesFirst<T>(items: readonly T[], favouriteIds: readonly string[], getId: (item: T) => string): T[] {
  const favourites = new Set(favouriteIds);
  return [...items].sort((a, b) => Number(favourites.has(getId(b))) - Number(favourites.has(getId(a))));
}
