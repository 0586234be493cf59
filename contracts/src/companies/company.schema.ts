import { z } from 'zod';
import { text, webUrl } from '../common/text';
import { SECTOR_KEYS } from '../catalog/sectors';
import { GERMANY_BOUNDS } from '../geo/germany-bounds';
import { zipSchema } from '../listings/listing.schema';
import { validationText } from '../messages/validation-text';

export const updateCompanySchema = z
  .object({
    name: text()
      .trim()
      .min(2, { error: validationText('validation.account.companyNameTooShort') })
      .max(160),
    description: text().trim().max(5000).nullable(),
    sector: z.enum(SECTOR_KEYS, { error: validationText('validation.common.sectorUnknown') }),
    address: text().trim().max(200).nullable(),
    zip: zipSchema.nullable(),
    city: text().trim().max(100).nullable(),
    latitude: z.number().min(GERMANY_BOUNDS.minLatitude).max(GERMANY_BOUNDS.maxLatitude).nullable(),
    longitude: z.number().min(GERMANY_BOUNDS.minLongitude).max(GERMANY_BOUNDS.maxLongitude).nullable(),
    website: webUrl({ protocol: /^https?$/ }).nullable(),
    phone: text().trim().max(40).nullable(),
    contactEmail: z.email().nullable(),
  })
  .partial();
export type UpdateCompanyInput = z.infer<typeof updateCompanySchema>;

/** A company as the map, the directory and the public profile read it (product.md section 3). */
export const companySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  address: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  /** The Land its postcode lies in ("Bayern"), for a place filter naming a whole Land; null without a known postcode. */
  state: z.string().nullable(),
  sector: z.object({ key: z.string(), label: z.string() }).nullable(),
  sectorId: z.number().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  logoUrl: z.string().nullable(),
  featuredImageUrl: z.string().nullable(),
  images: z.array(z.string()),
  verified: z.boolean(),
  website: z.string().nullable(),
  internshipCount: z.number(),
  eventCount: z.number(),
  activeInternshipCount: z.number(),
  activeAusbildungCount: z.number(),
  upcomingEventCount: z.number(),
});
export type CompanyView = z.infer<typeof companySchema>;

/** GET /api/company: the signed-in company's own profile, read from PostgreSQL so an edit shows at once. */
export const ownCompanyProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  /** Sector key. */
  sector: z.string().nullable(),
  address: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  logoUrl: z.string().nullable(),
  featuredImageUrl: z.string().nullable(),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  contactEmail: z.string().nullable(),
  verified: z.boolean(),
  /** Chosen at sign-up on /pricing; null for companies that predate self sign-up. */
  package: z.string().nullable(),
  contactName: z.string().nullable(),
});
export type OwnCompanyProfile = z.infer<typeof ownCompanyProfileSchema>;
