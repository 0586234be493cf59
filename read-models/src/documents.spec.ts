import type { ListingCompanyRecord, ListingRecord } from '@praxisnah/contracts';
import { groupToken } from './analysis/german-analyzer';
import { toListingDetail, toListingDocument } from './documents';

const company = { id: 'c1', name: 'Praxis Dr. Berger', slug: 'praxis-berger', city: 'Köln', zip: '50667' } as ListingCompanyRecord;
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
