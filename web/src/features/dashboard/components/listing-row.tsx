import { LISTING_STATUSES, type ListingStatus, type OwnListing, type MessageKey } from '@praxisnah/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Icon } from '@/components/ui/icon';
import { Menu } from '@/components/ui/menu';
import { toast } from '@/components/ui/toast';
import {
  listingStatusLabel,
  ListingStatusBadge,
  useDeleteListing,
  useDuplicateListing,
  useSetListingStatus,
} from '@/features/company-listings';
import { formatDate, startLabel } from '@/lib/format';
import { t } from '@/lib/messages';
import { packageLimitOf, upgradePath } from '@/lib/package-limit';
import { isExpiredByDate, isFindable } from '../hooks/listing-visibility';
import { paths } from '@/app/paths';
import { labelOf } from '@/lib/labels';
import '@/lib/message-parts/companies';

const STATUS_NEWS: Record<ListingStatus, MessageKey> = {
  aktiv: 'dashboard.listing.newsAktiv',
  entwurf: 'dashboard.listing.newsEntwurf',
  pausiert: 'dashboard.listing.newsPausiert',
  abgelaufen: 'dashboard.listing.newsAbgelaufen',
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
        onSuccess: () =>
          toast({
            title: t('dashboard.listing.status', { status: listingStatusLabel(status) }),
            description: t(STATUS_NEWS[status]),
            variant: 'success',
          }),
        onError: (error) => {
          const limit = packageLimitOf(error);
          toast({
            title: t('dashboard.listing.statusFailed'),
            description: error.message,
            variant: 'error',
            action: limit ? { label: t('dashboard.listing.upgrade'), to: upgradePath(limit.packageKey) } : undefined,
          });
        },
      },
    );

  const copy = () =>
    duplicate.mutate(listing.id, {
      onSuccess: (created) =>
        toast({
          title: t('dashboard.listing.copied'),
          description: t('dashboard.listing.copiedText', { title: created.title }),
          variant: 'success',
          action: { label: t('dashboard.listing.editCopy'), to: paths.editInternship.to(created.id) },
        }),
      onError: (error) => toast({ title: t('dashboard.listing.copyFailed'), description: error.message, variant: 'error' }),
    });

  const confirmDelete = () =>
    remove.mutate(listing.id, {
      onSuccess: () => {
        setConfirming(false);
        toast({
          title: t('dashboard.listing.deleted'),
          description: t('dashboard.listing.deletedText', { title: listing.title }),
          variant: 'success',
        });
      },
      onError: (error) => {
        setConfirming(false);
        toast({ title: t('dashboard.listing.deleteFailed'), description: error.message, variant: 'error' });
      },
    });

  return (
    <li className="card own-row" aria-busy={busy || undefined} data-testid="own-listing">
      <div className="own-row__main">
        <div className="badge-row">
          <ListingStatusBadge status={listing.status} />
          {listing.isAusbildung ? (
            <Badge tone="purple">{t('dashboard.listing.ausbildung')}</Badge>
          ) : listing.type ? (
            <Badge>{labelOf('internshipType', listing.type.key, listing.type.label)}</Badge>
          ) : null}
          {expiredByDate ? <Badge tone="orange">{t('dashboard.listing.expired')}</Badge> : null}
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
              <Icon name="calendar" size={14} /> {t('dashboard.listing.start', { start: startLabel(listing.ausbildungStart) })}
            </span>
          ) : null}
          <span>{t('dashboard.listing.changed', { date: formatDate(listing.updatedAt) })}</span>
        </p>
        <dl className="own-row__stats">
          <div>
            <dt>
              <Icon name="eye" size={14} /> {t('dashboard.listing.views')}
            </dt>
            <dd>{listing.views}</dd>
          </div>
          <div>
            <dt>
              <Icon name="heart" size={14} /> {t('dashboard.listing.favourites')}
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
            aria-label={t('dashboard.listing.pauseLabel', { title: listing.title })}
          >
            {t('dashboard.listing.pause')}
          </Button>
        ) : (
          <Button
            size="sm"
            onClick={() => changeStatus('aktiv')}
            disabled={busy}
            aria-label={t(listing.status === 'pausiert' ? 'dashboard.listing.resumeLabel' : 'dashboard.listing.publishLabel', {
              title: listing.title,
            })}
          >
            {listing.status === 'pausiert' ? t('dashboard.listing.resume') : t('dashboard.listing.publish')}
          </Button>
        )}
        <ButtonLink variant="secondary" size="sm" to={editPath} aria-label={t('dashboard.listing.editLabel', { title: listing.title })}>
          <Icon name="edit" size={16} /> {t('dashboard.listing.edit')}
        </ButtonLink>
        <Menu
          buttonLabel={
            <>
              <Icon name="more" size={18} /> {t('dashboard.listing.more')}
            </>
          }
          buttonAriaLabel={t('dashboard.listing.moreLabel', { title: listing.title })}
          items={[
            { key: 'duplicate', label: t('dashboard.listing.duplicate'), onSelect: copy, disabled: busy },
            ...(isFindable(listing, today)
              ? [{ key: 'view', label: t('dashboard.listing.viewInSearch'), onSelect: () => navigate(paths.internship.to(listing.id)) }]
              : []),
            ...LISTING_STATUSES.map((status, index) => ({
              key: `status-${status}`,
              label: t('dashboard.listing.status', { status: listingStatusLabel(status) }),
              checked: listing.status === status,
              disabled: busy || listing.status === status,
              separated: index === 0,
              onSelect: () => changeStatus(status),
            })),
            {
              key: 'delete',
              label: t('dashboard.listing.delete'),
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
        title={t('dashboard.listing.confirmTitle')}
        confirmLabel={t('dashboard.listing.confirm')}
        busy={remove.isPending}
        busyLabel={t('dashboard.listing.deleting')}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('dashboard.listing.confirmText', { title: listing.title })}</p>
        {listing.status === 'aktiv' ? <p>{t('dashboard.listing.pauseTip')}</p> : null}
      </ConfirmDialog>
    </li>
  );
}
