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
import { paths } from '@/app/paths';

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
        toast({ title: 'Event gelöscht', description: `„${event.title}“ wurde gelöscht.`, variant: 'success' });
      },
      onError: (error) => {
        setConfirming(false);
        toast({ title: 'Nicht gelöscht', description: error.message, variant: 'error' });
      },
    });

  return (
    <li className="card own-row" data-testid="own-event">
      <div className="own-row__main">
        <div className="badge-row">
          <Badge tone={upcoming ? 'green' : 'neutral'}>{upcoming ? 'Kommend' : 'Vergangen'}</Badge>
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
              <Icon name="building" size={14} /> Aussteller
            </dt>
            <dd>{event.exhibitorCount}</dd>
          </div>
          {event.registrationRequired ? (
            <div>
              <dt>
                <Icon name="users" size={14} /> Anmeldungen
              </dt>
              <dd>{event.maxParticipants ? `${event.registrationCount} von ${event.maxParticipants}` : event.registrationCount}</dd>
            </div>
          ) : null}
        </dl>
      </div>
      <div className="own-row__actions">
        <ButtonLink variant="secondary" size="sm" to={editPath} aria-label={`Bearbeiten: ${event.title}`}>
          <Icon name="edit" size={16} /> Bearbeiten
        </ButtonLink>
        {event.registrationRequired ? (
          <ButtonLink
            variant="secondary"
            size="sm"
            to={paths.eventManagement.to(event.id)}
            aria-label={`Anmeldungen verwalten: ${event.title}`}
          >
            <Icon name="users" size={16} /> Anmeldungen
          </ButtonLink>
        ) : null}
        <ButtonLink variant="ghost" size="sm" to={eventPath(event.id)} aria-label={`Ansehen: ${event.title}`}>
          <Icon name="eye" size={16} /> Ansehen
        </ButtonLink>
        <Button
          variant="ghost"
          size="sm"
          className="btn--danger-text"
          onClick={() => setConfirming(true)}
          disabled={remove.isPending}
          aria-label={`Löschen: ${event.title}`}
        >
          <Icon name="trash" size={16} /> Löschen
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Event löschen?"
        confirmLabel="Endgültig löschen"
        busy={remove.isPending}
        busyLabel="Wird gelöscht..."
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      >
        <p>„{event.title}“ wird endgültig gelöscht. Das lässt sich nicht rückgängig machen.</p>
      </ConfirmDialog>
    </li>
  );
}
