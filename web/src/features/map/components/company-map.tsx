import type { CompanyView } from '@praxisnah/contracts';
import { useEffect, useRef, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { recordAnalytics } from '@/lib/analytics';
import { cn } from '@/lib/cn';
import { t } from '@/lib/messages';
import { useNearViewport } from '@/lib/use-near-viewport';
import { DEFAULT_MAP_HEIGHT, MAP_LOAD_MARGIN } from '../hooks/map-constants';
import { useLeafletMap } from '../hooks/use-leaflet-map';

export interface CompanyMapProps {
  /** Undefined while they load: the map keeps its place (and its element) meanwhile. */
  companies: CompanyView[] | undefined;
  height?: number;
  onCompanyClick?: (company: CompanyView) => void;
  label?: string;
}

/**
 * product.md section 2: Germany-centred company map. Leaflet loads lazily, once the map comes near the screen (a map below
 * the fold, as on the home page, leaves the first visit to the content above it); the map is created 100 ms later, any
 * previous map is removed first, and it is removed when the component leaves. Initialisation errors are only logged.
 */
export function CompanyMap({ companies, height = DEFAULT_MAP_HEIGHT, onCompanyClick, label = t('map.companies.label') }: CompanyMapProps) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const near = useNearViewport(container, MAP_LOAD_MARGIN);
  // The markers outlive a render: they call the newest click handler.
  const onClick = useRef(onCompanyClick);
  useEffect(() => {
    onClick.current = onCompanyClick;
  });
  const select = (company: CompanyView) => {
    recordAnalytics({ eventType: 'map_click', eventData: /^[0-9a-f-]{36}$/i.test(company.id) ? { companyId: company.id } : {} });
    onClick.current?.(company);
  };
  useLeafletMap(
    companies?.length ? container : null,
    (maps, element, tiles) => maps.createCompanyMap(element, companies ?? [], tiles, select),
    [companies],
    { load: near },
  );

  if (companies?.length === 0) {
    return (
      <div className="map-empty" style={{ minHeight: Math.min(height, 240) }}>
        <EmptyState title={t('map.companies.empty')} icon="🗺️" />
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
