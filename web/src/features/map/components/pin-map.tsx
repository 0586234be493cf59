import { useEffect, useRef, useState } from 'react';
import { t } from '@/lib/messages';
import { useLeafletMap } from '../hooks/use-leaflet-map';

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
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  // The pin outlives a render: it calls the newest handler.
  const moved = useRef(onMove);
  useEffect(() => {
    moved.current = onMove;
  });
  // A new position moves the pin below; only a new label rebuilds the map, at the pin's current position.
  const handleRef = useLeafletMap(
    container,
    (maps, element, tiles) =>
      maps.createPinMap(element, latitude, longitude, label, tiles, (nextLat, nextLon) => moved.current(nextLat, nextLon)),
    [label],
  );

  useEffect(() => {
    handleRef.current?.setPosition(latitude, longitude);
  }, [handleRef, latitude, longitude]);

  return (
    <div
      ref={setContainer}
      className="location-map pin-map"
      style={{ height }}
      role="region"
      aria-label={t('map.label', { label })}
      data-testid="pin-map"
    />
  );
}
