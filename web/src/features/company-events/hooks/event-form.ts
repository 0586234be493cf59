import { createEventSchema, z, type CreateEventInput, type EventView } from '@praxisnah/contracts';
import { withHttpScheme } from '../../../lib/url';

/**
 * What the inputs hold: text as typed, the chosen sectors and highlights as keys. `wholeNumber` is the client's text
 * for a count that is not one; the caller passes it in, so this module stays free of the browser's message loading.
 */
const eventFormFields = (wholeNumber: string) =>
  z.object({
    title: z.string(),
    description: z.string(),
    imageUrl: z.string(),
    eventDate: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    location: z.string(),
    address: z.string(),
    zip: z.string(),
    city: z.string(),
    exhibitorCount: z.string().regex(/^\d*$/, { error: wholeNumber }),
    sectorKeys: z.array(z.string()),
    highlightKeys: z.array(z.string()),
    registrationRequired: z.boolean(),
    maxParticipants: z.string().regex(/^\d*$/, { error: wholeNumber }),
    registrationUrl: z.string(),
    eventUrl: z.string(),
  });
export type EventFormValues = z.input<ReturnType<typeof eventFormFields>>;

const text = (value: string): string | null => (value.trim() === '' ? null : value.trim());

export function toEventInput(values: EventFormValues): z.input<typeof createEventSchema> {
  return {
    title: values.title,
    description: values.description,
    imageUrl: text(values.imageUrl),
    eventDate: values.eventDate,
    startTime: text(values.startTime),
    endTime: text(values.endTime),
    location: values.location,
    address: text(values.address),
    zip: text(values.zip),
    city: values.city,
    exhibitorCount: values.exhibitorCount.trim() === '' ? 0 : Number(values.exhibitorCount),
    sectorKeys: values.sectorKeys as CreateEventInput['sectorKeys'],
    highlightKeys: values.highlightKeys,
    registrationRequired: values.registrationRequired,
    // The number of places only counts when visitors register.
    maxParticipants: values.registrationRequired && values.maxParticipants.trim() !== '' ? Number(values.maxParticipants) : null,
    registrationUrl: values.registrationRequired ? withHttpScheme(values.registrationUrl) : null,
    eventUrl: withHttpScheme(values.eventUrl),
  };
}

/** The event form's schema: the inputs as the wire body, checked by the shared createEventSchema. */
export const eventFormSchema = (wholeNumber: string) => eventFormFields(wholeNumber).transform(toEventInput).pipe(createEventSchema);

export function toEventFormValues(
  event: EventView | null,
  company: { address: string | null; zip: string | null; city: string | null },
): EventFormValues {
  return {
    title: event?.title ?? '',
    description: event?.description ?? '',
    imageUrl: event?.imageUrl ?? '',
    eventDate: event?.eventDate.slice(0, 10) ?? '',
    startTime: event?.startTime?.slice(0, 5) ?? '',
    endTime: event?.endTime?.slice(0, 5) ?? '',
    location: event?.location ?? '',
    address: event ? (event.address ?? '') : (company.address ?? ''),
    zip: event ? (event.zip ?? '') : (company.zip ?? ''),
    city: event ? event.city : (company.city ?? ''),
    exhibitorCount: event ? String(event.exhibitorCount) : '',
    sectorKeys: event?.sectorKeys ?? [],
    highlightKeys: event?.highlightKeys ?? [],
    registrationRequired: event?.registrationRequired ?? false,
    maxParticipants: event?.maxParticipants ? String(event.maxParticipants) : '',
    registrationUrl: event?.registrationUrl ?? '',
    eventUrl: event?.eventUrl ?? '',
  };
}
