export { ShareButton } from './components/share-button';
export type { ShareTarget } from './hooks/use-share';
