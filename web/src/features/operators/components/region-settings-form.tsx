import { regionSettingsSchema, type RegionSettingsInput, type RegionView } from '@praxisnah/contracts';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { useUpdateRegionSettings } from '../api/regions';

type Fields = Record<keyof RegionSettingsInput, string>;
const LABELS: Record<keyof RegionSettingsInput, string> = {
  contactName: 'Ansprechperson',
  contactEmail: 'E-Mail-Adresse',
  contactPhone: 'Telefon',
  address: 'Straße und Hausnummer',
  zip: 'PLZ',
  city: 'Ort',
  homeTitle: 'Überschrift der Regionsseite',
  homeIntro: 'Einleitungstext der Regionsseite',
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
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Bitte prüfen Sie die Angaben.');
    try {
      await save.mutateAsync(parsed.data);
      toast({ title: 'Gespeichert', variant: 'success' });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Ein Fehler ist aufgetreten');
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
          <label htmlFor={`${id}-${key}`}>{LABELS[key]}</label>
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
          {save.isPending ? 'Wird gespeichert...' : 'Speichern'}
        </Button>
      </div>
    </form>
  );
}
