import { CompanyEntity } from './company.entity';
import { changedCompanyParts } from './company-parts';

const company = (fields: Partial<CompanyEntity> = {}) =>
  Object.assign(new CompanyEntity(), {
    name: 'Demo Werkstatt GmbH',
    city: 'Köln',
    zip: '50667',
    latitude: 50.94,
    longitude: 6.96,
    ...fields,
  });

describe('changedCompanyParts', () => {
  it('reports a rename and a move as name and address', () => {
    const after = company({ name: 'Nordlicht Werkstatt GmbH', city: 'Hamburg', zip: '20095', latitude: 53.55, longitude: 10.0 });
    expect(changedCompanyParts(company(), after)).toEqual(['name', 'address']);
  });

  it('reports a moved pin alone as an address change', () => {
    expect(changedCompanyParts(company(), company({ latitude: 50.95 }))).toEqual(['address']);
  });

  it('reports nothing when a save changed nothing', () => {
    expect(changedCompanyParts(company(), company())).toEqual([]);
  });
});
