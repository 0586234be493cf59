import type { CompanyView } from '@praxisnah/contracts';
import { useEffect, useEffectEvent, useRef } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { usePublicConfig } from '@/lib/catalog/get-public-config';
import { DEFAULT_MAP_HEIGHT, MAP_INIT_DELAY_MS } from '../hooks/map-constants';
import type { MapHandle } from './leaflet-map';

export interface CompanyMapProps {
  companies: CompanyView[];
  height?: number;
  onCompanyClick?: (company: CompanyView) => void;
  label?: string;
}

/**
 * SPEC section 2: Germany-centred company map. Leaflet loads lazily; the map is created after 100 ms, any previous
 * map is removed first, and it is removed when the component leaves. Initialisation errors are only logged.
 */
export function CompanyMap({
  companies,
  height = DEFAULT_MAP_HEIGHT,
  onCompanyClick,
  label = 'Karte der Unternehmen in Deutschland',
}: CompanyMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<MapHandle | null>(null);
  const config = usePublicConfig();
  const configSettled = !config.isPending;
  const tiles = config.data ? { url: config.data.mapTileUrl, attribution: config.data.mapAttribution } : null;
  const tileUrl = tiles?.url;
  const attribution = tiles?.attribution;
  const select = useEffectEvent((company: CompanyView) => onCompanyClick?.(company));

  useEffect(() => {
    const container = containerRef.current;
    if (!container || companies.length === 0 || !configSettled) return;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      import('./leaflet-map')
        .then(({ createCompanyMap }) => {
          if (cancelled) return;
          handleRef.current?.remove();
          handleRef.current = createCompanyMap(
            container,
            companies,
            tileUrl ? { url: tileUrl, attribution: attribution ?? '' } : null,
            (company) => select(company),
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
  }, [companies, configSettled, tileUrl, attribution]);

  if (companies.length === 0) {
    return (
      <div className="map-empty" style={{ minHeight: Math.min(height, 240) }}>
        <EmptyState title="Keine Unternehmen verfügbar" icon="🗺️" />
      </div>
    );
  }

  return <div ref={containerRef} className="company-map" style={{ height }} role="region" aria-label={label} data-testid="company-map" />;
}
