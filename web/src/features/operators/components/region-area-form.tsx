import { BUNDESLAND_NAMES, updateRegionSchema, type RegionView } from '@praxisnah/contracts';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { useSaveRegion } from '../api/regions';

/**
 * Name and area of a region (or of a new one): Bundesländer from the offline geodata, and postcode ranges for finer
 * cuts. Saving re-assigns every company, listing and event with a postcode.
 */
export function RegionAreaForm({ region, onDone }: { region: RegionView | null; onDone: () => void }) {
  const id = useId();
  const save = useSaveRegion();
  const [name, setName] = useState(region?.name ?? '');
  const [slug, setSlug] = useState(region?.slug ?? '');
  const [states, setStates] = useState<string[]>(region?.states ?? []);
  const [ranges, setRanges] = useState((region?.postcodeRanges ?? []).join(', '));
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const area = { name, states, postcodeRanges: ranges.split(/[\s,;]+/).filter(Boolean) };
    const parsed = updateRegionSchema.safeParse(area);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Bitte prüfen Sie die Angaben.');
    try {
      await save.mutateAsync(region ? { slug: region.slug, input: parsed.data } : { input: { ...area, slug } as never });
      toast({
        title: region ? 'Region gespeichert' : 'Region angelegt',
        description: 'Unternehmen, Angebote und Events wurden neu zugeordnet.',
        variant: 'success',
      });
      onDone();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Ein Fehler ist aufgetreten');
    }
  };

  return (
    <form
      className="operator-form"
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        void submit();
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-name`}>Name</label>
        <input id={`${id}-name`} value={name} onChange={(event) => setName(event.target.value)} />
      </div>
      {region ? null : (
        <div className="field">
          <label htmlFor={`${id}-slug`}>Kurzname für die Adresse (z. B. muensterland)</label>
          <input id={`${id}-slug`} value={slug} onChange={(event) => setSlug(event.target.value)} />
        </div>
      )}
      <fieldset className="field operator-states">
        <legend>Bundesländer</legend>
        {BUNDESLAND_NAMES.map((state) => (
          <label key={state} className="checkbox">
            <input
              type="checkbox"
              checked={states.includes(state)}
              onChange={(event) => setStates(event.target.checked ? [...states, state] : states.filter((item) => item !== state))}
            />{' '}
            {state}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-ranges`}>PLZ-Bereiche (gehen den Bundesländern vor)</label>
        <input
          id={`${id}-ranges`}
          value={ranges}
          placeholder="48000-48999, 59000-59999"
          onChange={(event) => setRanges(event.target.value)}
        />
      </div>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <div className="button-row">
        <Button variant="secondary" onClick={onDone}>
          Abbrechen
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Wird gespeichert...' : 'Speichern'}
        </Button>
      </div>
    </form>
  );
}
