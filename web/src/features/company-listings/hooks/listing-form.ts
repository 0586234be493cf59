import {
  buildListingCard,
  createListingSchema,
  findSector,
  SECTORS,
  z,
  type CreateListingInput,
  type ListingCard,
  type ListingKind,
  type ListingStatus,
  type OwnListing,
} from '@praxisnah/contracts';
import { t } from '@/lib/messages';
import { withHttpScheme } from '../../../lib/url';
import '@/lib/message-parts/companies';

/** The company fields a new listing starts from and the preview card shows. */
export interface ListingCompany {
  id: string;
  name: string;
  slug: string;
  sector: string | null;
  address: string | null;
  zip: string | null;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
}

const MAX_MONTHLY_PAY_EUR = 10_000;

/**
 * What the inputs hold: text as typed. The first checks only catch what the inputs cannot say in the wire's terms
 * (a number that is not one); every rule of the listing itself comes from the shared createListingSchema below.
 */
const listingFormFields = z.object({
  isAusbildung: z.boolean(),
  title: z.string(),
  description: z.string(),
  sector: z.string(),
  type: z.string(),
  duration: z.string(),
  minDurationWeeks: z.string().regex(/^\d*$/, { error: () => t('editor.listing.weeksInvalid') }),
  validFrom: z.string(),
  validTo: z.string(),
  skills: z.array(z.string()),
  address: z.string(),
  zip: z.string(),
  city: z.string(),
  ausbildungStart: z.string(),
  ausbildungDauer: z.string().regex(/^\d*$/, { error: () => t('editor.listing.monthsInvalid') }),
  ausbildungsAbschluss: z.string(),
  vergütung1Jahr: z
    .string()
    .regex(/^(\d+([.,]\d{1,2})?)?$/, { error: () => t('editor.listing.payInvalid') })
    .refine((value) => value === '' || !(euroToCents(value) > MAX_MONTHLY_PAY_EUR * 100), {
      error: () => t('editor.listing.payTooHigh', { max: MAX_MONTHLY_PAY_EUR.toLocaleString('de-DE') }),
    }),
  übernahmeChance: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  applicationUrl: z.string(),
  status: z.string(),
});
export type ListingFormValues = z.input<typeof listingFormFields>;

const text = (value: string): string | null => (value.trim() === '' ? null : value.trim());
const integer = (value: string): number | null => (value.trim() === '' ? null : Number(value));

/** "950,50" → 95050: pay is entered in euros per month and stored in cents. */
export function euroToCents(value: string): number {
  return Math.round(Number(value.replace(',', '.')) * 100);
}

export function centsToEuroInput(cents: number | null): string {
  if (cents === null) return '';
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2).replace('.', ',');
}

/**
 * The inputs as a create/update body. The kind decides which fields count: a place switched from Ausbildung to
 * internship loses its Ausbildung facts and the other way round. An Ausbildung without a start stays `undefined`,
 * so the shared rule 'Bitte den Ausbildungsbeginn angeben.' applies.
 */
export function toListingInput(values: ListingFormValues): z.input<typeof createListingSchema> {
  const ausbildung = values.isAusbildung;
  return {
    title: values.title,
    description: values.description,
    isAusbildung: ausbildung,
    sector: values.sector as CreateListingInput['sector'],
    type: ausbildung ? null : (text(values.type) as CreateListingInput['type']),
    duration: ausbildung ? null : (text(values.duration) as CreateListingInput['duration']),
    minDurationWeeks: ausbildung ? null : integer(values.minDurationWeeks),
    validFrom: text(values.validFrom),
    validTo: text(values.validTo),
    skills: values.skills,
    address: text(values.address),
    zip: text(values.zip),
    city: text(values.city),
    ausbildungStart: ausbildung ? (text(values.ausbildungStart) ?? undefined) : null,
    ausbildungDauer: ausbildung ? integer(values.ausbildungDauer) : null,
    ausbildungsAbschluss: ausbildung ? text(values.ausbildungsAbschluss) : null,
    vergütung1Jahr: ausbildung && values.vergütung1Jahr.trim() !== '' ? euroToCents(values.vergütung1Jahr) : null,
    übernahmeChance: ausbildung ? (text(values.übernahmeChance) as CreateListingInput['übernahmeChance']) : null,
    contactName: text(values.contactName),
    contactEmail: text(values.contactEmail),
    applicationUrl: withHttpScheme(values.applicationUrl),
    status: values.status as ListingStatus,
  };
}

