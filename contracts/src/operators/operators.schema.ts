import { z } from 'zod';
import { accountEmailSchema } from '../accounts/password.schema';
import { zipSchema } from '../listings/listing.schema';
import { validationText } from '../messages/validation-text';

/** The Bundesländer as the offline geodata names them; a region's area may list any of them. */
export const BUNDESLAND_NAMES = [
  'Baden-Württemberg',
  'Bayern',
  'Berlin',
  'Brandenburg',
  'Bremen',
  'Hamburg',
  'Hessen',
  'Mecklenburg-Vorpommern',
  'Niedersachsen',
  'Nordrhein-Westfalen',
  'Rheinland-Pfalz',
  'Saarland',
  'Sachsen',
  'Sachsen-Anhalt',
  'Schleswig-Holstein',
  'Thüringen',
] as const;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { error: validationText('validation.common.labelTooLong', { label, max }) })
    .transform((value) => value || null)
    .nullable()
    .optional();

/** "40000-47999": both ends five digits, the first not above the second. */
export const postcodeRangeSchema = z
  .string()
  .trim()
  .regex(/^\d{5}-\d{5}$/, { error: validationText('validation.operator.postcodeRangeFormat') })
  .refine((range) => range.slice(0, 5) <= range.slice(6), { error: validationText('validation.operator.postcodeRangeOrder') });

/** What a regional manager may change of their own region: contact and home page texts. */
export const regionSettingsSchema = z.object({
  contactName: optionalText(120, 'Die Ansprechperson'),
  contactEmail: z
    .union([z.literal(''), accountEmailSchema])
    .transform((value) => value || null)
    .nullable()
    .optional(),
  contactPhone: optionalText(40, 'Die Telefonnummer'),
  address: optionalText(160, 'Die Anschrift'),
  zip: z
    .union([z.literal(''), zipSchema])
    .transform((value) => value || null)
    .nullable()
    .optional(),
  city: optionalText(80, 'Der Ort'),
  homeTitle: optionalText(120, 'Die Überschrift'),
  homeIntro: optionalText(2000, 'Der Einleitungstext'),
});
export type RegionSettingsInput = z.infer<typeof regionSettingsSchema>;

const regionAreaFields = {
  name: z
    .string()
    .trim()
    .min(2, { error: validationText('validation.operator.nameTooShort') })
    .max(80, { error: validationText('validation.operator.nameTooLong') }),
  states: z.array(z.enum(BUNDESLAND_NAMES, { error: validationText('validation.operator.stateUnknown') })).max(16),
  postcodeRanges: z.array(postcodeRangeSchema).max(50, { error: validationText('validation.operator.postcodeRangesTooMany') }),
};
const coversSomething = (area: { states?: readonly string[]; postcodeRanges?: readonly string[] }) =>
  area.states === undefined || area.postcodeRanges === undefined || area.states.length + area.postcodeRanges.length > 0;
const AREA_REQUIRED = { error: validationText('validation.operator.areaRequired'), path: ['states'] };

/** An admin creates a region: its slug is fixed from then on (links to /region-settings/{slug} keep working). */
export const createRegionSchema = regionSettingsSchema
  .extend({
    ...regionAreaFields,
    slug: z
      .string()
      .trim()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: validationText('validation.operator.slugFormat') })
      .max(60),
  })
  .refine(coversSomething, AREA_REQUIRED);
export type CreateRegionInput = z.infer<typeof createRegionSchema>;

/** An admin changes a region: everything but the slug. */
export const updateRegionSchema = regionSettingsSchema
  .extend({ ...regionAreaFields })
  .partial()
  .refine(coversSomething, AREA_REQUIRED);
export type UpdateRegionInput = z.infer<typeof updateRegionSchema>;

export const regionViewSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  states: z.array(z.string()),
  postcodeRanges: z.array(z.string()),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  address: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  homeTitle: z.string().nullable(),
  homeIntro: z.string().nullable(),
  companyCount: z.number(),
  managers: z.array(z.string()),
  /**
   * After an area change the workers put companies, listings and events into their regions again: `running` until
   * they did, then `finished` with the time; null when the area never changed.
   */
  reassignment: z
    .object({ status: z.enum(['running', 'finished']), requestedAt: z.iso.datetime(), finishedAt: z.iso.datetime().nullable() })
    .nullable(),
});
export type RegionView = z.infer<typeof regionViewSchema>;

/** Public list for the application form. */
export const regionOptionSchema = z.object({ slug: z.string(), name: z.string() });
export type RegionOption = z.infer<typeof regionOptionSchema>;

export const moderationReasonSchema = z.object({
  reason: z
    .string({ error: validationText('validation.operator.reasonRequired') })
    .trim()
    .min(10, { error: validationText('validation.operator.reasonTooShort') })
    .max(1000, { error: validationText('validation.operator.reasonTooLong') }),
});
export type ModerationReasonInput = z.infer<typeof moderationReasonSchema>;

