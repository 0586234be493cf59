import { updateCompanySchema, z, type UpdateCompanyInput } from '@praxisnah/contracts';
import { t } from '@/lib/messages';
import { withHttpScheme } from '../../../lib/url';
import type { OwnCompany } from './own-company';
import '@/lib/message-parts/companies';

const LOCATION_OUTSIDE = { error: () => t('settings.profile.locationOutside') };

/** What the inputs hold: text as typed; the pin's position as numbers (or none yet). */
const companyFormFields = z.object({
  name: z.string(),
  description: z.string(),
  sector: z.string(),
  address: z.string(),
  zip: z.string(),
  city: z.string(),
  website: z.string(),
  phone: z.string(),
  contactEmail: z.string(),
  latitude: z.number().min(47, LOCATION_OUTSIDE).max(55.2, LOCATION_OUTSIDE).nullable(),
  longitude: z.number().min(5.8, LOCATION_OUTSIDE).max(15.1, LOCATION_OUTSIDE).nullable(),
});
export type CompanyFormValues = z.input<typeof companyFormFields>;

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The form's values to the PATCH body, validated by the shared updateCompanySchema (so the same rules and messages
 * apply as on the server). The position is sent only when there is one: without it the server geocodes the address.
 */
export const companyFormSchema = companyFormFields
  .transform((values): UpdateCompanyInput => ({
    name: values.name.trim(),
    description: orNull(values.description),
    sector: values.sector as UpdateCompanyInput['sector'],
    address: orNull(values.address),
    zip: orNull(values.zip),
    city: orNull(values.city),
    website: withHttpScheme(values.website),
    phone: orNull(values.phone),
    contactEmail: orNull(values.contactEmail),
    ...(values.latitude !== null && values.longitude !== null ? { latitude: values.latitude, longitude: values.longitude } : {}),
  }))
  .pipe(updateCompanySchema);

export function toCompanyFormValues(company: OwnCompany): CompanyFormValues {
  return {
    name: company.name,
    description: company.description ?? '',
    sector: company.sector ?? '',
    address: company.address ?? '',
    zip: company.zip ?? '',
    city: company.city ?? '',
    website: company.website ?? '',
    phone: company.phone ?? '',
    contactEmail: company.contactEmail ?? '',
    latitude: company.latitude,
    longitude: company.longitude,
  };
}
