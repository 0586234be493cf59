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
import { useDocumentTitle } from '@/lib/use-document-title';
import { getOwnListingQueryOptions } from '../api/get-own-listing';
import { toListingFormValues } from '../hooks/listing-form';
import { ListingForm } from './listing-form';
import { paths } from '@/app/paths';

function announceSaved(saved: OwnListing, created: boolean) {
  const what = saved.isAusbildung ? 'Ausbildungsplatz' : 'Praktikum';
  if (saved.status === 'aktiv') {
    toast({
      title: created ? `${what} veröffentlicht` : 'Änderungen gespeichert',
      description: 'Ihr Angebot ist in wenigen Sekunden in der Suche zu finden.',
      variant: 'success',
      action: { label: 'Ansehen', to: paths.internship.to(saved.id) },
    });
    return;
  }
  toast({
    title: created ? `${what} gespeichert` : 'Änderungen gespeichert',
    description:
      saved.status === 'entwurf'
        ? 'Das Angebot ist ein Entwurf und noch nicht öffentlich. Veröffentlichen Sie es, wenn alles passt.'
        : 'Das Angebot ist gerade nicht öffentlich sichtbar.',
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
  useDocumentTitle(notFound ? 'Angebot nicht gefunden' : listingId ? 'Angebot bearbeiten' : 'Neues Angebot');

  if (notFound) {
    return (
      <EditorNotFound title="Angebot nicht gefunden" backTo={paths.dashboard.to()}>
        Dieses Angebot gibt es nicht (mehr) oder es gehört zu einem anderen Unternehmen.
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
