import { useEffect, useEffectEvent, useRef } from 'react';
import { usePublicConfig } from '@/lib/catalog/get-public-config';
import { MAP_INIT_DELAY_MS } from '../hooks/map-constants';
import type { PinMapHandle } from './leaflet-map';

export interface PinMapProps {
  latitude: number;
  longitude: number;
  label: string;
  /** Called after the user dragged the pin or moved it with the arrow keys. */
  onMove: (latitude: number, longitude: number) => void;
  height?: number;
}

/**
 * A small map with one pin the user can drag (or move with the arrow keys once focused). A new position from outside,
 * such as a geocoded address, moves the pin without rebuilding the map. Leaflet loads lazily, like the other maps.
 */
export function PinMap({ latitude, longitude, label, onMove, height = 280 }: PinMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<PinMapHandle | null>(null);
  const config = usePublicConfig();
  const configSettled = !config.isPending;
  const tileUrl = config.data?.mapTileUrl;
  const attribution = config.data?.mapAttribution;
  const moved = useEffectEvent((lat: number, lon: number) => onMove(lat, lon));
  const startPosition = useEffectEvent((): [number, number] => [latitude, longitude]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container || !configSettled) return;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      import('./leaflet-map')
        .then(({ createPinMap }) => {
          if (cancelled) return;
          const [lat, lon] = startPosition();
          handleRef.current?.remove();
          handleRef.current = createPinMap(
            container,
            lat,
            lon,
            label,
            tileUrl ? { url: tileUrl, attribution: attribution ?? '' } : null,
            (nextLat, nextLon) => moved(nextLat, nextLon),
          );
        })
        .catch((error: unknown) => console.error('Karte konnte nicht initialisiert werden', error));
    }, MAP_INIT_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      handleRef.current?.remove();
      handleRef.current = null;
    };
  }, [label, configSettled, tileUrl, attribution]);

  useEffect(() => {
    handleRef.current?.setPosition(latitude, longitude);
  }, [latitude, longitude]);

  return (
    <div
      ref={containerRef}
      className="location-map pin-map"
      style={{ height }}
      role="region"
      aria-label={`Karte: ${label}`}
      data-testid="pin-map"
    />
  );
}