export const OPERATOR_VISIBILITY = ['alle', 'sichtbar', 'ausgeblendet'] as const;
export const operatorListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  visibility: z.enum(OPERATOR_VISIBILITY, { error: validationText('validation.operator.visibilityUnknown') }).default('alle'),
  verified: z.enum(['alle', 'ja', 'nein'], { error: validationText('validation.operator.verifiedUnknown') }).default('alle'),
  /** Admins only: narrow to one region. */
  region: z.string().trim().max(60).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type OperatorListQuery = z.infer<typeof operatorListQuerySchema>;
export const OPERATOR_PAGE_SIZE = 25;

const moderationState = {
  regionSlug: z.string().nullable(),
  regionName: z.string().nullable(),
  hiddenAt: z.string().nullable(),
  hiddenReason: z.string().nullable(),
};
export const operatorCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  city: z.string().nullable(),
  zip: z.string().nullable(),
  verified: z.boolean(),
  suspendedAt: z.string().nullable(),
  suspendedReason: z.string().nullable(),
  regionSlug: z.string().nullable(),
  regionName: z.string().nullable(),
  listingCount: z.number(),
  createdAt: z.string(),
});
export const operatorListingSchema = z.object({
  id: z.string(),
  title: z.string(),
  isAusbildung: z.boolean(),
  status: z.string(),
  city: z.string().nullable(),
  company: z.object({ id: z.string(), name: z.string(), suspended: z.boolean() }),
  ...moderationState,
});
export const operatorEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  eventDate: z.string(),
  city: z.string(),
  company: z.object({ id: z.string(), name: z.string(), suspended: z.boolean() }).nullable(),
  ...moderationState,
});
export type OperatorCompany = z.infer<typeof operatorCompanySchema>;
export type OperatorListing = z.infer<typeof operatorListingSchema>;
export type OperatorEvent = z.infer<typeof operatorEventSchema>;
export interface OperatorPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const AUDIT_ACTIONS = {
  'company.verified': 'Unternehmen verifiziert',
  'company.unverified': 'Verifizierung entzogen',
  'company.suspended': 'Unternehmen gesperrt',
  'company.reactivated': 'Unternehmen reaktiviert',
  'listing.hidden': 'Angebot ausgeblendet',
  'listing.unhidden': 'Angebot wieder sichtbar',
  'event.hidden': 'Event ausgeblendet',
  'event.unhidden': 'Event wieder sichtbar',
  'event.created': 'Event für die Region angelegt',
  'region.created': 'Region angelegt',
  'region.updated': 'Region geändert',
  'application.approved': 'Bewerbung angenommen',
  'application.declined': 'Bewerbung abgelehnt',
  'admin.created': 'Admin angelegt',
  'message.overridden': 'Text geändert',
  'message.reset': 'Text auf Standard zurückgesetzt',
  'option.added': 'Ausbildungsoption hinzugefügt',
  'option.changed': 'Ausbildungsoption geändert',
  'option.removed': 'Ausbildungsoption entfernt',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const auditEntrySchema = z.object({
  id: z.number(),
  occurredAt: z.string(),
  actorEmail: z.string(),
  actorRole: z.string(),
  action: z.string(),
  actionLabel: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  targetLabel: z.string(),
  regionName: z.string().nullable(),
  reason: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** /apply/regional-manager. */
export const regionalManagerApplicationSchema = z.object({
  name: z
    .string({ error: validationText('validation.operator.applicantNameRequired') })
    .trim()
    .min(2, { error: validationText('validation.operator.applicantNameRequired') })
    .max(120),
  email: accountEmailSchema,
  phone: optionalText(40, 'Die Telefonnummer'),
  region: z
    .string({ error: validationText('validation.operator.regionRequired') })
    .trim()
    .min(1, { error: validationText('validation.operator.regionRequired') })
    .max(60),
  motivation: z
    .string({ error: validationText('validation.operator.motivationRequired') })
    .trim()
    .min(20, { error: validationText('validation.operator.motivationTooShort') })
    .max(3000, { error: validationText('validation.common.maxChars', { max: 3000 }) }),
});
export type RegionalManagerApplicationInput = z.infer<typeof regionalManagerApplicationSchema>;

export const applicationDecisionSchema = z.object({
  decision: z.enum(['angenommen', 'abgelehnt'], { error: validationText('validation.operator.decisionUnknown') }),
  message: z
    .string({ error: validationText('validation.operator.decisionMessageRequired') })
    .trim()
    .min(10, { error: validationText('validation.common.messageTooShort') })
    .max(2000, { error: validationText('validation.operator.decisionMessageTooLong') }),
});
export type ApplicationDecisionInput = z.infer<typeof applicationDecisionSchema>;

export const applicationViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  regionSlug: z.string(),
  regionName: z.string(),
  motivation: z.string(),
  status: z.enum(['offen', 'angenommen', 'abgelehnt']),
  decisionMessage: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ApplicationView = z.infer<typeof applicationViewSchema>;

export const createAdminSchema = z.object({ email: accountEmailSchema });
export type CreateAdminInput = z.infer<typeof createAdminSchema>;

/** /test-admin (not in production): the throw-away admin it signs in as. */
export const TEST_ADMIN_EMAIL = 'test-admin@demo.example';
export interface TestAdminInfo {
  email: string;
}
