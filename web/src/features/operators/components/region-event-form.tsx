import { createEventSchema, type MessageKey } from '@praxisnah/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterModeration } from '../api/operator-keys';
import { RegionField } from './region-field';
import { t } from '@/lib/messages';
import { firstIssueMessage } from '@/lib/validation-messages';
import '@/lib/message-parts/operators';

const EMPTY = { title: '', eventDate: '', startTime: '', location: '', city: '', zip: '', description: '' };

/** A regional event (fair, information day) that belongs to the region rather than to one company. */
export function RegionEventForm({ regions }: { regions: { slug: string; name: string }[] | null }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [region, setRegion] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: (body: unknown) => apiRequest<{ id: string }>('/api/operator/events', { method: 'POST', body, query: { region } }),
    onSuccess: () => invalidateAfterModeration(queryClient),
  });

  if (!open) {
    return (
      <div className="button-row">
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('operators.regionEvent.open')}
        </Button>
      </div>
    );
  }

  const field = (name: keyof typeof EMPTY, label: MessageKey, type = 'text') => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{t(label)}</label>
      <input
        id={`${id}-${name}`}
        type={type}
        value={values[name]}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      />
    </div>
  );

  const submit = async () => {
    const input = Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
    const parsed = createEventSchema.safeParse(input);
    if (!parsed.success) return setError(firstIssueMessage(parsed.error) ?? t('operators.common.checkInput'));
    try {
      await create.mutateAsync(parsed.data);
      toast({ title: t('operators.regionEvent.created'), description: t('operators.regionEvent.createdHint'), variant: 'success' });
      setValues(EMPTY);
      setOpen(false);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('operators.common.failed'));
    }
  };

  return (
    <form
      className="card operator-form"
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        void submit();
      }}
    >
      <h2>{t('operators.regionEvent.title')}</h2>
      {regions ? (
        <RegionField regions={regions} value={region} emptyLabel={t('operators.common.pleaseChoose')} onChange={setRegion} />
      ) : null}
      {field('title', 'operators.regionEvent.eventTitle')}
      {field('eventDate', 'operators.regionEvent.date', 'date')}
      {field('startTime', 'operators.regionEvent.start', 'time')}
      {field('location', 'operators.regionEvent.location')}
      {field('zip', 'operators.common.zip')}
      {field('city', 'operators.common.city')}
      <div className="field">
        <label htmlFor={`${id}-description`}>{t('operators.regionEvent.description')}</label>
        <textarea
          id={`${id}-description`}
          rows={3}
          value={values.description}
          onChange={(event) => setValues({ ...values, description: event.target.value })}
        />
      </div>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <div className="button-row">
        <Button variant="secondary" onClick={() => setOpen(false)}>
          {t('operators.common.cancel')}
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t('operators.common.creating') : t('operators.regionEvent.submit')}
        </Button>
      </div>
    </form>
  );
}
