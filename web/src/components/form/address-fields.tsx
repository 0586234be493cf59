import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { t } from '@/lib/messages';
import { errorMessageOf, type FieldGroupForm } from './field-group-form';
import '@/lib/message-parts/companies';

type AddressPart = 'street' | 'zip' | 'city';

const CITY_LABELS = { Ort: 'editor.address.place', Stadt: 'editor.address.town' } as const;

/**
 * Street, postcode and place of a German address, as companies, listings and events all store it. The limits are the
 * shared schemas' (200, 5 digits, 100), so the input stops where the server would refuse; the postcode asks for the
 * number keyboard (inputMode, and pattern for browsers that ignore inputMode).
 */
export function AddressFields<TValues extends FieldValues>({
  form,
  names,
  required = [],
  cityLabel = 'Ort',
}: {
  form: FieldGroupForm<TValues>;
  /** The form's field for each part: the quick registration calls the street `street`, the other forms `address`. */
  names: Record<AddressPart, FieldPath<TValues>>;
  /** The parts that must be filled in, marked with *; the rule itself stays the schema's. */
  required?: readonly AddressPart[];
  /** 'Stadt' where an event takes place, 'Ort' for a company's or a listing's address; the label shown is its message. */
  cityLabel?: 'Ort' | 'Stadt';
}) {
  const isRequired = (part: AddressPart) => required.includes(part);
  return (
    <>
      <FormField label={t('editor.address.street')} required={isRequired('street')} error={errorMessageOf(form, names.street)}>
        {(field) => <input {...field} {...form.register(names.street)} autoComplete="street-address" maxLength={200} />}
      </FormField>
      <div className="field-row field-row--zip">
        <FormField label={t('editor.address.zip')} required={isRequired('zip')} error={errorMessageOf(form, names.zip)}>
          {(field) => (
            <input {...field} {...form.register(names.zip)} autoComplete="postal-code" inputMode="numeric" maxLength={5} pattern="[0-9]*" />
          )}
        </FormField>
        <FormField label={t(CITY_LABELS[cityLabel])} required={isRequired('city')} error={errorMessageOf(form, names.city)}>
          {(field) => <input {...field} {...form.register(names.city)} autoComplete="address-level2" maxLength={100} />}
        </FormField>
      </div>
    </>
  );
}
