import type { MessageKey } from '@praxisnah/contracts';
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
import { RegionReassignmentStatus } from './region-reassignment-status';
import { paths } from '@/app/paths';
import { t } from '@/lib/messages';
import '@/lib/message-parts/operators';

type RegionsTab = 'regionen' | 'bewerbungen';
const TABS: { id: RegionsTab; label: MessageKey }[] = [
  { id: 'regionen', label: 'operators.regions.tabRegions' },
  { id: 'bewerbungen', label: 'operators.regions.tabApplications' },
];

function RegionsList() {
  const regions = useRegions();
  const [editing, setEditing] = useState<string | null>(null);
  if (regions.isPending) return <SkeletonCard />;
  if (regions.isError) return <EmptyState title={t('operators.regions.loadFailed')}>{regions.error.message}</EmptyState>;
  return (
    <>
      <div className="button-row">
        <Button variant="secondary" onClick={() => setEditing('')}>
          {t('operators.regions.new')}
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
                {t('operators.regions.summary', {
                  area:
                    [...region.states, ...region.postcodeRanges.map((range) => t('operators.common.postcodeRange', { range }))].join(
                      ', ',
                    ) || t('operators.regions.noArea'),
                  count: region.companyCount,
                  managers: region.managers.length ? region.managers.join(', ') : t('operators.regions.noManager'),
                })}
              </p>
              <RegionReassignmentStatus reassignment={region.reassignment} />
              {editing === region.slug ? <RegionAreaForm region={region} onDone={() => setEditing(null)} /> : null}
            </div>
            {editing === region.slug ? null : (
              <div className="operator-row__actions">
                <Button size="sm" variant="secondary" onClick={() => setEditing(region.slug)}>
                  {t('operators.regions.editArea')}
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
  useDocumentTitle(t('operators.regions.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: RegionsTab = searchParams.get('tab') === 'bewerbungen' ? 'bewerbungen' : 'regionen';
  return (
    <div className="container page operator-page">
      <h1>{t('operators.regions.title')}</h1>
      <Tabs
        items={TABS.map((item) => ({ ...item, label: t(item.label) }))}
        value={tab}
        onChange={(next) => setSearchParams(next === 'regionen' ? {} : { tab: next }, { replace: true })}
        label={t('operators.common.sections')}
        idPrefix="regions"
      />
      <TabPanel idPrefix="regions" id={tab}>
        {tab === 'regionen' ? <RegionsList /> : <ApplicationsList />}
      </TabPanel>
    </div>
  );
}
