import { listingFormSchema, toListingFormValues, toPreviewCard, type ListingCompany, type ListingFormValues } from './listing-form';

// The messages module reads Vite's build-time environment; the defaults need none of it.
jest.mock('@/config/env', () => ({ env: { apiOrigin: '', isDevelopment: false } }));

const company: ListingCompany = {
  id: 'c1',
  name: 'Bäckerei Groß',
  slug: 'baeckerei-gross',
  sector: 'bau_handwerk',
  address: 'Venloer Straße 12',
  zip: '50823',
  city: 'Köln',
  latitude: 50.95,
  longitude: 6.92,
};

const ausbildung = (overrides: Partial<ListingFormValues> = {}): ListingFormValues => ({
  ...toListingFormValues(null, company, 'ausbildung'),
  title: 'Ausbildung Bäcker (m/w/d)',
  description: 'Du lernst bei uns alles rund um Brot, Brötchen und Torten – mit Herz und Hand.',
  ausbildungStart: '2026-08',
  ausbildungDauer: '36',
  vergütung1Jahr: '950,50',
  übernahmeChance: 'gut',
  ...overrides,
});

const errorsOf = (values: ListingFormValues) =>
  Object.fromEntries((listingFormSchema.safeParse(values).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('listing form', () => {
  it('starts a new listing as a draft at the company address and in its sector', () => {
    const values = toListingFormValues(null, company, 'internship');
    expect(values).toMatchObject({ isAusbildung: false, status: 'entwurf', sector: 'bau_handwerk', zip: '50823', city: 'Köln' });
  });

  it('sends an Ausbildung place in wire terms: euros become cents, internship facts are cleared', () => {
    const result = listingFormSchema.safeParse(
      ausbildung({ type: 'pflichtpraktikum', duration: '2_wochen', applicationUrl: 'firma.de/jobs' }),
    );
    expect(result.error).toBeUndefined();
    expect(result.data).toMatchObject({
      isAusbildung: true,
      vergütung1Jahr: 95050,
      ausbildungDauer: 36,
      ausbildungStart: '2026-08',
      übernahmeChance: 'gut',
      type: null,
      duration: null,
      applicationUrl: 'https://firma.de/jobs',
      status: 'entwurf',
    });
  });

  it('mirrors the shared rules with their German messages', () => {
    expect(errorsOf(ausbildung({ ausbildungStart: '' }))).toEqual({ ausbildungStart: 'Bitte den Ausbildungsbeginn angeben.' });
    expect(errorsOf(ausbildung({ title: 'Ab', description: 'kurz' }))).toEqual({
      title: 'Der Titel braucht mindestens 3 Zeichen.',
      description: 'Die Beschreibung braucht mindestens 20 Zeichen.',
    });
    expect(errorsOf(ausbildung({ ausbildungDauer: '3' }))).toEqual({ ausbildungDauer: 'Eine Ausbildung dauert mindestens 6 Monate.' });
    expect(errorsOf(ausbildung({ validFrom: '2026-05-01', validTo: '2026-04-01' }))).toEqual({
      validTo: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
    });
    expect(errorsOf(ausbildung({ zip: '123' }))).toEqual({ zip: 'Die Postleitzahl hat fünf Ziffern.' });
    expect(errorsOf(ausbildung({ vergütung1Jahr: 'viel' }))).toEqual({
      vergütung1Jahr: 'Bitte einen Betrag in Euro angeben, z. B. 950 oder 950,50.',
    });
  });

  it('round-trips a saved listing', () => {
    const saved = listingFormSchema.parse(ausbildung());
    const card = toPreviewCard(ausbildung(), company);
    const values = toListingFormValues(
      {
        ...card,
        contactName: null,
        contactEmail: null,
        applicationUrl: null,
        status: 'aktiv',
        updatedAt: card.createdAt,
        views: 3,
        favourites: 1,
      },
      company,
      'internship',
    );
    expect(values).toMatchObject({ isAusbildung: true, vergütung1Jahr: '950,50', ausbildungDauer: '36', status: 'aktiv' });
    expect(saved.vergütung1Jahr).toBe(95050);
  });

  it('previews the card the way the search shows it', () => {
    const card = toPreviewCard(ausbildung({ title: '' }), company);
    expect(card).toMatchObject({
      title: 'Titel Ihres Ausbildungsplatzes',
      isAusbildung: true,
      vergütung1Jahr: 95050,
      company: { name: 'Bäckerei Groß' },
      sector: { key: 'bau_handwerk', label: 'Bau & Handwerk' },
      locationName: 'Titel Ihres Ausbildungsplatzes – Köln',
    });
  });
});
