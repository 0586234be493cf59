import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { hasLocationConsent } from '@/lib/consent-storage';
import { reverseGeocode } from '../api/reverse-geocode';
import { getDevicePosition, isGeolocationSupported } from './get-device-position';
import { MY_LOCATION_LABEL, rememberPlace, writeSessionLocation, type LocationSelection } from './location-value';

/** "Mein Standort": browser geolocation (only with location consent), labelled by our reverse geocoder. */
export function useMyLocation(onFound: (selection: LocationSelection) => void) {
  const [locating, setLocating] = useState(false);

  async function locate(radius: number) {
    if (!hasLocationConsent()) {
      toast({
        title: 'Standort nicht verfügbar',
        description: 'Bitte gib deinen Ort manuell ein oder erlaube die Standortnutzung in den Cookie-Einstellungen.',
      });
      return;
    }
    if (!isGeolocationSupported()) {
      toast({ title: 'Geolocation nicht unterstützt', description: 'Bitte gib deinen Ort oder deine Postleitzahl manuell ein.' });
      return;
    }
    setLocating(true);
    const position = await getDevicePosition();
    if (!position) {
      setLocating(false);
      toast({
        title: 'Standort nicht verfügbar',
        description: 'Bitte gib deinen Ort manuell ein oder erlaube den Standortzugriff in deinem Browser.',
      });
      return;
    }
    const place = await reverseGeocode(position.latitude, position.longitude);
    const address = place?.name ?? MY_LOCATION_LABEL;
    writeSessionLocation(position.latitude, position.longitude, place?.name);
    rememberPlace(address, position.latitude, position.longitude);
    setLocating(false);
    onFound({ address, radius, latitude: position.latitude, longitude: position.longitude });
    toast({ title: 'Standort gefunden', description: `Suche im Umkreis von ${radius} km`, variant: 'success' });
  }

  return { locating, locate };
}
