import { moderationReasonSchema } from '@praxisnah/contracts';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormMessage } from '@/components/ui/form-field';
import { t } from '@/lib/messages';
import { firstIssueMessage } from '@/lib/validation-messages';
import '@/lib/message-parts/operators';

/** Asks for the reason of a hide or a suspension; the company receives it by mail, so it is checked like on the server. */
export function ReasonDialog({
  open,
  title,
  intro,
  confirmLabel,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  intro: string;
  confirmLabel: string;
  busy: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const submit = () => {
    const parsed = moderationReasonSchema.safeParse({ reason });
    if (!parsed.success) return setInvalid(firstIssueMessage(parsed.error) ?? t('operators.reason.missing'));
    setInvalid(null);
    onConfirm(parsed.data.reason);
  };
  return (
    <Dialog open={open} title={title} onClose={busy ? () => undefined : onCancel}>
      <p>{intro}</p>
      <div className="field">
        <label htmlFor={id}>{t('operators.reason.label')}</label>
        <textarea
          id={id}
          rows={4}
          value={reason}
          aria-invalid={invalid ? true : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        {invalid ? <p className="field__error">{invalid}</p> : null}
      </div>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <div className="button-row">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('operators.common.cancel')}
        </Button>
        <Button variant="danger" onClick={submit} disabled={busy}>
          {busy ? t('operators.common.saving') : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
