/* Second public entry of the own-listings area: the create/edit form, kept apart so its form code (zod, react-hook-form, the preview) loads only with the editor routes. */
export { ListingEditor } from './components/listing-editor';
