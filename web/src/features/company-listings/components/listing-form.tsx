import { schemaResolver } from '@/components/form/schema-resolver';
import {
  ausbildungStartOptions,
  DURATIONS,
  INTERNSHIP_TYPES,
  isSelectableInternshipType,
  LISTING_STATUSES,
  TAKEOVER_CHANCES,
  type CreateListingInput,
  type ListingStatus,
  type OwnListing,
} from '@praxisnah/contracts';
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { AddressFields } from '@/components/form/address-fields';
import { CatalogueOptions } from '@/components/form/catalogue-options';
import { SectorField } from '@/components/form/sector-field';
import { SubmitErrorMessage } from '@/components/form/submit-error-message';
import { useEditorSave } from '@/components/form/use-editor-save';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { Button } from '@/components/ui/button';
import { FormField, FormMessage } from '@/components/ui/form-field';
import { Icon } from '@/components/ui/icon';
import { useAusbildungDegrees, useTakeoverChances } from '@/lib/catalog/get-ausbildung-options';
import { useAusbildungStartOptions } from '@/lib/catalog/get-ausbildung-start-options';
import { useInternshipTypes } from '@/lib/catalog/get-internship-types';
import { cn } from '@/lib/cn';
import { t } from '@/lib/messages';
import { useCreateListing } from '../api/create-listing';
import { useUpdateListing } from '../api/update-listing';
import { listingFormSchema, type ListingCompany, type ListingFormValues } from '../hooks/listing-form';
import { listingStatusLabel } from '../hooks/listing-status-label';
import { DescriptionAssistant } from './description-assistant';
import { ListingPreview } from './listing-preview';
import { SkillsInput } from './skills-input';
import { paths } from '@/app/paths';
import { labelOf } from '@/lib/labels';
import '@/lib/message-parts/companies';

const TITLE_MAX = 160;
const DESCRIPTION_MAX = 20000;

export interface ListingFormProps {
  /** The listing being edited; none for a new one. */
  listing: OwnListing | null;
  defaultValues: ListingFormValues;
  company: ListingCompany;
  /** After a successful save; the form has already marked itself clean. */
  onSaved: (saved: OwnListing) => void;
}

/**
 * One form for internships and Ausbildung places (a switch at the top), every field of createListingSchema,
 * validated with it; a live preview of the search card beside it and the description assistant below the text.
 */
