import { useEffect, useRef } from 'react';
import { usePublicConfig } from '@/lib/catalog/get-public-config';
import { MAP_INIT_DELAY_MS } from '../hooks/map-constants';
import type { AreaCircle, MapHandle } from './leaflet-map';

export type { AreaCircle } from './leaflet-map';

/** Germany with a coloured circle per area (e.g. the share of searches without results per region). Leaflet loads lazily. */
export function AreaMap({ areas, label, height = 420 }: { areas: readonly AreaCircle[]; label: string; height?: number }) {
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
        .then(({ createAreaMap }) => {
          if (cancelled) return;
          handle = createAreaMap(container, areas, tileUrl ? { url: tileUrl, attribution: attribution ?? '' } : null);
        })
        .catch((error: unknown) => console.error('Karte konnte nicht initialisiert werden', error));
    }, MAP_INIT_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      handle?.remove();
    };
  }, [areas, configSettled, tileUrl, attribution]);

  return <div ref={containerRef} className="location-map" style={{ height }} role="region" aria-label={label} />;
}
