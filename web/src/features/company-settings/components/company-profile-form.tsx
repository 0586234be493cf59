import { zodResolver } from '@hookform/resolvers/zod';
import type { UpdateCompanyInput } from '@praxisnah/contracts';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { AddressFields } from '@/components/form/address-fields';
import { SectorField } from '@/components/form/sector-field';
import { SubmitErrorMessage } from '@/components/form/submit-error-message';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { Button } from '@/components/ui/button';
import { FormField, FormMessage } from '@/components/ui/form-field';
import { Icon } from '@/components/ui/icon';
import { toast } from '@/components/ui/toast';
import type { OwnCompany } from '../api/get-own-company';
import { useUpdateCompany } from '../api/update-company';
import { companyFormSchema, toCompanyFormValues, type CompanyFormValues } from '../hooks/company-form';
import { AddressMapField } from './address-map-field';
import { paths } from '@/app/paths';

const DESCRIPTION_MAX = 5000;

/** Name, sector, description, address with its pin, website, phone and contact e-mail of the signed-in company. */
export function CompanyProfileForm({ company }: { company: OwnCompany }) {
  const update = useUpdateCompany();
  const [savedSlug, setSavedSlug] = useState<string | null>(null);
  const { form, formRef } = useValidatedForm<CompanyFormValues, UpdateCompanyInput>({
    resolver: zodResolver(companyFormSchema),
    defaultValues: toCompanyFormValues(company),
  });
  const { register, handleSubmit, control, setValue, reset } = form;
  const { errors, isDirty } = form.formState;
  const [zip, city, latitude, longitude, description] = useWatch({
    control,
    name: ['zip', 'city', 'latitude', 'longitude', 'description'],
  });

  const onSubmit = handleSubmit(async (input) => {
    const saved = await update.mutateAsync(input).catch(() => null);
    if (!saved) return;
    reset(toCompanyFormValues(saved));
    setSavedSlug(saved.slug);
    toast({
      title: 'Profil gespeichert',
      description: 'Ihr öffentliches Profil zeigt die Änderungen sofort, die Karte und die Unternehmenssuche nach wenigen Sekunden.',
      variant: 'success',
    });
  });

  const placePin = (lat: number, lon: number) => {
    setValue('latitude', lat, { shouldDirty: true, shouldValidate: Boolean(errors.latitude) });
    setValue('longitude', lon, { shouldDirty: true, shouldValidate: Boolean(errors.longitude) });
  };

  return (
    <form className="company-form" ref={formRef} onSubmit={onSubmit} noValidate aria-label="Unternehmensprofil">
      <p className="muted form-note">Felder mit * sind Pflichtfelder.</p>
      <fieldset className="form-section">
        <legend>Über Ihr Unternehmen</legend>
        <FormField label="Firmenname" required error={errors.name?.message}>
          {(field) => <input {...field} {...register('name')} autoComplete="organization" maxLength={160} />}
        </FormField>
        <SectorField form={form} name="sector" offerEmptyChoice={!company.sector} />
        <FormField
          label="Beschreibung"
          error={errors.description?.message}
          hint={`Was macht Ihr Unternehmen aus? Was erwartet junge Menschen bei Ihnen? ${description.length} von ${DESCRIPTION_MAX} Zeichen.`}
        >
          {(field) => <textarea {...field} {...register('description')} rows={6} maxLength={DESCRIPTION_MAX} />}
        </FormField>
      </fieldset>

      <fieldset className="form-section">
        <legend>Adresse</legend>
        <AddressFields form={form} names={{ street: 'address', zip: 'zip', city: 'city' }} />
        <AddressMapField
          zip={zip}
          city={city}
          latitude={latitude}
          longitude={longitude}
          onChange={placePin}
          error={errors.latitude?.message ?? errors.longitude?.message}
        />
      </fieldset>

      <fieldset className="form-section">
        <legend>Kontakt</legend>
        <FormField label="Website" error={errors.website?.message} hint="z. B. www.ihre-firma.de">
          {(field) => <input {...field} {...register('website')} type="url" inputMode="url" autoComplete="url" />}
        </FormField>
        <FormField label="Telefon" error={errors.phone?.message}>
          {(field) => <input {...field} {...register('phone')} type="tel" autoComplete="tel" maxLength={40} />}
        </FormField>
        <FormField
          label="Kontakt-E-Mail für Bewerbungen"
          error={errors.contactEmail?.message}
          hint="Wird auf Ihrem Profil gezeigt. Ihre Login-Adresse bleibt davon unberührt."
        >
          {(field) => <input {...field} {...register('contactEmail')} type="email" autoComplete="email" inputMode="email" />}
        </FormField>
      </fieldset>

      <SubmitErrorMessage headline="Das Profil wurde nicht gespeichert." error={update.error} />
      {savedSlug && !isDirty ? (
        <FormMessage tone="success">
          Gespeichert. Ihr öffentliches Profil zeigt die Änderungen ab sofort.{' '}
          <Link to={paths.companyProfile.to(savedSlug)}>
            Öffentliches Profil ansehen <Icon name="arrowLeft" size={14} className="icon--flip" />
          </Link>
        </FormMessage>
      ) : null}
      <div className="form-actions">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Wird gespeichert...' : 'Profil speichern'}
        </Button>
        <Link className="btn btn--ghost" to={paths.companyProfile.to(company.slug)}>
          <Icon name="eye" size={18} /> Öffentliches Profil
        </Link>
      </div>
    </form>
  );
}