export function ListingForm({ listing, defaultValues, company, onSaved }: ListingFormProps) {
  const formId = useId();
  const internshipTypes = useInternshipTypes().data ?? INTERNSHIP_TYPES.filter(isSelectableInternshipType);
  const startOptions = useAusbildungStartOptions().data ?? ausbildungStartOptions(new Date());
  const degrees = useAusbildungDegrees();
  // The shipped chances until the admins' list arrives, so the select never drops the listing's value meanwhile; a
  // chance deactivated since stays selectable on the listing that names it.
  const ownChance = listing?.übernahmeChance ?? null;
  const chances = (useTakeoverChances().data ?? TAKEOVER_CHANCES.map((chance) => ({ ...chance, active: true }))).filter(
    (chance) => chance.key !== 'keine_angabe' && (chance.active || chance.key === ownChance),
  );

  const { form, formRef } = useValidatedForm<ListingFormValues, CreateListingInput>({
    resolver: schemaResolver(listingFormSchema),
    defaultValues,
  });
  const { register, handleSubmit, control, setValue, getValues } = form;
  const { errors } = form.formState;
  const [isAusbildung, title, description, validFrom, status, ausbildungStart] = useWatch({
    control,
    name: ['isAusbildung', 'title', 'description', 'validFrom', 'status', 'ausbildungStart'],
  });
  const { save, saving, saveError, leaveDialog } = useEditorSave({
    form,
    existingId: listing?.id,
    create: useCreateListing(),
    update: useUpdateListing(),
    onSaved,
  });

  /** Saves as the form says, or with another status ('Veröffentlichen' saves a draft as active). */
  const submit = (statusOverride?: ListingStatus) =>
    handleSubmit((input) => save(statusOverride ? { ...input, status: statusOverride } : input));

  const applyCompanyAddress = () => {
    setValue('address', company.address ?? '', { shouldDirty: true });
    setValue('zip', company.zip ?? '', { shouldDirty: true });
    setValue('city', company.city ?? '', { shouldDirty: true });
  };

  const starts =
    ausbildungStart && !startOptions.some((option) => option.value === ausbildungStart)
      ? [{ value: ausbildungStart, label: ausbildungStart }, ...startOptions]
      : startOptions;

  return (
    <div className="editor-layout">
      <form
        id={formId}
        className="company-form editor-layout__form"
        ref={formRef}
        onSubmit={submit()}
        noValidate
        aria-label={isAusbildung ? t('editor.listing.formAusbildung') : t('editor.listing.formInternship')}
      >
        <p className="muted form-note">{t('editor.requiredNote')}</p>

        <fieldset className="form-section">
          <legend>{t('editor.listing.kind')}</legend>
          <Controller
            control={control}
            name="isAusbildung"
            render={({ field }) => (
              <div className="segmented" role="radiogroup" aria-label={t('editor.listing.kind')}>
                {[
                  { value: false, label: t('editor.listing.kindInternship'), icon: 'briefcase' as const },
                  { value: true, label: t('editor.listing.kindAusbildung'), icon: 'graduation' as const },
                ].map((option) => (
                  <label
                    key={String(option.value)}
                    className={cn('segmented__option', field.value === option.value && 'segmented__option--active')}
                  >
                    <input
                      type="radio"
                      name={field.name}
                      checked={field.value === option.value}
                      onChange={() => field.onChange(option.value)}
                      onBlur={field.onBlur}
                    />
                    <Icon name={option.icon} size={18} /> {option.label}
                  </label>
                ))}
              </div>
            )}
          />
        </fieldset>

        <fieldset className="form-section">
          <legend>{t('editor.listing.essentials')}</legend>
          <FormField
            label={t('editor.listing.title')}
            required
            error={errors.title?.message}
            hint={isAusbildung ? t('editor.listing.titleHintAusbildung') : t('editor.listing.titleHintInternship')}
          >
            {(field) => <input {...field} {...register('title')} maxLength={TITLE_MAX} />}
          </FormField>
          <SectorField form={form} name="sector" />
          <FormField
            label={t('editor.listing.description')}
            required
            error={errors.description?.message}
            hint={t('editor.listing.descriptionHint', { count: description.trim().length })}
          >
            {(field) => <textarea {...field} {...register('description')} rows={10} maxLength={DESCRIPTION_MAX} />}
          </FormField>
          <DescriptionAssistant
            read={() => ({ title: getValues('title'), description: getValues('description'), isAusbildung: getValues('isAusbildung') })}
            currentTitle={title}
            currentDescription={description}
            onApplyTitle={(next) => setValue('title', next, { shouldDirty: true, shouldValidate: Boolean(errors.title) })}
            onApplyDescription={(next) => setValue('description', next, { shouldDirty: true, shouldValidate: Boolean(errors.description) })}
          />
        </fieldset>

        {isAusbildung ? (
          <fieldset className="form-section">
            <legend>{t('editor.listing.ausbildungDetails')}</legend>
            <div className="field-row">
              <FormField label={t('editor.listing.ausbildungStart')} required error={errors.ausbildungStart?.message}>
                {(field) => (
                  <select {...field} {...register('ausbildungStart')}>
                    <option value="">{t('editor.pleaseChoose')}</option>
                    {starts.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField
                label={t('editor.listing.ausbildungDuration')}
                error={errors.ausbildungDauer?.message}
                hint={t('editor.listing.ausbildungDurationHint')}
              >
                {(field) => (
                  <input {...field} {...register('ausbildungDauer')} type="number" inputMode="numeric" min={6} max={60} step={1} />
                )}
              </FormField>
            </div>
            <FormField label={t('editor.listing.degree')} error={errors.ausbildungsAbschluss?.message}>
              {(field) => (
                <>
                  <input {...field} {...register('ausbildungsAbschluss')} list={`${formId}-degrees`} maxLength={120} />
                  <datalist id={`${formId}-degrees`}>
                    {(degrees.data ?? []).map((degree) => (
                      <option key={degree.key} value={degree.label} />
                    ))}
                  </datalist>
                </>
              )}
            </FormField>
            <div className="field-row">
              <FormField label={t('editor.listing.pay')} error={errors.vergütung1Jahr?.message} hint={t('editor.listing.payHint')}>
                {(field) => <input {...field} {...register('vergütung1Jahr')} inputMode="decimal" autoComplete="off" />}
              </FormField>
              <FormField label={t('editor.listing.takeover')} error={errors.übernahmeChance?.message}>
                {(field) => (
                  <select {...field} {...register('übernahmeChance')}>
                    <option value="">{t('editor.listing.noAnswer')}</option>
                    <CatalogueOptions entries={chances} />
                  </select>
                )}
              </FormField>
            </div>
          </fieldset>
        ) : (
          <fieldset className="form-section">
            <legend>{t('editor.listing.internshipDetails')}</legend>
            <div className="field-row">
              <FormField label={t('editor.listing.type')} error={errors.type?.message}>
                {(field) => (
                  <select {...field} {...register('type')}>
                    <option value="">{t('editor.pleaseChoose')}</option>
                    <CatalogueOptions entries={internshipTypes} />
                  </select>
                )}
              </FormField>
              <FormField label={t('editor.listing.duration')} error={errors.duration?.message}>
                {(field) => (
                  <select {...field} {...register('duration')}>
                    <option value="">{t('editor.pleaseChoose')}</option>
                    <CatalogueOptions
                      entries={DURATIONS.map((duration) => ({
                        key: duration.key,
                        label: labelOf('duration', duration.key, duration.label),
                      }))}
                    />
                  </select>
                )}
              </FormField>
            </div>
            <FormField
              label={t('editor.listing.minWeeks')}
              error={errors.minDurationWeeks?.message}
              hint={t('editor.listing.minWeeksHint')}
            >
              {(field) => (
                <input {...field} {...register('minDurationWeeks')} type="number" inputMode="numeric" min={0} max={104} step={1} />
              )}
            </FormField>
          </fieldset>
        )}

        <fieldset className="form-section">
          <legend>{isAusbildung ? t('editor.listing.applicationPeriod') : t('editor.listing.period')}</legend>
          <p className="field__hint">{isAusbildung ? t('editor.listing.applicationPeriodHint') : t('editor.listing.periodHint')}</p>
          <div className="field-row">
            <FormField label={t('editor.listing.from')} error={errors.validFrom?.message}>
              {(field) => <input {...field} {...register('validFrom')} type="date" />}
            </FormField>
            <FormField label={t('editor.listing.to')} error={errors.validTo?.message}>
              {(field) => <input {...field} {...register('validTo')} type="date" min={validFrom || undefined} />}
            </FormField>
          </div>
        </fieldset>

        <fieldset className="form-section">
          <legend>{t('editor.listing.skills')}</legend>
          <Controller
            control={control}
            name="skills"
            render={({ field }) => (
              <FormField label={t('editor.listing.skillsLabel')} error={errors.skills?.message} hint={t('editor.listing.skillsHint')}>
                {(skillsControl) => <SkillsInput control={skillsControl} value={field.value} onChange={field.onChange} />}
              </FormField>
            )}
          />
        </fieldset>

        <fieldset className="form-section">
          <legend>{t('editor.listing.place')}</legend>
          <p className="field__hint">{t('editor.listing.placeHint')}</p>
          <AddressFields form={form} names={{ street: 'address', zip: 'zip', city: 'city' }} />
          <Button variant="ghost" size="sm" onClick={applyCompanyAddress}>
            <Icon name="building" size={16} /> {t('editor.listing.companyAddress')}
          </Button>
        </fieldset>

        <fieldset className="form-section">
          <legend>{t('editor.listing.application')}</legend>
          <FormField label={t('editor.listing.contactName')} error={errors.contactName?.message}>
            {(field) => <input {...field} {...register('contactName')} autoComplete="name" maxLength={120} />}
          </FormField>
          <div className="field-row">
            <FormField label={t('editor.listing.contactEmail')} error={errors.contactEmail?.message}>
              {(field) => <input {...field} {...register('contactEmail')} type="email" inputMode="email" autoComplete="email" />}
            </FormField>
            <FormField
              label={t('editor.listing.applicationUrl')}
              error={errors.applicationUrl?.message}
              hint={t('editor.listing.applicationUrlHint')}
            >
              {(field) => <input {...field} {...register('applicationUrl')} type="url" inputMode="url" />}
            </FormField>
          </div>
        </fieldset>

        <fieldset className="form-section">
          <legend>{t('editor.listing.visibility')}</legend>
          <FormField label={t('editor.listing.status')} error={errors.status?.message} hint={t('editor.listing.statusHint')}>
            {(field) => (
              <select {...field} {...register('status')}>
                {LISTING_STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {listingStatusLabel(value)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </fieldset>

        {Object.keys(errors).length > 0 ? <FormMessage tone="error">{t('editor.listing.checkFields')}</FormMessage> : null}
        <SubmitErrorMessage headline={t('editor.listing.notSaved')} error={saveError} />

        <div className="form-actions form-actions--sticky">
          {status !== 'aktiv' ? (
            <Button type="button" onClick={submit('aktiv')} disabled={saving}>
              <Icon name="check" size={18} /> {t('editor.listing.publish')}
            </Button>
          ) : null}
          <Button type="submit" variant={status === 'aktiv' ? 'primary' : 'secondary'} disabled={saving}>
            {saving ? t('editor.saving') : status === 'entwurf' ? t('editor.listing.saveDraft') : t('editor.listing.save')}
          </Button>
          <Link className="btn btn--ghost form-actions__cancel" to={paths.dashboard.to()}>
            {t('editor.listing.cancel')}
          </Link>
        </div>
      </form>
      <div className="editor-layout__preview">
        <ListingPreview control={control} company={company} />
      </div>
      {leaveDialog}
    </div>
  );
}
