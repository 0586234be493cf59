/* Second public entry of the own-events area: the create/edit form, loaded only with the editor routes. */
export { EventEditor } from './components/event-editor';
