import { schemaResolver } from '@/components/form/schema-resolver';
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
import { t } from '@/lib/messages';
import type { OwnCompany } from '../api/get-own-company';
import { useUpdateCompany } from '../api/update-company';
import { companyFormSchema, toCompanyFormValues, type CompanyFormValues } from '../hooks/company-form';
import { AddressMapField } from './address-map-field';
import { paths } from '@/app/paths';
import '@/lib/message-parts/companies';

const DESCRIPTION_MAX = 5000;

/** Name, sector, description, address with its pin, website, phone and contact e-mail of the signed-in company. */
export function CompanyProfileForm({ company }: { company: OwnCompany }) {
  const update = useUpdateCompany();
  const [savedSlug, setSavedSlug] = useState<string | null>(null);
  const { form, formRef } = useValidatedForm<CompanyFormValues, UpdateCompanyInput>({
    resolver: schemaResolver(companyFormSchema),
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
      title: t('settings.profile.saved'),
      description: t('settings.profile.savedText'),
      variant: 'success',
    });
  });

  const placePin = (lat: number, lon: number) => {
    setValue('latitude', lat, { shouldDirty: true, shouldValidate: Boolean(errors.latitude) });
    setValue('longitude', lon, { shouldDirty: true, shouldValidate: Boolean(errors.longitude) });
  };

  return (
    <form className="company-form" ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('settings.profile.formLabel')}>
      <p className="muted form-note">{t('editor.requiredNote')}</p>
      <fieldset className="form-section">
        <legend>{t('settings.profile.about')}</legend>
        <FormField label={t('settings.profile.name')} required error={errors.name?.message}>
          {(field) => <input {...field} {...register('name')} autoComplete="organization" maxLength={160} />}
        </FormField>
        <SectorField form={form} name="sector" offerEmptyChoice={!company.sector} />
        <FormField
          label={t('settings.profile.description')}
          error={errors.description?.message}
          hint={t('settings.profile.descriptionHint', { count: description.length, max: DESCRIPTION_MAX })}
        >
          {(field) => <textarea {...field} {...register('description')} rows={6} maxLength={DESCRIPTION_MAX} />}
        </FormField>
      </fieldset>

      <fieldset className="form-section">
        <legend>{t('settings.profile.address')}</legend>
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
        <legend>{t('settings.profile.contact')}</legend>
        <FormField label={t('settings.profile.website')} error={errors.website?.message} hint={t('settings.profile.websiteHint')}>
          {(field) => <input {...field} {...register('website')} type="url" inputMode="url" autoComplete="url" />}
        </FormField>
        <FormField label={t('settings.profile.phone')} error={errors.phone?.message}>
          {(field) => <input {...field} {...register('phone')} type="tel" autoComplete="tel" maxLength={40} />}
        </FormField>
        <FormField
          label={t('settings.profile.contactEmail')}
          error={errors.contactEmail?.message}
          hint={t('settings.profile.contactEmailHint')}
        >
          {(field) => <input {...field} {...register('contactEmail')} type="email" autoComplete="email" inputMode="email" />}
        </FormField>
      </fieldset>

      <SubmitErrorMessage headline={t('settings.profile.notSaved')} error={update.error} />
      {savedSlug && !isDirty ? (
        <FormMessage tone="success">
          {t('settings.profile.savedNote')}{' '}
          <Link to={paths.companyProfile.to(savedSlug)}>
            {t('settings.profile.viewPublic')} <Icon name="arrowLeft" size={14} className="icon--flip" />
          </Link>
        </FormMessage>
      ) : null}
      <div className="form-actions">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('editor.saving') : t('settings.profile.save')}
        </Button>
        <Link className="btn btn--ghost" to={paths.companyProfile.to(company.slug)}>
          <Icon name="eye" size={18} /> {t('settings.profile.public')}
        </Link>
      </div>
    </form>
  );
}
