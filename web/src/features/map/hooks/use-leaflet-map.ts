import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, type DependencyList, type RefObject } from 'react';
import { getPublicConfigQueryOptions } from '@/lib/catalog/get-public-config';
import type { MapHandle, TileConfig } from '../components/leaflet-map';
import { MAP_INIT_DELAY_MS } from './map-constants';

type LeafletMaps = typeof import('../components/leaflet-map');

/**
 * The Leaflet set-up every map shares: once the tile configuration has settled (asked for only when `load`), Leaflet
 * and its stylesheet load as a lazy chunk, `create` builds the map 100 ms later, and the map is removed before the
 * next one and when the component leaves. A change of `deps` rebuilds it; initialisation errors are only logged.
 */
export function useLeafletMap<H extends MapHandle>(
  container: HTMLElement | null,
  create: (maps: LeafletMaps, container: HTMLElement, tiles: TileConfig | null) => H,
  deps: DependencyList,
  { load = true }: { load?: boolean } = {},
): RefObject<H | null> {
  const handleRef = useRef<H | null>(null);
  const config = useQuery({ ...getPublicConfigQueryOptions(), enabled: load });
  const configSettled = load && !config.isPending;
  const tileUrl = config.data?.mapTileUrl;
  const attribution = config.data?.mapAttribution;
  const build = useEffectEvent(create);

  useEffect(() => {
    if (!container || !configSettled) return;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      import('../components/leaflet-map')
        .then((maps) => {
          if (cancelled) return;
          handleRef.current?.remove();
          handleRef.current = build(maps, container, tileUrl ? { url: tileUrl, attribution: attribution ?? '' } : null);
        })
        .catch((error: unknown) => console.error('Karte konnte nicht initialisiert werden', error));
    }, MAP_INIT_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      handleRef.current?.remove();
      handleRef.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps decide when the map is rebuilt
  }, [container, configSettled, tileUrl, attribution, ...deps]);

  return handleRef;
}
