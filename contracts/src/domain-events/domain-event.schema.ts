import { z } from 'zod';

export const AGGREGATE_TYPES = ['listing', 'event', 'company'] as const;
export type AggregateType = (typeof AGGREGATE_TYPES)[number];

/**
 * The parts of a company that other documents may show, as a profile change names them. `address` covers street,
 * zip, city and the pin; `profile` the texts no other document shows (description, website, phone, contact e-mail);
 * `visibility` whether visitors may see the company at all (e-mail verified, not suspended).
 */
export const COMPANY_PARTS = ['name', 'address', 'sector', 'logo', 'featuredImage', 'verified', 'profile', 'visibility'] as const;
export type CompanyPart = (typeof COMPANY_PARTS)[number];

const listingState = z.object({ title: z.string(), status: z.string(), isAusbildung: z.boolean() });
const eventState = z.object({ title: z.string(), eventDate: z.string() });

/**
 * One payload schema per wire type; names say what happened. Versioned by the aggregate's version; version 0 means
 * "nothing of the aggregate changed, re-read it" (a recount), which is never stale.
 */
export const DOMAIN_EVENT_PAYLOADS = {
  'listing.created': listingState,
  'listing.updated': listingState,
  'listing.status-changed': listingState,
  /** The nightly expiry: the listing's end date passed, so it left the search. */
  'listing.expired': listingState,
  'listing.deleted': z.object({ title: z.string() }),
  /** A moderator hid the listing for breaking the rules, or showed it again. */
  'listing.moderated': z.object({ title: z.string(), hidden: z.boolean() }),
  'event.created': eventState,
  'event.updated': eventState,
  'event.deleted': z.object({ title: z.string() }),
  /** A moderator hid the event for breaking the rules, or showed it again. */
  'event.moderated': z.object({ title: z.string(), hidden: z.boolean() }),
  /** Sign-ups, cancellations or a waiting list moving up changed the event's free places. */
  'event.registrations-changed': z.object({ registrationCount: z.number().int().min(0), maxParticipants: z.number().int().nullable() }),
  /** An organiser admitted or withdrew an exhibitor. */
  'event.exhibitors-changed': z.object({ exhibitorCount: z.number().int().min(0) }),
  'company.registered': z.object({ name: z.string() }),
  'company.profile-changed': z.object({ name: z.string(), changed: z.array(z.enum(COMPANY_PARTS)).min(1) }),
  'company.image-changed': z.object({ name: z.string(), image: z.enum(['logo', 'featuredImage']), url: z.string().nullable() }),
  /** Its first account proved its e-mail address: the company becomes public. */
  'company.email-verified': z.object({ name: z.string() }),
  /** An operator confirmed (or withdrew) the company's verified badge. */
  'company.verification-changed': z.object({ name: z.string(), verified: z.boolean() }),
  'company.suspended': z.object({ name: z.string() }),
  'company.reactivated': z.object({ name: z.string() }),
  /** The package in force changed (booked, downgraded, unpaid past its grace, paid again): its listings show it. */
  'company.package-changed': z.object({ packageKey: z.string(), highlighted: z.boolean() }),
  /** A company's event date passed: its upcoming-event count changed with no write to announce it. */
  'company.event-passed': z.object({ eventDate: z.string() }),
} as const satisfies Record<string, z.ZodType<Record<string, unknown>>>;

export type DomainEventType = keyof typeof DOMAIN_EVENT_PAYLOADS;
export const DOMAIN_EVENT_TYPES = Object.keys(DOMAIN_EVENT_PAYLOADS) as DomainEventType[];
export type DomainEventPayload<T extends DomainEventType> = z.infer<(typeof DOMAIN_EVENT_PAYLOADS)[T]>;

/** Which aggregate each wire type belongs to, so a writer cannot file a listing event under a company. */
export function aggregateTypeOf(type: DomainEventType): AggregateType {
  return type.slice(0, type.indexOf('.')) as AggregateType;
}

const envelope = {
  eventId: z.uuid(),
  aggregateId: z.uuid(),
  aggregateVersion: z.number().int().min(0),
  companyId: z.uuid().nullable(),
  occurredAt: z.iso.datetime(),
};

function eventSchemaOf<T extends DomainEventType>(type: T) {
  return z.object({
    ...envelope,
    type: z.literal(type),
    aggregateType: z.literal(aggregateTypeOf(type)),
    payload: DOMAIN_EVENT_PAYLOADS[type],
  });
}

type EventSchemas = { [T in DomainEventType]: ReturnType<typeof eventSchemaOf<T>> };
const EVENT_SCHEMAS = Object.fromEntries(DOMAIN_EVENT_TYPES.map((type) => [type, eventSchemaOf(type)])) as EventSchemas;

export const domainEventSchema = z.discriminatedUnion(
  'type',
  Object.values(EVENT_SCHEMAS) as unknown as [EventSchemas[DomainEventType], ...EventSchemas[DomainEventType][]],
);
export type DomainEvent = z.infer<typeof domainEventSchema>;

/** One sample payload used by both api and workers tests, so both sides agree on the wire shape. */
export const SAMPLE_LISTING_CREATED = {
  eventId: '6f1c2f6e-7a53-4a43-9c2b-1f1d6a0e9b01',
  type: 'listing.created',
  aggregateType: 'listing',
  aggregateId: '2a4e7f0c-4d2b-4a8e-9b55-0c7d5e3f1a22',
  aggregateVersion: 1,
  companyId: '9b0d8a3c-1e2f-4c5d-8e9f-a0b1c2d3e4f5',
  occurredAt: '2026-11-22T09:00:00.000Z',
  payload: { title: 'Praktikum Mechatronik (m/w/d)', status: 'aktiv', isAusbildung: false },
} as const satisfies DomainEvent;

/** A company that renamed itself and moved: its listings and events show both, so they are rebuilt too. */
export const SAMPLE_COMPANY_PROFILE_CHANGED = {
  eventId: '0d3c1b7a-5e2f-4a9b-8c6d-7e8f9a0b1c2d',
  type: 'company.profile-changed',
  aggregateType: 'company',
  aggregateId: '9b0d8a3c-1e2f-4c5d-8e9f-a0b1c2d3e4f5',
  aggregateVersion: 4,
  companyId: '9b0d8a3c-1e2f-4c5d-8e9f-a0b1c2d3e4f5',
  occurredAt: '2026-11-22T09:05:00.000Z',
  payload: { name: 'Nordlicht Werkstatt GmbH', changed: ['name', 'address'] },
} as const satisfies DomainEvent;
