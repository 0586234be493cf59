import type { ListingCompanyRecord, ListingRecord } from '@praxisnah/contracts';
import { groupToken } from './analysis/german-analyzer';
import { toListingDetail, toListingDocument } from './documents';

const company = { id: 'c1', name: 'Praxis Dr. Berger', slug: 'praxis-berger', city: 'Köln', zip: '50667' } as ListingCompanyRecord;
const zipStates = { listing: null, company: 'Nordrhein-Westfalen' };
const listingDocument = (title: string, description: string) =>
  toListingDocument(
    {
      id: 'l1',
      title,
      description,
      sectorKey: 'gesundheit_soziales',
      typeKey: null,
      skills: ['Empathie'],
      createdAt: new Date(0),
    } as ListingRecord,
    company,
    zipStates,
  );

describe('the search fields of a listing document', () => {
  const description = 'Am Empfang arbeitest du eng mit unseren Medizinischen Fachangestellten zusammen.';

  it('indexes a job named only in the description as its group in descriptionGroupTerms, not in the title fields', () => {
    const document = listingDocument('Praktikum in unserer Praxis (m/w/d)', description);
    expect(document.descriptionGroupTerms).toEqual([groupToken('mfa')]);
    expect([...document.titleTerms, ...document.searchTerms, ...document.descriptionTerms]).not.toContain(groupToken('mfa'));
    expect(toListingDetail(document)).not.toHaveProperty('descriptionGroupTerms');
  });

  it('keeps the skills apart from the type, which a search reads as what the listing is', () => {
    const document = toListingDocument(
      {
        id: 'l2',
        title: 'Praktikum Filialmanagement (m/w/d)',
        description: 'Du lernst den Alltag einer Filiale kennen.',
        sectorKey: 'handel_vertrieb',
        typeKey: 'schuelerpraktikum',
        skills: ['Social Media'],
        createdAt: new Date(0),
      } as ListingRecord,
      company,
      zipStates,
    );
    expect(document.skillTerms).toEqual(expect.arrayContaining(['social', 'media']));
    expect(document.searchTerms).not.toContain('social');
    expect(document.searchTerms).toContain(groupToken('schuelerpraktikum'));
  });

  it('leaves out a group the title already carries, which ranks there', () => {
    const document = listingDocument('Ausbildung zur Medizinischen Fachangestellten (m/w/d)', description);
    expect(document.titleTerms).toContain(groupToken('mfa'));
    expect(document.descriptionGroupTerms).toEqual([]);
  });
});

describe('the Land of a listing document', () => {
  const listing = {
    id: 'l3',
    title: 'Ausbildung Koch (m/w/d)',
    description: '',
    sectorKey: 'gastronomie',
    skills: [],
    createdAt: new Date(0),
  };

  it("is its company's where the listing names no place of its own", () => {
    const document = toListingDocument(listing as unknown as ListingRecord, company, zipStates);
    expect(document.state).toBe('Nordrhein-Westfalen');
    expect(toListingDetail(document)).not.toHaveProperty('state');
  });

  it("is that of the listing's own postcode where it names one", () => {
    const own = { ...listing, city: 'München', zip: '80331' } as unknown as ListingRecord;
    expect(toListingDocument(own, company, { listing: 'Bayern', company: 'Nordrhein-Westfalen' }).state).toBe('Bayern');
  });
});
