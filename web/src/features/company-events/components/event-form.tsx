import { zodResolver } from '@hookform/resolvers/zod';
import { EVENT_HIGHLIGHTS, type CreateEventInput, type EventView } from '@praxisnah/contracts';
import { useId, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { FormField, FormMessage } from '@/components/ui/form-field';
import { useEventHighlights } from '@/lib/catalog/get-event-highlights';
import { useSectorOptions } from '@/lib/catalog/get-sectors';
import { useLeaveGuard } from '@/lib/use-leave-guard';
import { useFocusFirstError } from '@/lib/use-focus-first-error';
import { useCreateEvent } from '../api/create-event';
import { useUpdateEvent } from '../api/update-event';
import { eventFormSchema, type EventFormValues } from '../hooks/event-form';

const MAX_CHOICES = 12;

/** A group of checkboxes bound to a list of keys. */
function CheckboxGroup({
  legend,
  hint,
  options,
  value,
  onChange,
  error,
}: {
  legend: string;
  hint?: string;
  options: ReadonlyArray<{ key: string; label: string }>;
  value: string[];
  onChange: (keys: string[]) => void;
  error?: string;
}) {
  const toggle = (key: string, checked: boolean) => onChange(checked ? [...value, key] : value.filter((existing) => existing !== key));
  return (
    <fieldset className="field checkbox-group">
      <legend>{legend}</legend>
      {hint ? <p className="field__hint">{hint}</p> : null}
      <div className="checkbox-group__options">
        {options.map((option) => {
          const checked = value.includes(option.key);
          return (
            <label key={option.key} className="checkbox-pill">
              <input
                type="checkbox"
                checked={checked}
                disabled={!checked && value.length >= MAX_CHOICES}
                onChange={(event) => toggle(option.key, event.target.checked)}
              />
              <span>{option.label}</span>
            </label>
          );
        })}
      </div>
      {error ? <p className="field__error">{error}</p> : null}
    </fieldset>
  );
}

/** Every field of createEventSchema: date and times, place, sectors, highlights, registration and links. */
export function EventForm({
  event,
  defaultValues,
  onSaved,
}: {
  event: EventView | null;
  defaultValues: EventFormValues;
  onSaved: (saved: EventView) => void;
}) {
  const registrationId = useId();
  const sectors = useSectorOptions();
  const highlights = useEventHighlights().data ?? EVENT_HIGHLIGHTS;
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const saving = create.isPending || update.isPending;
  const saveError = create.error ?? update.error;
  const {
    register,
    handleSubmit,
    control,
    reset,
    getValues,
    formState: { errors, isDirty, submitCount },
  } = useForm<EventFormValues, unknown, CreateEventInput>({
    resolver: zodResolver(eventFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    defaultValues,
  });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, submitCount, Object.keys(errors).length > 0);
  const [registrationRequired, startTime] = useWatch({ control, name: ['registrationRequired', 'startTime'] });
  const guard = useLeaveGuard(isDirty && !saving);

  const onSubmit = handleSubmit(async (input) => {
    const saved = event
      ? await update.mutateAsync({ id: event.id, input }).catch(() => null)
      : await create.mutateAsync(input).catch(() => null);
    if (!saved) return;
    reset(getValues());
    guard.allowNavigation();
    onSaved(saved);
  });

  return (
    <form
      className="company-form company-form--single"
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-label={event ? 'Event bearbeiten' : 'Neues Event'}
    >
      <p className="muted form-note">Felder mit * sind Pflichtfelder.</p>
      <fieldset className="form-section">
        <legend>Das Wichtigste</legend>
        <FormField label="Titel" required error={errors.title?.message} hint="z. B. „Ausbildungsmesse Köln 2026“">
          {(field) => <input {...field} {...register('title')} maxLength={160} />}
        </FormField>
        <FormField label="Beschreibung" error={errors.description?.message}>
          {(field) => <textarea {...field} {...register('description')} rows={6} maxLength={20000} />}
        </FormField>
        <FormField label="Bild-Adresse (URL)" error={errors.imageUrl?.message} hint="Optional: Link zu einem Bild der Veranstaltung.">
          {(field) => <input {...field} {...register('imageUrl')} type="url" inputMode="url" maxLength={500} />}
        </FormField>
      </fieldset>

      <fieldset className="form-section">
        <legend>Wann</legend>
        <FormField label="Datum" required error={errors.eventDate?.message}>
          {(field) => <input {...field} {...register('eventDate')} type="date" />}
        </FormField>
        <div className="field-row">
          <FormField label="Beginn" error={errors.startTime?.message}>
            {(field) => <input {...field} {...register('startTime')} type="time" />}
          </FormField>
          <FormField label="Ende" error={errors.endTime?.message}>
            {(field) => <input {...field} {...register('endTime')} type="time" min={startTime || undefined} />}
          </FormField>
        </div>
      </fieldset>

      <fieldset className="form-section">
        <legend>Wo</legend>
        <FormField
          label="Veranstaltungsort"
          required
          error={errors.location?.message}
          hint="z. B. „Messehalle 3“ oder „Aula der Gesamtschule“"
        >
          {(field) => <input {...field} {...register('location')} maxLength={200} />}
        </FormField>
        <FormField label="Straße und Hausnummer" error={errors.address?.message}>
          {(field) => <input {...field} {...register('address')} autoComplete="street-address" maxLength={200} />}
        </FormField>
        <div className="field-row field-row--zip">
          <FormField label="PLZ" error={errors.zip?.message}>
            {(field) => <input {...field} {...register('zip')} autoComplete="postal-code" inputMode="numeric" maxLength={5} />}
          </FormField>
          <FormField label="Stadt" required error={errors.city?.message}>
            {(field) => <input {...field} {...register('city')} autoComplete="address-level2" maxLength={100} />}
          </FormField>
        </div>
        <FormField label="Anzahl der Aussteller" error={errors.exhibitorCount?.message}>
          {(field) => <input {...field} {...register('exhibitorCount')} type="number" inputMode="numeric" min={0} max={5000} step={1} />}
        </FormField>
      </fieldset>

      <fieldset className="form-section">
        <legend>Inhalte</legend>
        <Controller
          control={control}
          name="sectorKeys"
          render={({ field }) => (
            <CheckboxGroup
              legend="Branchen"
              hint="Welche Branchen sind vertreten? Die ersten zwei erscheinen auf der Karte."
              options={sectors}
              value={field.value}
              onChange={field.onChange}
              error={errors.sectorKeys?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="highlightKeys"
          render={({ field }) => (
            <CheckboxGroup
              legend="Highlights"
              hint="Was erwartet die Besucherinnen und Besucher? Bis zu drei erscheinen auf der Karte."
              options={highlights}
              value={field.value}
              onChange={field.onChange}
              error={errors.highlightKeys?.message}
            />
          )}
        />
      </fieldset>

      <fieldset className="form-section">
        <legend>Anmeldung und Links</legend>
        <div className="toggle">
          <input id={registrationId} type="checkbox" {...register('registrationRequired')} />
          <label htmlFor={registrationId}>Für die Teilnahme ist eine Anmeldung nötig</label>
        </div>
        {registrationRequired ? (
          <div className="field-row">
            <FormField label="Maximale Teilnehmerzahl" error={errors.maxParticipants?.message} hint="Leer lassen, wenn unbegrenzt.">
              {(field) => <input {...field} {...register('maxParticipants')} type="number" inputMode="numeric" min={0} step={1} />}
            </FormField>
            <FormField label="Link zur Anmeldung" error={errors.registrationUrl?.message}>
              {(field) => <input {...field} {...register('registrationUrl')} type="url" inputMode="url" />}
            </FormField>
          </div>
        ) : null}
        <FormField label="Website der Veranstaltung" error={errors.eventUrl?.message}>
          {(field) => <input {...field} {...register('eventUrl')} type="url" inputMode="url" />}
        </FormField>
      </fieldset>

      {Object.keys(errors).length > 0 ? <FormMessage tone="error">Bitte prüfen Sie die markierten Felder.</FormMessage> : null}
      {saveError ? (
        <FormMessage tone="error">
          <strong>Das Event wurde nicht gespeichert.</strong> {saveError.message}
        </FormMessage>
      ) : null}
      <div className="form-actions form-actions--sticky">
        <Button type="submit" disabled={saving}>
          {saving ? 'Wird gespeichert...' : event ? 'Änderungen speichern' : 'Event veröffentlichen'}
        </Button>
        <Link className="btn btn--ghost form-actions__cancel" to="/dashboard?tab=events">
          Abbrechen
        </Link>
      </div>
      {guard.dialog}
    </form>
  );
}
