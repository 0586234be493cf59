import { z } from 'zod';
import { accountEmailSchema } from '../accounts/password.schema';
import { zipSchema } from '../listings/listing.schema';

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
    .max(max, { error: `${label} darf höchstens ${max} Zeichen haben.` })
    .transform((value) => value || null)
    .nullable()
    .optional();

/** "40000-47999": both ends five digits, the first not above the second. */
export const postcodeRangeSchema = z
  .string()
  .trim()
  .regex(/^\d{5}-\d{5}$/, { error: 'Ein PLZ-Bereich hat die Form 40000-47999.' })
  .refine((range) => range.slice(0, 5) <= range.slice(6), { error: 'Im PLZ-Bereich muss die erste Postleitzahl die kleinere sein.' });

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
  name: z.string().trim().min(2, { error: 'Der Name braucht mindestens 2 Zeichen.' }).max(80, { error: 'Der Name ist zu lang.' }),
  states: z.array(z.enum(BUNDESLAND_NAMES, { error: 'Unbekanntes Bundesland.' })).max(16),
  postcodeRanges: z.array(postcodeRangeSchema).max(50, { error: 'Höchstens 50 PLZ-Bereiche.' }),
};
const coversSomething = (area: { states?: readonly string[]; postcodeRanges?: readonly string[] }) =>
  area.states === undefined || area.postcodeRanges === undefined || area.states.length + area.postcodeRanges.length > 0;
const AREA_REQUIRED = { error: 'Eine Region braucht mindestens ein Bundesland oder einen PLZ-Bereich.', path: ['states'] };

/** An admin creates a region: its slug is fixed from then on (links to /region-settings/{slug} keep working). */
export const createRegionSchema = regionSettingsSchema
  .extend({
    ...regionAreaFields,
    slug: z
      .string()
      .trim()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'Der Kurzname besteht aus Kleinbuchstaben, Ziffern und Bindestrichen.' })
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
    .string({ error: 'Bitte geben Sie einen Grund an.' })
    .trim()
    .min(10, { error: 'Bitte begründen Sie die Maßnahme in mindestens 10 Zeichen; das Unternehmen erhält den Text per E-Mail.' })
    .max(1000, { error: 'Der Grund darf höchstens 1000 Zeichen haben.' }),
});
export type ModerationReasonInput = z.infer<typeof moderationReasonSchema>;

export const OPERATOR_VISIBILITY = ['alle', 'sichtbar', 'ausgeblendet'] as const;
export const operatorListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  visibility: z.enum(OPERATOR_VISIBILITY, { error: 'Filter muss alle, sichtbar oder ausgeblendet sein.' }).default('alle'),
  verified: z.enum(['alle', 'ja', 'nein'], { error: 'Filter muss alle, ja oder nein sein.' }).default('alle'),
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
  name: z.string({ error: 'Bitte geben Sie Ihren Namen an.' }).trim().min(2, { error: 'Bitte geben Sie Ihren Namen an.' }).max(120),
  email: accountEmailSchema,
  phone: optionalText(40, 'Die Telefonnummer'),
  region: z.string({ error: 'Bitte wählen Sie eine Region.' }).trim().min(1, { error: 'Bitte wählen Sie eine Region.' }).max(60),
  motivation: z
    .string({ error: 'Bitte beschreiben Sie kurz Ihre Erfahrung.' })
    .trim()
    .min(20, { error: 'Bitte beschreiben Sie Ihre Erfahrung in mindestens 20 Zeichen.' })
    .max(3000, { error: 'Höchstens 3000 Zeichen.' }),
});
export type RegionalManagerApplicationInput = z.infer<typeof regionalManagerApplicationSchema>;

export const applicationDecisionSchema = z.object({
  decision: z.enum(['angenommen', 'abgelehnt'], { error: 'Entscheidung muss angenommen oder abgelehnt sein.' }),
  message: z
    .string({ error: 'Bitte schreiben Sie eine kurze Nachricht an die Person.' })
    .trim()
    .min(10, { error: 'Die Nachricht braucht mindestens 10 Zeichen.' })
    .max(2000, { error: 'Die Nachricht darf höchstens 2000 Zeichen haben.' }),
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
