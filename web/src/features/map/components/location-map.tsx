import { useEffect, useRef } from 'react';
import { usePublicConfig } from '@/lib/catalog/get-public-config';
import { MAP_INIT_DELAY_MS } from '../hooks/map-constants';
import type { MapHandle } from './leaflet-map';

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
  const containerRef = useRef<HTMLDivElement>(null);
  const config = usePublicConfig();
  const configSettled = !config.isPending;
  const tileUrl = config.data?.mapTileUrl;
  const attribution = config.data?.mapAttribution;

  useEffect(() => {
    const container = containerRef.current;
    if (!container || !configSettled) return;
    let handle: MapHandle | null = null;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      import('./leaflet-map')
        .then(({ createLocationMap }) => {
          if (cancelled) return;
          handle = createLocationMap(
            container,
            latitude,
            longitude,
            label,
            tileUrl ? { url: tileUrl, attribution: attribution ?? '' } : null,
          );
        })
        .catch((error: unknown) => console.error('Karte konnte nicht initialisiert werden', error));
    }, MAP_INIT_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      handle?.remove();
    };
  }, [latitude, longitude, label, configSettled, tileUrl, attribution]);

  return <div ref={containerRef} className="location-map" style={{ height }} role="region" aria-label={`Karte: ${label}`} />;
}
