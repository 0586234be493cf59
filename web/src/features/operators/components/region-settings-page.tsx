import { useParams } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonCard } from '@/components/ui/skeleton-card';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRegion } from '../api/regions';
import { RegionReassignmentStatus } from './region-reassignment-status';
import { RegionSettingsForm } from './region-settings-form';
import { t } from '@/lib/messages';
import '@/lib/message-parts/operators';

/** /region-settings/{slug}: the region's area (read-only here; admins change it on /admin-regions), contact and texts. */
export function RegionSettingsPage() {
  const { slug } = useParams();
  const region = useRegion(slug);
  useDocumentTitle(
    region.data ? t('operators.regionSettings.title', { name: region.data.name }) : t('operators.regionSettings.fallbackTitle'),
  );
  if (region.isPending)
    return (
      <div className="container page">
        <SkeletonCard />
      </div>
    );
  if (region.isError) {
    return (
      <div className="container page">
        <EmptyState title={t('operators.regionSettings.forbidden')}>{region.error.message}</EmptyState>
      </div>
    );
  }
  const { data } = region;
  return (
    <div className="container page page--narrow operator-page">
      <h1>{t('operators.regionSettings.title', { name: data.name })}</h1>
      <p className="muted">
        {t('operators.regionSettings.summary', {
          area:
            [...data.states, ...data.postcodeRanges.map((range) => t('operators.common.postcodeRange', { range }))].join(', ') ||
            t('operators.regionSettings.noArea'),
          count: data.companyCount,
          managers: data.managers.join(', ') || t('operators.regionSettings.noManagers'),
        })}
      </p>
      <RegionReassignmentStatus reassignment={data.reassignment} />
      <RegionSettingsForm key={data.slug} region={data} />
    </div>
  );
}
