import { useEffect, useEffectEvent, useRef } from 'react';
import { toast } from '@/components/ui/toast';
import { hasLocationConsent } from '@/lib/consent-storage';
import { t } from '@/lib/messages';
import { reverseGeocode } from '../api/reverse-geocode';
import { getDevicePosition } from './get-device-position';
import {
  isLocationRemoved,
  myLocationLabel,
  readSessionLocation,
  rememberPlace,
  writeSessionLocation,
  type LocationSelection,
} from './location-value';

/**
 * product.md section 4: on load the location is detected automatically, unless the visitor removed it earlier on this page.
 * Requires location consent. Uses the position stored in this session, else the device position.
 */
export function useAutoLocation({
  page,
  enabled,
  radius,
  onDetected,
}: {
  page: string;
  enabled: boolean;
  radius: number;
  onDetected: (selection: LocationSelection) => void;
}) {
  const done = useRef(false);
  const detected = useEffectEvent((selection: LocationSelection) => onDetected(selection));

  useEffect(() => {
    if (done.current || !enabled) return;
    done.current = true;
    if (!hasLocationConsent() || isLocationRemoved(page)) return;
    void (async () => {
      let stored = readSessionLocation();
      if (!stored) {
        const position = await getDevicePosition();
        if (!position) return;
        const place = await reverseGeocode(position.latitude, position.longitude);
        writeSessionLocation(position.latitude, position.longitude, place?.name);
        stored = { ...position, city: place?.name ?? null };
      }
      const address = stored.city || myLocationLabel();
      rememberPlace(address, stored.latitude, stored.longitude);
      detected({ address, radius, latitude: stored.latitude, longitude: stored.longitude });
      toast({ title: t('location.used'), description: t('location.searchRadius', { radius }), variant: 'success' });
    })();
  }, [enabled, page, radius]);
}
