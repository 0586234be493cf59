import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { useSectorOptions } from '@/lib/catalog/get-sectors';
import { t } from '@/lib/messages';
import { CatalogueOptions } from './catalogue-options';
import { errorMessageOf, type FieldGroupForm } from './field-group-form';
import '@/lib/message-parts/companies';

/** The required 'Branche' of a company or a listing, chosen from the sector catalogue. */
export function SectorField<TValues extends FieldValues>({
  form,
  name,
  offerEmptyChoice = false,
}: {
  form: FieldGroupForm<TValues>;
  name: FieldPath<TValues>;
  /** Starts with 'Bitte wählen' so that nothing is chosen by accident; for a form with no sector yet. */
  offerEmptyChoice?: boolean;
}) {
  const sectors = useSectorOptions();
  return (
    <FormField label={t('editor.sector')} required error={errorMessageOf(form, name)}>
      {(field) => (
        <select {...field} {...form.register(name)}>
          {offerEmptyChoice ? <option value="">{t('editor.pleaseChoose')}</option> : null}
          <CatalogueOptions entries={sectors} />
        </select>
      )}
    </FormField>
  );
}
