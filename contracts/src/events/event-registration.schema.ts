import { z } from 'zod';
import { SECTOR_KEYS } from '../catalog/sectors';
import { validationText } from '../messages/validation-text';
import { CLASS_LEVELS } from './class-levels';

/** Largest school class one teacher can register at once. */
export const MAX_CLASS_SIZE = 60;

const nameSchema = z
  .string({ error: validationText('validation.event.nameRequired') })
  .trim()
  .min(2, { error: validationText('validation.event.nameRequired') })
  .max(120, { error: validationText('validation.account.contactNameTooLong') });
const emailSchema = z
  .string({ error: validationText('validation.event.emailInvalid') })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: validationText('validation.event.emailInvalid') }).max(254));
const privacySchema = z.literal(true, { error: validationText('validation.event.privacyRequired') });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: validationText('validation.common.maxChars', { max }) })
    .optional()
    .transform((value) => value || undefined);

/** A pupil (or anyone) registers for a fair: as little data as the organiser needs at the door. */
export const eventRegistrationSchema = z.object({
  kind: z.literal('person').default('person'),
  name: nameSchema,
  email: emailSchema,
  school: optionalText(120),
  classLevel: z.enum(CLASS_LEVELS, { error: validationText('validation.event.classLevelUnknown') }).optional(),
  interests: z
    .array(z.enum(SECTOR_KEYS, { error: validationText('validation.common.sectorUnknown') }))
    .max(12)
    .default([]),
  privacyAccepted: privacySchema,
});

/** A teacher registers a whole class; the class counts its pupils against the event's places. */
export const classRegistrationSchema = z.object({
  kind: z.literal('class'),
  name: nameSchema,
  email: emailSchema,
  school: z
    .string()
    .trim()
    .min(2, { error: validationText('validation.event.schoolRequired') })
    .max(120),
  classLevel: z.enum(CLASS_LEVELS, { error: validationText('validation.event.classLevelUnknown') }).optional(),
  pupilCount: z.coerce
    .number({ error: validationText('validation.event.pupilCountRequired') })
    .int({ error: validationText('validation.common.wholeNumber') })
    .min(1, { error: validationText('validation.event.pupilCountTooSmall') })
    .max(MAX_CLASS_SIZE, { error: validationText('validation.event.classSizeTooLarge', { max: MAX_CLASS_SIZE }) }),
  privacyAccepted: privacySchema,
});

export const registerForEventSchema = z.discriminatedUnion('kind', [eventRegistrationSchema, classRegistrationSchema]);
export type EventRegistrationInput = z.input<typeof eventRegistrationSchema>;
export type ClassRegistrationInput = z.input<typeof classRegistrationSchema>;
export type RegisterForEventInput = z.infer<typeof registerForEventSchema>;

export const REGISTRATION_STATUSES = ['registered', 'waiting', 'cancelled'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export const registrationResultSchema = z.object({
  registrationId: z.string(),
  status: z.enum(['registered', 'waiting']),
  /** 1 for the first on the waiting list; null when registered. */
  waitingPosition: z.number().nullable(),
  message: z.string(),
});
export type RegistrationResult = z.infer<typeof registrationResultSchema>;

export const cancelRegistrationSchema = z.object({
  token: z
    .string({ error: validationText('validation.event.linkInvalid') })
    .min(16, { error: validationText('validation.event.linkInvalid') })
    .max(200),
});
export type CancelRegistrationInput = z.infer<typeof cancelRegistrationSchema>;

export const cancelRegistrationResultSchema = z.object({
  eventTitle: z.string(),
  eventDate: z.string(),
  alreadyCancelled: z.boolean(),
  message: z.string(),
});
export type CancelRegistrationResult = z.infer<typeof cancelRegistrationResultSchema>;

/** One registration as the organiser sees it (never the cancel token). */
export const managedRegistrationSchema = z.object({
  id: z.string(),
  kind: z.enum(['person', 'class']),
  name: z.string(),
  email: z.string(),
  school: z.string().nullable(),
  classLevel: z.string().nullable(),
  interests: z.array(z.string()),
  seats: z.number(),
  status: z.enum(REGISTRATION_STATUSES),
  /** 1 for the first on the waiting list; null otherwise. */
  waitingPosition: z.number().nullable(),
  checkedInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ManagedRegistration = z.infer<typeof managedRegistrationSchema>;

export const eventManagementSchema = z.object({
  event: z.object({
    id: z.string(),
    title: z.string(),
    eventDate: z.string(),
    maxParticipants: z.number().nullable(),
    registrationCount: z.number(),
    registrationRequired: z.boolean(),
  }),
  registrations: z.array(managedRegistrationSchema),
});
export type EventManagement = z.infer<typeof eventManagementSchema>;

/** Check-in at the door: by tapping a registration in the list, or by the code the QR code carries. */
export const checkInSchema = z.union([
  z.object({ registrationId: z.uuid({ error: validationText('validation.event.checkInUnknown') }) }),
  z.object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .min(6, { error: validationText('validation.event.checkInCodeInvalid') })
      .max(64),
  }),
]);
export type CheckInInput = z.infer<typeof checkInSchema>;

export const checkInResultSchema = z.object({
  registration: managedRegistrationSchema,
  alreadyCheckedIn: z.boolean(),
  message: z.string(),
});
export type CheckInResult = z.infer<typeof checkInResultSchema>;

export const participantMessageSchema = z.object({
  subject: z
    .string()
    .trim()
    .min(3, { error: validationText('validation.common.subjectTooShort') })
    .max(120),
  message: z
    .string()
    .trim()
    .min(10, { error: validationText('validation.common.messageTooShort') })
    .max(5000),
});
export type ParticipantMessageInput = z.infer<typeof participantMessageSchema>;

/** One row of /event-participants: an organiser's event with its counts. */
export const eventParticipantsRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  eventDate: z.string(),
  city: z.string(),
  registrationRequired: z.boolean(),
  maxParticipants: z.number().nullable(),
  registrationCount: z.number(),
  waiting: z.number(),
  classes: z.number(),
  checkedIn: z.number(),
  exhibitorsAccepted: z.number(),
  exhibitorsPending: z.number(),
});
export type EventParticipantsRow = z.infer<typeof eventParticipantsRowSchema>;
