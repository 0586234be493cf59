import type { EventView } from '@praxisnah/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Icon } from '@/components/ui/icon';
import { toast } from '@/components/ui/toast';
import { useDeleteEvent } from '@/features/company-events';
import { eventPath, isUpcoming } from '@/features/events';
import { formatDate, formatTimeRange } from '@/lib/format';
import { t } from '@/lib/messages';
import { paths } from '@/app/paths';
import '@/lib/message-parts/companies';

/** One own event in the dashboard: date, place, upcoming or past, registrations; edit, view and delete. */
export function EventRow({ event }: { event: EventView }) {
  const remove = useDeleteEvent();
  const [confirming, setConfirming] = useState(false);
  const upcoming = isUpcoming(event);
  const editPath = paths.editEvent.to(event.id);

  const confirmDelete = () =>
    remove.mutate(event.id, {
      onSuccess: () => {
        setConfirming(false);
        toast({
          title: t('dashboard.event.deleted'),
          description: t('dashboard.event.deletedText', { title: event.title }),
          variant: 'success',
        });
      },
      onError: (error) => {
        setConfirming(false);
        toast({ title: t('dashboard.event.deleteFailed'), description: error.message, variant: 'error' });
      },
    });

  return (
    <li className="card own-row" data-testid="own-event">
      <div className="own-row__main">
        <div className="badge-row">
          <Badge tone={upcoming ? 'green' : 'neutral'}>{upcoming ? t('dashboard.event.upcoming') : t('dashboard.event.past')}</Badge>
        </div>
        <h3 className="own-row__title">
          <Link to={editPath}>{event.title}</Link>
        </h3>
        <p className="own-row__meta muted">
          <span>
            <Icon name="calendar" size={14} /> {formatDate(event.eventDate)} {formatTimeRange(event.startTime, event.endTime)}
          </span>
          <span>
            <Icon name="pin" size={14} /> {[event.location, event.city].filter(Boolean).join(', ')}
          </span>
        </p>
        <dl className="own-row__stats">
          <div>
            <dt>
              <Icon name="building" size={14} /> {t('dashboard.event.exhibitors')}
            </dt>
            <dd>{event.exhibitorCount}</dd>
          </div>
          {event.registrationRequired ? (
            <div>
              <dt>
                <Icon name="users" size={14} /> {t('dashboard.event.registrations')}
              </dt>
              <dd>
                {event.maxParticipants
                  ? t('dashboard.event.registrationsOf', { count: event.registrationCount, max: event.maxParticipants })
                  : event.registrationCount}
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
      <div className="own-row__actions">
        <ButtonLink variant="secondary" size="sm" to={editPath} aria-label={t('dashboard.event.editLabel', { title: event.title })}>
          <Icon name="edit" size={16} /> {t('dashboard.event.edit')}
        </ButtonLink>
        {event.registrationRequired ? (
          <ButtonLink
            variant="secondary"
            size="sm"
            to={paths.eventManagement.to(event.id)}
            aria-label={t('dashboard.event.manageLabel', { title: event.title })}
          >
            <Icon name="users" size={16} /> {t('dashboard.event.registrations')}
          </ButtonLink>
        ) : null}
        <ButtonLink variant="ghost" size="sm" to={eventPath(event.id)} aria-label={t('dashboard.event.viewLabel', { title: event.title })}>
          <Icon name="eye" size={16} /> {t('dashboard.event.view')}
        </ButtonLink>
        <Button
          variant="ghost"
          size="sm"
          className="btn--danger-text"
          onClick={() => setConfirming(true)}
          disabled={remove.isPending}
          aria-label={t('dashboard.event.deleteLabel', { title: event.title })}
        >
          <Icon name="trash" size={16} /> {t('dashboard.event.delete')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('dashboard.event.confirmTitle')}
        confirmLabel={t('dashboard.event.confirm')}
        busy={remove.isPending}
        busyLabel={t('dashboard.event.deleting')}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('dashboard.event.confirmText', { title: event.title })}</p>
      </ConfirmDialog>
    </li>
  );
}
