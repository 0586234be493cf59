import { useState } from 'react';
import { t } from '@/lib/messages';
import { useLeafletMap } from '../hooks/use-leaflet-map';

/** A small map with one marker (listing or event detail). */
export function LocationMap({
  latitude,
  longitude,
  label,
  height = 240,
}: {
  latitude: number;
  longitude: number;
  label: string;
  height?: number;
}) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  useLeafletMap(container, (maps, element, tiles) => maps.createLocationMap(element, latitude, longitude, label, tiles), [
    latitude,
    longitude,
    label,
  ]);

  return <div ref={setContainer} className="location-map" style={{ height }} role="region" aria-label={t('map.label', { label })} />;
}
