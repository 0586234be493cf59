export { FavouriteButton } from './components/favourite-button';
export { useFavourites, useFavourite } from './hooks/use-favourites';
export { sortFavouritesFirst, FAVOURITES_COOKIE, type FavouriteKind } from './hooks/favourites-store';
