import type { CompanyView } from '@praxisnah/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { recordAnalytics } from '@/lib/analytics';
import { cn } from '@/lib/cn';
import { getPublicConfigQueryOptions } from '@/lib/catalog/get-public-config';
import { useNearViewport } from '@/lib/use-near-viewport';
import { DEFAULT_MAP_HEIGHT, MAP_INIT_DELAY_MS, MAP_LOAD_MARGIN } from '../hooks/map-constants';
import type { MapHandle } from './leaflet-map';

export interface CompanyMapProps {
  /** Undefined while they load: the map keeps its place (and its element) meanwhile. */
  companies: CompanyView[] | undefined;
  height?: number;
  onCompanyClick?: (company: CompanyView) => void;
  label?: string;
}

/**
 * SPEC section 2: Germany-centred company map. Leaflet loads lazily, once the map comes near the screen (a map below
 * the fold, as on the home page, leaves the first visit to the content above it); the map is created 100 ms later, any
 * previous map is removed first, and it is removed when the component leaves. Initialisation errors are only logged.
 */
export function CompanyMap({
  companies,
  height = DEFAULT_MAP_HEIGHT,
  onCompanyClick,
  label = 'Karte der Unternehmen in Deutschland',
}: CompanyMapProps) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const handleRef = useRef<MapHandle | null>(null);
  const near = useNearViewport(container, MAP_LOAD_MARGIN);
  const config = useQuery({ ...getPublicConfigQueryOptions(), enabled: near });
  const configSettled = near && !config.isPending;
  const tiles = config.data ? { url: config.data.mapTileUrl, attribution: config.data.mapAttribution } : null;
  const tileUrl = tiles?.url;
  const attribution = tiles?.attribution;
  const select = useEffectEvent((company: CompanyView) => {
    recordAnalytics({ eventType: 'map_click', eventData: /^[0-9a-f-]{36}$/i.test(company.id) ? { companyId: company.id } : {} });
    onCompanyClick?.(company);
  });

  useEffect(() => {
    if (!container || !companies?.length || !configSettled) return;
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
  }, [container, companies, configSettled, tileUrl, attribution]);

  if (companies?.length === 0) {
    return (
      <div className="map-empty" style={{ minHeight: Math.min(height, 240) }}>
        <EmptyState title="Keine Unternehmen verfügbar" icon="🗺️" />
      </div>
    );
  }

  return (
    <div
      ref={setContainer}
      className={cn('company-map', !companies && 'company-map--loading')}
      style={{ height }}
      role="region"
      aria-label={label}
      aria-busy={!companies}
      data-testid="company-map"
    />
  );
}
