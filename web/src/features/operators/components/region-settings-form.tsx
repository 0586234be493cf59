import { regionSettingsSchema, type MessageKey, type RegionSettingsInput, type RegionView } from '@praxisnah/contracts';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { useUpdateRegionSettings } from '../api/regions';
import { t } from '@/lib/messages';
import { firstIssueMessage } from '@/lib/validation-messages';
import '@/lib/message-parts/operators';

type Fields = Record<keyof RegionSettingsInput, string>;
const LABELS: Record<keyof RegionSettingsInput, MessageKey> = {
  contactName: 'operators.regionSettings.contactName',
  contactEmail: 'operators.common.email',
  contactPhone: 'operators.regionSettings.contactPhone',
  address: 'operators.regionSettings.address',
  zip: 'operators.common.zip',
  city: 'operators.common.city',
  homeTitle: 'operators.regionSettings.homeTitle',
  homeIntro: 'operators.regionSettings.homeIntro',
};

/** Contact person, address and home page texts of one region; managers edit their own, admins any. */
export function RegionSettingsForm({ region }: { region: RegionView }) {
  const id = useId();
  const save = useUpdateRegionSettings(region.slug);
  const [values, setValues] = useState<Fields>(
    () => Object.fromEntries(Object.keys(LABELS).map((key) => [key, region[key as keyof RegionSettingsInput] ?? ''])) as Fields,
  );
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const parsed = regionSettingsSchema.safeParse(values);
    if (!parsed.success) return setError(firstIssueMessage(parsed.error) ?? t('operators.common.checkInput'));
    try {
      await save.mutateAsync(parsed.data);
      toast({ title: t('operators.regionSettings.saved'), variant: 'success' });
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
      {(Object.keys(LABELS) as (keyof RegionSettingsInput)[]).map((key) => (
        <div className="field" key={key}>
          <label htmlFor={`${id}-${key}`}>{t(LABELS[key])}</label>
          {key === 'homeIntro' ? (
            <textarea
              id={`${id}-${key}`}
              rows={4}
              value={values[key]}
              onChange={(event) => setValues({ ...values, [key]: event.target.value })}
            />
          ) : (
            <input
              id={`${id}-${key}`}
              type={key === 'contactEmail' ? 'email' : 'text'}
              value={values[key]}
              onChange={(event) => setValues({ ...values, [key]: event.target.value })}
            />
          )}
        </div>
      ))}
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <div className="button-row">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('operators.common.saving') : t('operators.common.save')}
        </Button>
      </div>
    </form>
  );
}
