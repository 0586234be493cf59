import {
  analyticsRecordSchema,
  CONTROL_CHARACTERS_MESSAGE,
  createShortLinkSchema,
  germanValidationMessage,
  listingSearchParamsSchema,
  registerCompanySchema,
  smartSearchRequestSchema,
  updateCompanySchema,
  updateEventSchema,
  updateListingSchema,
  z,
} from '../index';

/** Each text field the probe found reaching PostgreSQL with a NUL, and one partial input that holds it. */
const FIELDS: [string, z.ZodType, Record<string, unknown>][] = [
  ['listing title', updateListingSchema, { title: 'Praktikum\u0000 Tischler' }],
  ['listing city', updateListingSchema, { city: 'Köln\u0000' }],
  ['listing skill', updateListingSchema, { skills: ['Team\u0007fähig'] }],
  ['event title', updateEventSchema, { title: 'Messe\u0000' }],
  ['event location', updateEventSchema, { location: 'Halle\u0000 3' }],
  ['event city', updateEventSchema, { city: 'Bonn\u001b' }],
  ['event image', updateEventSchema, { imageUrl: 'https://bild.example/\u0000.png' }],
  ['company description', updateCompanySchema, { description: 'Wir\u0000' }],
  ['company phone', updateCompanySchema, { phone: '0221\u0000' }],
  ['search text', listingSearchParamsSchema, { q: 'Tischler\u0000' }],
  ['smart search', smartSearchRequestSchema, { query: 'Praktikum\u0000 Köln' }],
];

describe('text fields', () => {
  it.each(FIELDS)('refuses a control character in the %s with a German sentence', (_name, schema, input) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    expect(germanValidationMessage(result.error!)).toContain(CONTROL_CHARACTERS_MESSAGE);
  });

  it('keeps line breaks and tabs, which descriptions need', () => {
    expect(updateCompanySchema.safeParse({ description: 'Wir bilden aus.\r\n\tSeit 1990.' }).success).toBe(true);
  });

  it('refuses it in a sign-up, a short link and analytics data', () => {
    const signUp = registerCompanySchema.safeParse({ companyName: 'Firma\u0000 GmbH' });
    expect(signUp.error?.issues.some((issue) => issue.message === CONTROL_CHARACTERS_MESSAGE)).toBe(true);
    const link = createShortLinkSchema.safeParse({ entityType: 'company', entityId: 'a\u0000', longUrl: 'https://praxisnah.de/x' });
    expect(link.error?.issues[0]?.message).toBe(CONTROL_CHARACTERS_MESSAGE);
    for (const record of [
      { eventType: 'page_view', eventData: { page: '/search\u0000' } },
      { eventType: 'share', eventData: { kind: 'internship', id: 'a\u0000' } },
    ]) {
      expect(analyticsRecordSchema.safeParse(record).error?.issues[0]?.message).toBe(CONTROL_CHARACTERS_MESSAGE);
    }
  });
});

describe('event image address', () => {
  it('accepts https and the platform own /objects/ paths only', () => {
    const valid = (imageUrl: string) => updateEventSchema.safeParse({ imageUrl }).success;
    expect(valid('https://bilder.example/messe.jpg')).toBe(true);
    expect(valid('/objects/companies/abc/logo.png')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'http://bilder.example/messe.jpg',
      'data:image/png;base64,AAAA',
      '/objects/../x',
      '//evil.example/x',
    ]) {
      expect(valid(bad)).toBe(false);
    }
  });
});

describe('search area', () => {
  it('refuses coordinates outside Germany in German, such as the South Pole', () => {
    const southPole = listingSearchParamsSchema.safeParse({ lat: '-90', lon: '0', radius: '1000', sort: 'distance' });
    expect(southPole.success).toBe(false);
    expect(germanValidationMessage(southPole.error!)).toContain('nur in Deutschland');
    expect(listingSearchParamsSchema.safeParse({ lat: '50.94', lon: '6.96', radius: '25', sort: 'distance' }).success).toBe(true);
  });
});
