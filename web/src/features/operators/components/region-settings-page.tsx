import { useParams } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonCard } from '@/components/ui/skeleton-card';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRegion } from '../api/regions';
import { RegionSettingsForm } from './region-settings-form';

/** /region-settings/{slug}: the region's area (read-only here; admins change it on /admin-regions), contact and texts. */
export function RegionSettingsPage() {
  const { slug } = useParams();
  const region = useRegion(slug);
  useDocumentTitle(region.data ? `Region ${region.data.name}` : 'Regionseinstellungen');
  if (region.isPending)
    return (
      <div className="container page">
        <SkeletonCard />
      </div>
    );
  if (region.isError) {
    return (
      <div className="container page">
        <EmptyState title="Diese Region können Sie nicht öffnen">{region.error.message}</EmptyState>
      </div>
    );
  }
  const { data } = region;
  return (
    <div className="container page page--narrow operator-page">
      <h1>Region {data.name}</h1>
      <p className="muted">
        Gebiet: {[...data.states, ...data.postcodeRanges.map((range) => `PLZ ${range}`)].join(', ') || 'noch kein Gebiet'} ·{' '}
        {data.companyCount} Unternehmen · Regionalmanager:innen: {data.managers.join(', ') || 'keine'}
      </p>
      <RegionSettingsForm key={data.slug} region={data} />
    </div>
  );
}
