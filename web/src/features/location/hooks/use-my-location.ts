import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { hasLocationConsent } from '@/lib/consent-storage';
import { t } from '@/lib/messages';
import { reverseGeocode } from '../api/reverse-geocode';
import { getDevicePosition, isGeolocationSupported } from './get-device-position';
import { myLocationLabel, rememberPlace, writeSessionLocation, type LocationSelection } from './location-value';

/** "Mein Standort": browser geolocation (only with location consent), labelled by our reverse geocoder. */
export function useMyLocation(onFound: (selection: LocationSelection) => void) {
  const [locating, setLocating] = useState(false);

  async function locate(radius: number) {
    if (!hasLocationConsent()) {
      toast({ title: t('location.unavailable'), description: t('location.noConsentHint') });
      return;
    }
    if (!isGeolocationSupported()) {
      toast({ title: t('location.unsupported'), description: t('location.unsupportedHint') });
      return;
    }
    setLocating(true);
    const position = await getDevicePosition();
    if (!position) {
      setLocating(false);
      toast({ title: t('location.unavailable'), description: t('location.deniedHint') });
      return;
    }
    const place = await reverseGeocode(position.latitude, position.longitude);
    const address = place?.name ?? myLocationLabel();
    writeSessionLocation(position.latitude, position.longitude, place?.name);
    rememberPlace(address, position.latitude, position.longitude);
    setLocating(false);
    onFound({ address, radius, latitude: position.latitude, longitude: position.longitude });
    toast({ title: t('location.positionFound'), description: t('location.searchRadius', { radius }), variant: 'success' });
  }

  return { locating, locate };
}
