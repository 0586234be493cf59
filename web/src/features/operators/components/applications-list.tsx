import { applicationDecisionSchema, type ApplicationView } from '@praxisnah/contracts';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormMessage } from '@/components/ui/form-field';
import { SkeletonCard } from '@/components/ui/skeleton-card';
import { toast } from '@/components/ui/toast';
import { useApplications, useDecideApplication } from '../api/applications';
import { formatDateTime } from '../hooks/format-date';

const STATUS_TONE = { offen: 'orange', angenommen: 'green', abgelehnt: 'red' } as const;

function Decision({ application }: { application: ApplicationView }) {
  const id = useId();
  const decide = useDecideApplication();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (decision: 'angenommen' | 'abgelehnt') => {
    const parsed = applicationDecisionSchema.safeParse({ decision, message });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Bitte prüfen Sie die Nachricht.');
    setError(null);
    try {
      await decide.mutateAsync({ id: application.id, input: parsed.data });
      toast({
        title: decision === 'angenommen' ? 'Bewerbung angenommen' : 'Bewerbung abgelehnt',
        description:
          decision === 'angenommen'
            ? 'Das Konto ist angelegt; der Link zum Passwort-Vergeben ist unterwegs.'
            : 'Die Person wurde per E-Mail informiert.',
        variant: 'success',
      });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Ein Fehler ist aufgetreten');
    }
  };
  return (
    <div className="operator-decision">
      <div className="field">
        <label htmlFor={id}>Nachricht an {application.name}</label>
        <textarea id={id} rows={3} value={message} onChange={(event) => setMessage(event.target.value)} />
      </div>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <div className="button-row">
        <Button size="sm" disabled={decide.isPending} onClick={() => void submit('angenommen')}>
          Annehmen
        </Button>
        <Button size="sm" variant="danger" disabled={decide.isPending} onClick={() => void submit('abgelehnt')}>
          Ablehnen
        </Button>
      </div>
    </div>
  );
}

/** Applications to become a regional manager: open ones first, each with its decision and message. */
export function ApplicationsList() {
  const applications = useApplications();
  if (applications.isPending) return <SkeletonCard />;
  if (applications.isError)
    return <EmptyState title="Die Bewerbungen konnten nicht geladen werden">{applications.error.message}</EmptyState>;
  if (applications.data.length === 0) return <EmptyState title="Keine Bewerbungen">Neue Bewerbungen erscheinen hier.</EmptyState>;
  return (
    <ul className="operator-list">
      {applications.data.map((application) => (
        <li key={application.id} className="operator-row card">
          <div className="operator-row__main">
            <h3 className="operator-row__title">
              {application.name} <Badge tone={STATUS_TONE[application.status]}>{application.status}</Badge>
            </h3>
            <p className="muted">
              {application.regionName} · {application.email}
              {application.phone ? ` · ${application.phone}` : ''} · eingegangen {formatDateTime(application.createdAt)}
            </p>
            <p>{application.motivation}</p>
            {application.decisionMessage ? <p className="operator-row__note">Nachricht: {application.decisionMessage}</p> : null}
            {application.status === 'offen' ? <Decision application={application} /> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
