import { useSyncExternalStore } from 'react';
import { recordAnalytics } from '@/lib/analytics';
import { getFavourites, subscribeFavourites, toggleFavourite, type FavouriteKind, type Favourites } from './favourites-store';

export function useFavourites(): Favourites {
  return useSyncExternalStore(subscribeFavourites, getFavourites, getFavourites);
}

export function useFavourite(kind: FavouriteKind, id: string) {
  const favourites = useFavourites();
  const isFavourite = favourites[kind].includes(id);
  const toggle = () => {
    const on = toggleFavourite(kind, id);
    recordAnalytics({ eventType: 'favourite', eventData: { kind, id, on } });
    return on;
  };
  return { isFavourite, toggle };
}
