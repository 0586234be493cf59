import { useState } from 'react';
import { useLeafletMap } from '../hooks/use-leaflet-map';
import type { AreaCircle } from './leaflet-map';

export type { AreaCircle } from './leaflet-map';

/** Germany with a coloured circle per area (e.g. the share of searches without results per region). Leaflet loads lazily. */
export function AreaMap({ areas, label, height = 420 }: { areas: readonly AreaCircle[]; label: string; height?: number }) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  useLeafletMap(container, (maps, element, tiles) => maps.createAreaMap(element, areas, tiles), [areas]);

  return <div ref={setContainer} className="location-map" style={{ height }} role="region" aria-label={label} />;
}
