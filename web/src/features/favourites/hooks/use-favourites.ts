import { useSyncExternalStore } from 'react';
import { getFavourites, subscribeFavourites, toggleFavourite, type FavouriteKind, type Favourites } from './favourites-store';

export function useFavourites(): Favourites {
  return useSyncExternalStore(subscribeFavourites, getFavourites, getFavourites);
}

export function useFavourite(kind: FavouriteKind, id: string) {
  const favourites = useFavourites();
  const isFavourite = favourites[kind].includes(id);
  return { isFavourite, toggle: () => toggleFavourite(kind, id) };
}