/** The form's schema: the inputs, turned into the wire body, checked by the same schema as on the server. */
export const listingFormSchema = listingFormFields.transform(toListingInput).pipe(createListingSchema);

/** A new listing starts as a draft at the company's address and in its sector; an existing one as saved. */
export function toListingFormValues(listing: OwnListing | null, company: ListingCompany, kind: ListingKind): ListingFormValues {
  if (!listing) {
    return {
      isAusbildung: kind === 'ausbildung',
      title: '',
      description: '',
      sector: company.sector ?? SECTORS[0].key,
      type: '',
      duration: '',
      minDurationWeeks: '',
      validFrom: '',
      validTo: '',
      skills: [],
      address: company.address ?? '',
      zip: company.zip ?? '',
      city: company.city ?? '',
      ausbildungStart: '',
      ausbildungDauer: '',
      ausbildungsAbschluss: '',
      vergütung1Jahr: '',
      übernahmeChance: '',
      contactName: '',
      contactEmail: '',
      applicationUrl: '',
      status: 'entwurf',
    };
  }
  return {
    isAusbildung: listing.isAusbildung,
    title: listing.title,
    description: listing.description,
    sector: listing.sector.key,
    type: listing.isAusbildung ? '' : (listing.type?.key ?? ''),
    duration: listing.duration ?? '',
    minDurationWeeks: listing.minDurationWeeks === null ? '' : String(listing.minDurationWeeks),
    validFrom: listing.validFrom ?? '',
    validTo: listing.validTo ?? '',
    skills: listing.skills,
    address: listing.address ?? '',
    zip: listing.zip ?? '',
    city: listing.city ?? '',
    ausbildungStart: listing.ausbildungStart ?? '',
    ausbildungDauer: listing.ausbildungDauer === null ? '' : String(listing.ausbildungDauer),
    ausbildungsAbschluss: listing.ausbildungsAbschluss ?? '',
    vergütung1Jahr: centsToEuroInput(listing.vergütung1Jahr),
    übernahmeChance: listing.übernahmeChance ?? '',
    contactName: listing.contactName ?? '',
    contactEmail: listing.contactEmail ?? '',
    applicationUrl: listing.applicationUrl ?? '',
    status: listing.status,
  };
}

const lenientNumber = (value: string): number | null => {
  const parsed = Number(value.replace(',', '.'));
  return value.trim() === '' || Number.isNaN(parsed) ? null : parsed;
};

/** The search card as it will look, built the way the server builds it, from whatever the form holds right now. */
export function toPreviewCard(values: ListingFormValues, company: ListingCompany, id = 'vorschau'): ListingCard {
  const ausbildung = values.isAusbildung;
  const pay = lenientNumber(values.vergütung1Jahr);
  const now = new Date();
  return buildListingCard(
    {
      id,
      companyId: company.id,
      isAusbildung: ausbildung,
      status: values.status as ListingStatus,
      title: values.title.trim() || (ausbildung ? t('editor.listing.previewTitleAusbildung') : t('editor.listing.previewTitleInternship')),
      description: values.description,
      address: text(values.address),
      city: text(values.city),
      zip: text(values.zip),
      latitude: null,
      longitude: null,
      sectorKey: findSector(values.sector).key,
      typeKey: ausbildung ? 'ausbildung' : text(values.type),
      durationKey: ausbildung ? null : text(values.duration),
      minDurationWeeks: ausbildung ? null : lenientNumber(values.minDurationWeeks),
      validFrom: text(values.validFrom),
      validTo: text(values.validTo),
      skills: values.skills,
      ausbildungStart: ausbildung ? text(values.ausbildungStart) : null,
      ausbildungDauer: ausbildung ? lenientNumber(values.ausbildungDauer) : null,
      ausbildungsAbschluss: ausbildung ? text(values.ausbildungsAbschluss) : null,
      verguetung1Jahr: ausbildung && pay !== null ? Math.round(pay * 100) : null,
      uebernahmeChance: ausbildung ? text(values.übernahmeChance) : null,
      contactName: null,
      contactEmail: null,
      applicationUrl: null,
      version: 1,
      createdAt: now,
      updatedAt: now,
    },
    // The preview shows the card's content; the highlighted badge follows the package, not the form.
    { ...company, highlighted: false },
  );
}
