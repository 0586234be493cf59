import { schemaResolver } from '@/components/form/schema-resolver';
import { EVENT_HIGHLIGHTS, type CreateEventInput, type EventView } from '@praxisnah/contracts';
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { AddressFields } from '@/components/form/address-fields';
import { SubmitErrorMessage } from '@/components/form/submit-error-message';
import { useEditorSave } from '@/components/form/use-editor-save';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { Button } from '@/components/ui/button';
import { FormField, FormMessage } from '@/components/ui/form-field';
import { useEventHighlights } from '@/lib/catalog/get-event-highlights';
import { useSectorOptions } from '@/lib/catalog/get-sectors';
import { useCreateEvent } from '../api/create-event';
import { useUpdateEvent } from '../api/update-event';
import { eventFormSchema, type EventFormValues } from '../hooks/event-form';
import { paths } from '@/app/paths';
import { t } from '@/lib/messages';
import '@/lib/message-parts/events';

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
  const { form, formRef } = useValidatedForm<EventFormValues, CreateEventInput>({
    resolver: schemaResolver(eventFormSchema(t('events.form.wholeNumber'))),
    defaultValues,
  });
  const { register, handleSubmit, control } = form;
  const { errors } = form.formState;
  const [registrationRequired, startTime] = useWatch({ control, name: ['registrationRequired', 'startTime'] });
  const { save, saving, saveError, leaveDialog } = useEditorSave({
    form,
    existingId: event?.id,
    create: useCreateEvent(),
    update: useUpdateEvent(),
    onSaved,
  });
  const onSubmit = handleSubmit(save);

  return (
    <form
      className="company-form company-form--single"
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-label={event ? t('events.editor.edit') : t('events.editor.new')}
    >
      <p className="muted form-note">{t('events.form.required')}</p>
      <fieldset className="form-section">
        <legend>{t('events.form.essentials')}</legend>
        <FormField label={t('events.form.title')} required error={errors.title?.message} hint={t('events.form.titleHint')}>
          {(field) => <input {...field} {...register('title')} maxLength={160} />}
        </FormField>
        <FormField label={t('events.form.description')} error={errors.description?.message}>
          {(field) => <textarea {...field} {...register('description')} rows={6} maxLength={20000} />}
        </FormField>
        <FormField label={t('events.form.imageUrl')} error={errors.imageUrl?.message} hint={t('events.form.imageUrlHint')}>
          {(field) => <input {...field} {...register('imageUrl')} type="url" inputMode="url" maxLength={500} />}
        </FormField>
      </fieldset>

      <fieldset className="form-section">
        <legend>{t('events.form.when')}</legend>
        <FormField label={t('events.form.date')} required error={errors.eventDate?.message}>
          {(field) => <input {...field} {...register('eventDate')} type="date" />}
        </FormField>
        <div className="field-row">
          <FormField label={t('events.form.start')} error={errors.startTime?.message}>
            {(field) => <input {...field} {...register('startTime')} type="time" />}
          </FormField>
          <FormField label={t('events.form.end')} error={errors.endTime?.message}>
            {(field) => <input {...field} {...register('endTime')} type="time" min={startTime || undefined} />}
          </FormField>
        </div>
      </fieldset>

      <fieldset className="form-section">
        <legend>{t('events.form.where')}</legend>
        <FormField label={t('events.detail.venue')} required error={errors.location?.message} hint={t('events.form.venueHint')}>
          {(field) => <input {...field} {...register('location')} maxLength={200} />}
        </FormField>
        <AddressFields form={form} names={{ street: 'address', zip: 'zip', city: 'city' }} required={['city']} cityLabel="Stadt" />
        <FormField label={t('events.form.exhibitorCount')} error={errors.exhibitorCount?.message}>
          {(field) => <input {...field} {...register('exhibitorCount')} type="number" inputMode="numeric" min={0} max={5000} step={1} />}
        </FormField>
      </fieldset>

      <fieldset className="form-section">
        <legend>{t('events.form.contents')}</legend>
        <Controller
          control={control}
          name="sectorKeys"
          render={({ field }) => (
            <CheckboxGroup
              legend={t('events.form.sectors')}
              hint={t('events.form.sectorsHint')}
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
              legend={t('events.detail.highlights')}
              hint={t('events.form.highlightsHint')}
              options={highlights}
              value={field.value}
              onChange={field.onChange}
              error={errors.highlightKeys?.message}
            />
          )}
        />
      </fieldset>

      <fieldset className="form-section">
        <legend>{t('events.form.registration')}</legend>
        <div className="toggle">
          <input id={registrationId} type="checkbox" {...register('registrationRequired')} />
          <label htmlFor={registrationId}>{t('events.form.registrationRequired')}</label>
        </div>
        {registrationRequired ? (
          <div className="field-row">
            <FormField
              label={t('events.form.maxParticipants')}
              error={errors.maxParticipants?.message}
              hint={t('events.form.maxParticipantsHint')}
            >
              {(field) => <input {...field} {...register('maxParticipants')} type="number" inputMode="numeric" min={0} step={1} />}
            </FormField>
            <FormField label={t('events.form.registrationUrl')} error={errors.registrationUrl?.message}>
              {(field) => <input {...field} {...register('registrationUrl')} type="url" inputMode="url" />}
            </FormField>
          </div>
        ) : null}
        <FormField label={t('events.form.eventUrl')} error={errors.eventUrl?.message}>
          {(field) => <input {...field} {...register('eventUrl')} type="url" inputMode="url" />}
        </FormField>
      </fieldset>

      {Object.keys(errors).length > 0 ? <FormMessage tone="error">{t('events.form.checkFields')}</FormMessage> : null}
      <SubmitErrorMessage headline={t('events.form.notSaved')} error={saveError} />
      <div className="form-actions form-actions--sticky">
        <Button type="submit" disabled={saving}>
          {saving ? t('events.form.saving') : event ? t('events.form.saveChanges') : t('events.form.publish')}
        </Button>
        <Link className="btn btn--ghost form-actions__cancel" to={paths.dashboard.to('events')}>
          {t('events.form.cancel')}
        </Link>
      </div>
      {leaveDialog}
    </form>
  );
}
