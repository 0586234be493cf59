import type { ListingKind } from '@praxisnah/contracts';
import type { OwnListing } from '@praxisnah/contracts';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { EditorLoadFailed } from '@/components/form/editor-load-failed';
import { EditorNotFound } from '@/components/form/editor-not-found';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { useOwnCompany } from '@/features/company-settings';
import { isNotFound } from '@/lib/api-client';
import { t } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { getOwnListingQueryOptions } from '../api/get-own-listing';
import { toListingFormValues } from '../hooks/listing-form';
import { ListingForm } from './listing-form';
import { paths } from '@/app/paths';
import '@/lib/message-parts/companies';

function announceSaved(saved: OwnListing, created: boolean) {
  if (saved.status === 'aktiv') {
    const published = saved.isAusbildung ? t('editor.listing.ausbildungPublished') : t('editor.listing.internshipPublished');
    toast({
      title: created ? published : t('editor.listing.changesSaved'),
      description: t('editor.listing.liveSoon'),
      variant: 'success',
      action: { label: t('editor.listing.view'), to: paths.internship.to(saved.id) },
    });
    return;
  }
  const savedTitle = saved.isAusbildung ? t('editor.listing.ausbildungSaved') : t('editor.listing.internshipSaved');
  toast({
    title: created ? savedTitle : t('editor.listing.changesSaved'),
    description: saved.status === 'entwurf' ? t('editor.listing.draftSaved') : t('editor.listing.notPublic'),
    variant: 'success',
  });
}

/**
 * /create-internship and /edit-internship/{id}: loads the company (for the address defaults and the preview) and,
 * when editing, the listing; another company's listing answers 404 and shows a German not-found message.
 */
export function ListingEditor({ listingId, kind = 'internship' }: { listingId?: string; kind?: ListingKind }) {
  const navigate = useNavigate();
  const company = useOwnCompany();
  const listing = useQuery({ ...getOwnListingQueryOptions(listingId ?? ''), enabled: Boolean(listingId) });
  const notFound = Boolean(listingId) && isNotFound(listing.error);
  useDocumentTitle(t(notFound ? 'editor.listing.notFound' : listingId ? 'editor.listing.editTitle' : 'editor.listing.newTitle'));

  if (notFound) {
    return (
      <EditorNotFound title={t('editor.listing.notFound')} backTo={paths.dashboard.to()}>
        {t('editor.listing.notFoundText')}
      </EditorNotFound>
    );
  }
  const failed = company.error ?? (listingId ? listing.error : null);
  if (failed) {
    return (
      <EditorLoadFailed
        error={failed}
        onRetry={() => {
          void company.refetch();
          if (listingId) void listing.refetch();
        }}
      />
    );
  }
  if (!company.data || (listingId && !listing.data)) return <Spinner className="page-spinner" />;

  const existing = listingId ? (listing.data ?? null) : null;
  return (
    <ListingForm
      key={existing?.id ?? 'neu'}
      listing={existing}
      company={company.data}
      defaultValues={toListingFormValues(existing, company.data, kind)}
      onSaved={(saved) => {
        announceSaved(saved, !existing);
        navigate(paths.dashboard.to(saved.isAusbildung ? 'ausbildung' : 'praktika'));
      }}
    />
  );
}
