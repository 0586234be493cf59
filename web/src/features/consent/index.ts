export { ConsentDialog } from './components/consent-dialog';
export { useConsent, openConsentSettings } from './hooks/use-consent';
