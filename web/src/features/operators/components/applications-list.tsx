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
import { t } from '@/lib/messages';
import { firstIssueMessage } from '@/lib/validation-messages';
import '@/lib/message-parts/operators';

const STATUS_TONE = { offen: 'orange', angenommen: 'green', abgelehnt: 'red' } as const;
const STATUS_LABEL = {
  offen: 'operators.applications.status.offen',
  angenommen: 'operators.applications.status.angenommen',
  abgelehnt: 'operators.applications.status.abgelehnt',
} as const;

function Decision({ application }: { application: ApplicationView }) {
  const id = useId();
  const decide = useDecideApplication();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (decision: 'angenommen' | 'abgelehnt') => {
    const parsed = applicationDecisionSchema.safeParse({ decision, message });
    if (!parsed.success) return setError(firstIssueMessage(parsed.error) ?? t('operators.applications.checkMessage'));
    setError(null);
    try {
      await decide.mutateAsync({ id: application.id, input: parsed.data });
      toast({
        title: decision === 'angenommen' ? t('operators.applications.accepted') : t('operators.applications.rejected'),
        description: decision === 'angenommen' ? t('operators.applications.acceptedHint') : t('operators.applications.rejectedHint'),
        variant: 'success',
      });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('operators.common.failed'));
    }
  };
  return (
    <div className="operator-decision">
      <div className="field">
        <label htmlFor={id}>{t('operators.applications.messageTo', { name: application.name })}</label>
        <textarea id={id} rows={3} value={message} onChange={(event) => setMessage(event.target.value)} />
      </div>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <div className="button-row">
        <Button size="sm" disabled={decide.isPending} onClick={() => void submit('angenommen')}>
          {t('operators.applications.accept')}
        </Button>
        <Button size="sm" variant="danger" disabled={decide.isPending} onClick={() => void submit('abgelehnt')}>
          {t('operators.applications.reject')}
        </Button>
      </div>
    </div>
  );
}

/** Applications to become a regional manager: open ones first, each with its decision and message. */
export function ApplicationsList() {
  const applications = useApplications();
  if (applications.isPending) return <SkeletonCard />;
  if (applications.isError) return <EmptyState title={t('operators.applications.loadFailed')}>{applications.error.message}</EmptyState>;
  if (applications.data.length === 0)
    return <EmptyState title={t('operators.applications.empty')}>{t('operators.applications.emptyHint')}</EmptyState>;
  return (
    <ul className="operator-list">
      {applications.data.map((application) => (
        <li key={application.id} className="operator-row card">
          <div className="operator-row__main">
            <h3 className="operator-row__title">
              {application.name} <Badge tone={STATUS_TONE[application.status]}>{t(STATUS_LABEL[application.status])}</Badge>
            </h3>
            <p className="muted">
              {t(application.phone ? 'operators.applications.detailsWithPhone' : 'operators.applications.details', {
                region: application.regionName,
                email: application.email,
                phone: application.phone ?? '',
                received: formatDateTime(application.createdAt),
              })}
            </p>
            <p>{application.motivation}</p>
            {application.decisionMessage ? (
              <p className="operator-row__note">{t('operators.applications.decisionMessage', { message: application.decisionMessage })}</p>
            ) : null}
            {application.status === 'offen' ? <Decision application={application} /> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
