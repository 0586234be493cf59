import { z } from 'zod';
import { cancelRegistrationSchema } from './event-registration.schema';
import { exhibitorCompanySchema } from './exhibitor.schema';
import { validationText } from '../messages/validation-text';

/** A talk with an exhibitor lasts ten minutes; slots start on the ten-minute grid, so two series never overlap. */
export const TALK_MINUTES = 10;
/** More than a fair day of back-to-back talks in one series is a typo. */
export const MAX_TALK_SLOTS_PER_SERIES = 60;

const slotTime = (label: string) =>
  z
    .string({ error: validationText('validation.event.talkTimeRequired', { label }) })
    .regex(/^([01]\d|2[0-3]):[0-5]0$/, { error: validationText('validation.event.talkTimeFormat', { label }) });

/** Minutes since midnight of an `HH:MM` time. */
export const minutesOfDay = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** An exhibitor opens a series of 10-minute slots between two times on the event day. */
export const talkSlotSeriesSchema = z
  .object({ from: slotTime('Anfangszeit'), to: slotTime('Endzeit') })
  .refine((series) => minutesOfDay(series.to) - minutesOfDay(series.from) >= TALK_MINUTES, {
    error: validationText('validation.event.talkEndTooEarly'),
    path: ['to'],
  })
  .refine((series) => (minutesOfDay(series.to) - minutesOfDay(series.from)) / TALK_MINUTES <= MAX_TALK_SLOTS_PER_SERIES, {
    error: validationText('validation.event.talkSlotsTooMany', { max: MAX_TALK_SLOTS_PER_SERIES }),
    path: ['to'],
  });
export type TalkSlotSeries = z.infer<typeof talkSlotSeriesSchema>;

/** One of the exhibitor's own slots, with who booked it. */
export const exhibitorTalkSlotSchema = z.object({
  id: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  booking: z.object({ id: z.string(), name: z.string(), school: z.string().nullable() }).nullable(),
});
export type ExhibitorTalkSlot = z.infer<typeof exhibitorTalkSlotSchema>;

/** The visitor's token from the mail travels in the body, never in a logged URL. */
export const talkVisitorSchema = cancelRegistrationSchema;
export type TalkVisitorInput = z.infer<typeof talkVisitorSchema>;

export const bookTalkSchema = talkVisitorSchema.extend({ slotId: z.uuid({ error: validationText('validation.event.talkNotFound') }) });
export type BookTalkInput = z.infer<typeof bookTalkSchema>;

/** A booked talk as the visitor sees it. */
export const visitorTalkBookingSchema = z.object({
  id: z.string(),
  slotId: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  company: exhibitorCompanySchema,
});
export type VisitorTalkBooking = z.infer<typeof visitorTalkBookingSchema>;

/** What the visitor's booking page shows: only free slots of other visitors' exhibitors, and the own bookings. */
export const visitorTalksSchema = z.object({
  visitorName: z.string(),
  event: z.object({ id: z.string(), title: z.string(), eventDate: z.string() }),
  exhibitors: z.array(
    z.object({
      exhibitorId: z.string(),
      company: exhibitorCompanySchema,
      freeSlots: z.array(z.object({ id: z.string(), startTime: z.string(), endTime: z.string() })),
    }),
  ),
  bookings: z.array(visitorTalkBookingSchema),
});
export type VisitorTalks = z.infer<typeof visitorTalksSchema>;

/** Every booked talk of an event, for the organiser. */
export const managedTalkBookingSchema = z.object({
  id: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  company: exhibitorCompanySchema,
  visitor: z.object({ name: z.string(), email: z.string() }),
  createdAt: z.string(),
});
export type ManagedTalkBooking = z.infer<typeof managedTalkBookingSchema>;
