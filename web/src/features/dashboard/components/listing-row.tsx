import { LISTING_STATUS_LABELS, LISTING_STATUSES, type ListingStatus, type OwnListing } from '@praxisnah/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Icon } from '@/components/ui/icon';
import { Menu } from '@/components/ui/menu';
import { toast } from '@/components/ui/toast';
import { ListingStatusBadge, useDeleteListing, useDuplicateListing, useSetListingStatus } from '@/features/company-listings';
import { formatDate, startLabel } from '@/lib/format';
import { packageLimitOf, upgradePath } from '@/lib/package-limit';
import { isExpiredByDate, isFindable } from '../hooks/listing-visibility';
import { paths } from '@/app/paths';

const STATUS_NEWS: Record<ListingStatus, string> = {
  aktiv: 'Das Angebot ist in wenigen Sekunden in der Suche zu finden.',
  entwurf: 'Das Angebot ist jetzt ein Entwurf und nicht mehr öffentlich.',
  pausiert: 'Das Angebot ist pausiert und nicht mehr in der Suche zu finden.',
  abgelaufen: 'Das Angebot ist als abgelaufen markiert und nicht mehr in der Suche zu finden.',
};

/** One own listing in the dashboard: status, numbers and every action (publish or pause, edit, copy, status, delete). */
export function ListingRow({ listing }: { listing: OwnListing }) {
  const navigate = useNavigate();
  const setStatus = useSetListingStatus();
  const duplicate = useDuplicateListing();
  const remove = useDeleteListing();
  const [confirming, setConfirming] = useState(false);
  const busy = setStatus.isPending || duplicate.isPending || remove.isPending;
  const editPath = paths.editInternship.to(listing.id);
  const place = [listing.zip, listing.city].filter(Boolean).join(' ');
  const today = new Date();
  const expiredByDate = isExpiredByDate(listing, today);

  const changeStatus = (status: ListingStatus) =>
    setStatus.mutate(
      { id: listing.id, status },
      {
        onSuccess: () => toast({ title: `Status: ${LISTING_STATUS_LABELS[status]}`, description: STATUS_NEWS[status], variant: 'success' }),
        onError: (error) => {
          const limit = packageLimitOf(error);
          toast({
            title: 'Status nicht geändert',
            description: error.message,
            variant: 'error',
            action: limit ? { label: 'Paket upgraden', to: upgradePath(limit.packageKey) } : undefined,
          });
        },
      },
    );

  const copy = () =>
    duplicate.mutate(listing.id, {
      onSuccess: (created) =>
        toast({
          title: 'Kopie angelegt',
          description: `„${created.title}“ ist ein Entwurf. Passen Sie ihn an und veröffentlichen Sie ihn, wenn alles stimmt.`,
          variant: 'success',
          action: { label: 'Kopie bearbeiten', to: paths.editInternship.to(created.id) },
        }),
      onError: (error) => toast({ title: 'Kopie nicht angelegt', description: error.message, variant: 'error' }),
    });

  const confirmDelete = () =>
    remove.mutate(listing.id, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: 'Angebot gelöscht', description: `„${listing.title}“ wurde gelöscht.`, variant: 'success' });
      },
      onError: (error) => {
        setConfirming(false);
        toast({ title: 'Nicht gelöscht', description: error.message, variant: 'error' });
      },
    });

  return (
    <li className="card own-row" aria-busy={busy || undefined} data-testid="own-listing">
      <div className="own-row__main">
        <div className="badge-row">
          <ListingStatusBadge status={listing.status} />
          {listing.isAusbildung ? <Badge tone="purple">Ausbildung</Badge> : listing.type ? <Badge>{listing.type.label}</Badge> : null}
          {expiredByDate ? <Badge tone="orange">Enddatum überschritten – nicht in der Suche</Badge> : null}
        </div>
        <h3 className="own-row__title">
          <Link to={editPath}>{listing.title}</Link>
        </h3>
        <p className="own-row__meta muted">
          {place ? (
            <span>
              <Icon name="pin" size={14} /> {place}
            </span>
          ) : null}
          {listing.isAusbildung && listing.ausbildungStart ? (
            <span>
              <Icon name="calendar" size={14} /> Beginn {startLabel(listing.ausbildungStart)}
            </span>
          ) : null}
          <span>Geändert am {formatDate(listing.updatedAt)}</span>
        </p>
        <dl className="own-row__stats">
          <div>
            <dt>
              <Icon name="eye" size={14} /> Aufrufe
            </dt>
            <dd>{listing.views}</dd>
          </div>
          <div>
            <dt>
              <Icon name="heart" size={14} /> Favoriten
            </dt>
            <dd>{listing.favourites}</dd>
          </div>
        </dl>
      </div>
      <div className="own-row__actions">
        {listing.status === 'aktiv' ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => changeStatus('pausiert')}
            disabled={busy}
            aria-label={`Pausieren: ${listing.title}`}
          >
            Pausieren
          </Button>
        ) : (
          <Button
            size="sm"
            onClick={() => changeStatus('aktiv')}
            disabled={busy}
            aria-label={`${listing.status === 'pausiert' ? 'Fortsetzen' : 'Veröffentlichen'}: ${listing.title}`}
          >
            {listing.status === 'pausiert' ? 'Fortsetzen' : 'Veröffentlichen'}
          </Button>
        )}
        <ButtonLink variant="secondary" size="sm" to={editPath} aria-label={`Bearbeiten: ${listing.title}`}>
          <Icon name="edit" size={16} /> Bearbeiten
        </ButtonLink>
        <Menu
          buttonLabel={
            <>
              <Icon name="more" size={18} /> Mehr
            </>
          }
          buttonAriaLabel={`Mehr Aktionen: ${listing.title}`}
          items={[
            { key: 'duplicate', label: 'Duplizieren', onSelect: copy, disabled: busy },
            ...(isFindable(listing, today)
              ? [{ key: 'view', label: 'In der Suche ansehen', onSelect: () => navigate(paths.internship.to(listing.id)) }]
              : []),
            ...LISTING_STATUSES.map((status, index) => ({
              key: `status-${status}`,
              label: `Status: ${LISTING_STATUS_LABELS[status]}`,
              checked: listing.status === status,
              disabled: busy || listing.status === status,
              separated: index === 0,
              onSelect: () => changeStatus(status),
            })),
            {
              key: 'delete',
              label: 'Löschen',
              tone: 'danger' as const,
              separated: true,
              disabled: busy,
              onSelect: () => setConfirming(true),
            },
          ]}
        />
      </div>
      <ConfirmDialog
        open={confirming}
        title="Angebot löschen?"
        confirmLabel="Endgültig löschen"
        busy={remove.isPending}
        busyLabel="Wird gelöscht..."
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      >
        <p>
          „{listing.title}“ wird endgültig gelöscht und verschwindet aus der Suche. Aufrufe und Favoriten gehen verloren. Das lässt sich
          nicht rückgängig machen.
        </p>
        {listing.status === 'aktiv' ? <p>Tipp: Mit „Pausieren“ nehmen Sie das Angebot offline, ohne es zu löschen.</p> : null}
      </ConfirmDialog>
    </li>
  );
}
