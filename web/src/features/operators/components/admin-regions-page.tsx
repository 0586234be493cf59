import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonCard } from '@/components/ui/skeleton-card';
import { TabPanel, Tabs } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRegions } from '../api/regions';
import { ApplicationsList } from './applications-list';
import { RegionAreaForm } from './region-area-form';
import { paths } from '@/app/paths';

type RegionsTab = 'regionen' | 'bewerbungen';
const TABS: { id: RegionsTab; label: string }[] = [
  { id: 'regionen', label: 'Regionen' },
  { id: 'bewerbungen', label: 'Bewerbungen' },
];

function RegionsList() {
  const regions = useRegions();
  const [editing, setEditing] = useState<string | null>(null);
  if (regions.isPending) return <SkeletonCard />;
  if (regions.isError) return <EmptyState title="Die Regionen konnten nicht geladen werden">{regions.error.message}</EmptyState>;
  return (
    <>
      <div className="button-row">
        <Button variant="secondary" onClick={() => setEditing('')}>
          Neue Region
        </Button>
      </div>
      {editing === '' ? (
        <div className="card">
          <RegionAreaForm region={null} onDone={() => setEditing(null)} />
        </div>
      ) : null}
      <ul className="operator-list">
        {regions.data.map((region) => (
          <li key={region.slug} className="operator-row card">
            <div className="operator-row__main">
              <h3 className="operator-row__title">
                <Link to={paths.regionSettings.to(region.slug)}>{region.name}</Link>
              </h3>
              <p className="muted">
                {[...region.states, ...region.postcodeRanges.map((range) => `PLZ ${range}`)].join(', ') || 'Kein Gebiet'} ·{' '}
                {region.companyCount} Unternehmen · {region.managers.length ? region.managers.join(', ') : 'keine Regionalmanager:in'}
              </p>
              {editing === region.slug ? <RegionAreaForm region={region} onDone={() => setEditing(null)} /> : null}
            </div>
            {editing === region.slug ? null : (
              <div className="operator-row__actions">
                <Button size="sm" variant="secondary" onClick={() => setEditing(region.slug)}>
                  Gebiet ändern
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/** /admin-regions: every region with its area and managers, and the applications to become a regional manager. */
export function AdminRegionsPage() {
  useDocumentTitle('Regionen & Bewerbungen');
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: RegionsTab = searchParams.get('tab') === 'bewerbungen' ? 'bewerbungen' : 'regionen';
  return (
    <div className="container page operator-page">
      <h1>Regionen &amp; Bewerbungen</h1>
      <Tabs
        items={TABS}
        value={tab}
        onChange={(next) => setSearchParams(next === 'regionen' ? {} : { tab: next }, { replace: true })}
        label="Bereiche"
        idPrefix="regions"
      />
      <TabPanel idPrefix="regions" id={tab}>
        {tab === 'regionen' ? <RegionsList /> : <ApplicationsList />}
      </TabPanel>
    </div>
  );
}
