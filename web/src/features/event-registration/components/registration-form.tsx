import { schemaResolver } from '@/components/form/schema-resolver';
import {
  CLASS_LEVELS,
  classRegistrationSchema,
  eventRegistrationSchema,
  findSector,
  MAX_CLASS_SIZE,
  type ClassRegistrationInput,
  type EventRegistrationInput,
  type RegisterForEventInput,
  type RegistrationResult,
} from '@praxisnah/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import { useId, type ReactElement } from 'react';
import { useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { FormField, FormMessage } from '@/components/ui/form-field';
import { SectorIcon } from '@/components/ui/sector-icon';
import { useSectorOptions } from '@/lib/catalog/get-sectors';
import { classLevelLabel } from '../hooks/class-level';
import { paths } from '@/app/paths';
import { tRich } from '@/lib/rich-message';
import { t } from '@/lib/messages';
import '@/lib/message-parts/events';

type Mutation = UseMutationResult<RegistrationResult, Error, RegisterForEventInput>;

/** Fields both forms share; the register function is typed loosely because both schemas name them alike. */
function CommonFields({
  register,
  errors,
  nameLabel,
  schoolRequired,
}: {
  register: UseFormRegister<EventRegistrationInput> | UseFormRegister<ClassRegistrationInput>;
  errors: FieldErrors<EventRegistrationInput> | FieldErrors<ClassRegistrationInput>;
  nameLabel: string;
  schoolRequired: boolean;
}) {
  const field = register as UseFormRegister<EventRegistrationInput>;
  return (
    <>
      <FormField label={nameLabel} required error={errors.name?.message}>
        {(control) => <input {...control} {...field('name')} autoComplete="name" />}
      </FormField>
      <FormField label={t('events.registration.email')} required error={errors.email?.message} hint={t('events.registration.emailHint')}>
        {(control) => <input {...control} {...field('email')} type="email" autoComplete="email" inputMode="email" />}
      </FormField>
      <div className="field-row">
        <FormField label={t('events.registration.school')} required={schoolRequired} error={errors.school?.message}>
          {(control) => <input {...control} {...field('school')} autoComplete="organization" />}
        </FormField>
        <FormField label={t('events.registration.classLevel')} error={errors.classLevel?.message}>
          {(control) => (
            <select {...control} {...field('classLevel', { setValueAs: (value: string) => value || undefined })}>
              <option value="">{t('events.registration.noAnswer')}</option>
              {CLASS_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {classLevelLabel(level)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
    </>
  );
}

function PrivacyConsent({
  error,
  input,
}: {
  error?: string;
  input: (control: { id: string; 'aria-describedby'?: string }) => ReactElement;
}) {
  const id = useId();
  return (
    <div className="field">
      <div className="toggle">
        {input({ id, 'aria-describedby': error ? `${id}-error` : undefined })}
        <label htmlFor={id}>
          {tRich('events.registration.privacy', {
            link: (
              <Link to={paths.datenschutz.to()} target="_blank" rel="noopener">
                {t('events.registration.privacyLink')}
                <span className="visually-hidden"> {t('events.detail.newTab')}</span>
              </Link>
            ),
          })}
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function PersonRegistrationForm({ mutation }: { mutation: Mutation }) {
  const sectors = useSectorOptions();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EventRegistrationInput, unknown, RegisterForEventInput>({
    resolver: schemaResolver(eventRegistrationSchema),
    defaultValues: { kind: 'person', name: '', email: '', school: '', interests: [] },
  });
  return (
    <form className="company-form" onSubmit={handleSubmit((input) => mutation.mutate(input))} noValidate>
      <CommonFields register={register} errors={errors} nameLabel={t('events.registration.name')} schoolRequired={false} />
      <fieldset className="form-section">
        <legend>{t('events.registration.interests')}</legend>
        <div className="checkbox-group__options">
          {sectors.map((sector) => (
            <label key={sector.key} className="checkbox-pill">
              <input type="checkbox" value={sector.key} {...register('interests')} />
              <span>
                <SectorIcon icon={findSector(sector.key).icon} /> {sector.label}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <PrivacyConsent
        error={errors.privacyAccepted?.message}
        input={(control) => <input {...control} type="checkbox" {...register('privacyAccepted')} />}
      />
      <SubmitArea mutation={mutation} label={t('events.register')} />
    </form>
  );
}

export function ClassRegistrationForm({ mutation }: { mutation: Mutation }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ClassRegistrationInput, unknown, RegisterForEventInput>({
    resolver: schemaResolver(classRegistrationSchema),
    defaultValues: { kind: 'class', name: '', email: '', school: '' },
  });
  return (
    <form className="company-form" onSubmit={handleSubmit((input) => mutation.mutate(input))} noValidate>
      <CommonFields register={register} errors={errors} nameLabel={t('events.registration.teacher')} schoolRequired />
      <FormField
        label={t('events.registration.pupilCount')}
        required
        error={errors.pupilCount?.message}
        hint={t('events.registration.pupilCountHint', { max: MAX_CLASS_SIZE })}
      >
        {(control) => <input {...control} {...register('pupilCount')} type="number" inputMode="numeric" min={1} max={MAX_CLASS_SIZE} />}
      </FormField>
      <PrivacyConsent
        error={errors.privacyAccepted?.message}
        input={(control) => <input {...control} type="checkbox" {...register('privacyAccepted')} />}
      />
      <SubmitArea mutation={mutation} label={t('events.registration.submitClass')} />
    </form>
  );
}

function SubmitArea({ mutation, label }: { mutation: Mutation; label: string }) {
  return (
    <>
      {mutation.isError ? <FormMessage tone="error">{mutation.error.message}</FormMessage> : null}
      <Button type="submit" className="btn--block" disabled={mutation.isPending}>
        {mutation.isPending ? t('events.registration.submitting') : label}
      </Button>
    </>
  );
}
