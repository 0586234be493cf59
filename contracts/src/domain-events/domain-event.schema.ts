import { z } from 'zod';

/** Wire types of every domain event, past tense and versioned by the aggregate's version. */
export const DOMAIN_EVENT_TYPES = [
  'listing.created',
  'listing.updated',
  'listing.status-changed',
  'listing.deleted',
  'event.created',
  'event.updated',
  'event.deleted',
  'event.registrations-changed',
  'event.exhibitors-changed',
  'company.updated',
] as const;
export type DomainEventType = (typeof DOMAIN_EVENT_TYPES)[number];

export const AGGREGATE_TYPES = ['listing', 'event', 'company'] as const;
export type AggregateType = (typeof AGGREGATE_TYPES)[number];

export const domainEventSchema = z.object({
  eventId: z.uuid(),
  type: z.enum(DOMAIN_EVENT_TYPES),
  aggregateType: z.enum(AGGREGATE_TYPES),
  aggregateId: z.uuid(),
  aggregateVersion: z.number().int().min(0),
  companyId: z.uuid().nullable(),
  occurredAt: z.iso.datetime(),
  payload: z.record(z.string(), z.unknown()),
});
export type DomainEvent = z.infer<typeof domainEventSchema>;

/** One sample payload used by both api and workers tests, so both sides agree on the wire shape. */
export const SAMPLE_LISTING_CREATED: DomainEvent = {
  eventId: '6f1c2f6e-7a53-4a43-9c2b-1f1d6a0e9b01',
  type: 'listing.created',
  aggregateType: 'listing',
  aggregateId: '2a4e7f0c-4d2b-4a8e-9b55-0c7d5e3f1a22',
  aggregateVersion: 1,
  companyId: '9b0d8a3c-1e2f-4c5d-8e9f-a0b1c2d3e4f5',
  occurredAt: '2026-11-22T09:00:00.000Z',
  payload: { title: 'Praktikum Mechatronik (m/w/d)', status: 'aktiv', isAusbildung: false },
};
