import { BUNDESLAND_NAMES, updateRegionSchema, type RegionView } from '@praxisnah/contracts';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { useSaveRegion } from '../api/regions';
import { t } from '@/lib/messages';
import { firstIssueMessage } from '@/lib/validation-messages';
import '@/lib/message-parts/operators';

/**
 * Name and area of a region (or of a new one): Bundesländer from the offline geodata, and postcode ranges for finer
 * cuts. Saving has the workers re-assign every company, listing and event with a postcode; the list shows when they are done.
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
    if (!parsed.success) return setError(firstIssueMessage(parsed.error) ?? t('operators.common.checkInput'));
    try {
      await save.mutateAsync(region ? { slug: region.slug, input: parsed.data } : { input: { ...area, slug } as never });
      toast({
        title: region ? t('operators.regionArea.saved') : t('operators.regionArea.created'),
        description: t('operators.regionArea.reassigning'),
        variant: 'success',
      });
      onDone();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('operators.common.failed'));
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
        <label htmlFor={`${id}-name`}>{t('operators.regionArea.name')}</label>
        <input id={`${id}-name`} value={name} onChange={(event) => setName(event.target.value)} />
      </div>
      {region ? null : (
        <div className="field">
          <label htmlFor={`${id}-slug`}>{t('operators.regionArea.slug')}</label>
          <input id={`${id}-slug`} value={slug} onChange={(event) => setSlug(event.target.value)} />
        </div>
      )}
      <fieldset className="field operator-states">
        <legend>{t('operators.regionArea.states')}</legend>
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
        <label htmlFor={`${id}-ranges`}>{t('operators.regionArea.ranges')}</label>
        <input
          id={`${id}-ranges`}
          value={ranges}
          placeholder={t('operators.regionArea.rangesPlaceholder')}
          onChange={(event) => setRanges(event.target.value)}
        />
      </div>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <div className="button-row">
        <Button variant="secondary" onClick={onDone}>
          {t('operators.common.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('operators.common.saving') : t('operators.common.save')}
        </Button>
      </div>
    </form>
  );
}
