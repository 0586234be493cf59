import { zodResolver } from '@hookform/resolvers/zod';
import {
  CLASS_LEVEL_LABELS,
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
import { paths } from '@/app/paths';

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
      <FormField label="E-Mail-Adresse" required error={errors.email?.message} hint="Hierhin schicken wir die Bestätigung mit QR-Code.">
        {(control) => <input {...control} {...field('email')} type="email" autoComplete="email" inputMode="email" />}
      </FormField>
      <div className="field-row">
        <FormField label="Schule" required={schoolRequired} error={errors.school?.message}>
          {(control) => <input {...control} {...field('school')} autoComplete="organization" />}
        </FormField>
        <FormField label="Klassenstufe" error={errors.classLevel?.message}>
          {(control) => (
            <select {...control} {...field('classLevel', { setValueAs: (value: string) => value || undefined })}>
              <option value="">Keine Angabe</option>
              {CLASS_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {CLASS_LEVEL_LABELS[level]}
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
          Ich bin einverstanden, dass meine Angaben für diese Veranstaltung gespeichert und an den Veranstalter weitergegeben werden. Sie
          werden 30 Tage nach der Veranstaltung gelöscht. Mehr in der{' '}
          <Link to={paths.datenschutz.to()} target="_blank" rel="noopener">
            Datenschutzerklärung<span className="visually-hidden"> (öffnet in neuem Tab)</span>
          </Link>
          .
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
    resolver: zodResolver(eventRegistrationSchema),
    defaultValues: { kind: 'person', name: '', email: '', school: '', interests: [] },
  });
  return (
    <form className="company-form" onSubmit={handleSubmit((input) => mutation.mutate(input))} noValidate>
      <CommonFields register={register} errors={errors} nameLabel="Dein Name" schoolRequired={false} />
      <fieldset className="form-section">
        <legend>Was interessiert dich? (freiwillig)</legend>
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
      <SubmitArea mutation={mutation} label="Jetzt anmelden" />
    </form>
  );
}

export function ClassRegistrationForm({ mutation }: { mutation: Mutation }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ClassRegistrationInput, unknown, RegisterForEventInput>({
    resolver: zodResolver(classRegistrationSchema),
    defaultValues: { kind: 'class', name: '', email: '', school: '' },
  });
  return (
    <form className="company-form" onSubmit={handleSubmit((input) => mutation.mutate(input))} noValidate>
      <CommonFields register={register} errors={errors} nameLabel="Name der Lehrkraft (Ansprechperson)" schoolRequired />
      <FormField
        label="Anzahl Schülerinnen und Schüler"
        required
        error={errors.pupilCount?.message}
        hint={`Höchstens ${MAX_CLASS_SIZE}. Begleitende Lehrkräfte mitgezählt.`}
      >
        {(control) => <input {...control} {...register('pupilCount')} type="number" inputMode="numeric" min={1} max={MAX_CLASS_SIZE} />}
      </FormField>
      <PrivacyConsent
        error={errors.privacyAccepted?.message}
        input={(control) => <input {...control} type="checkbox" {...register('privacyAccepted')} />}
      />
      <SubmitArea mutation={mutation} label="Klasse anmelden" />
    </form>
  );
}

function SubmitArea({ mutation, label }: { mutation: Mutation; label: string }) {
  return (
    <>
      {mutation.isError ? <FormMessage tone="error">{mutation.error.message}</FormMessage> : null}
      <Button type="submit" className="btn--block" disabled={mutation.isPending}>
        {mutation.isPending ? 'Wird angemeldet...' : label}
      </Button>
    </>
  );
}
