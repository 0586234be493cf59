import { eventFormSchema, toEventFormValues, type EventFormValues } from './event-form';

const form = (overrides: Partial<EventFormValues> = {}): EventFormValues => ({
  ...toEventFormValues(null, { address: 'Domstraße 10', zip: '50668', city: 'Köln' }),
  title: 'Ausbildungsmesse Köln',
  eventDate: '2026-09-12',
  startTime: '10:00',
  endTime: '16:00',
  location: 'Messehalle 3',
  ...overrides,
});

const WHOLE_NUMBER = 'Bitte eine ganze Zahl angeben.';
const schema = eventFormSchema(WHOLE_NUMBER);

const errorsOf = (values: EventFormValues) =>
  Object.fromEntries((schema.safeParse(values).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('event form', () => {
  it('sends the wire body: empty texts are null, places only with registration, links with their scheme', () => {
    const result = schema.safeParse(
      form({ sectorKeys: ['bau_handwerk'], highlightKeys: ['speed_dating'], maxParticipants: '80', eventUrl: 'messe.example/koeln' }),
    );
    expect(result.error).toBeUndefined();
    expect(result.data).toMatchObject({
      city: 'Köln',
      zip: '50668',
      exhibitorCount: 0,
      sectorKeys: ['bau_handwerk'],
      highlightKeys: ['speed_dating'],
      registrationRequired: false,
      maxParticipants: null,
      eventUrl: 'https://messe.example/koeln',
      imageUrl: null,
    });
  });

  it('mirrors the shared rules', () => {
    expect(errorsOf(form({ endTime: '09:00' }))).toEqual({ endTime: 'Das Ende muss nach dem Beginn liegen.' });
    expect(errorsOf(form({ location: '' }))).toEqual({ location: 'Bitte den Veranstaltungsort angeben.' });
    expect(errorsOf(form({ eventDate: '' }))).toEqual({ eventDate: 'Bitte ein Datum im Format JJJJ-MM-TT angeben.' });
  });

  it('says a count must be a whole number in the text it is given', () => {
    expect(errorsOf(form({ exhibitorCount: 'zwölf', maxParticipants: '1,5' }))).toEqual({
      exhibitorCount: WHOLE_NUMBER,
      maxParticipants: WHOLE_NUMBER,
    });
  });
});
