import { SAMPLE_COMPANY_PROFILE_CHANGED, SAMPLE_LISTING_CREATED, type CompanyPart, type DomainEvent } from '@praxisnah/contracts';
import { changesOf, DEPENDENCIES, documentsToRebuild } from './dependencies';

const companyEvent = (changed: CompanyPart[]): DomainEvent => ({
  ...SAMPLE_COMPANY_PROFILE_CHANGED,
  payload: { name: 'Nordlicht Werkstatt GmbH', changed },
});
const rebuilt = (event: DomainEvent) => documentsToRebuild(changesOf(event)).map(({ index, scope }) => `${index}:${scope}`);

describe('which change rebuilds which documents', () => {
  it('a listing change rebuilds the listing and its company (counts)', () => {
    expect(rebuilt(SAMPLE_LISTING_CREATED)).toEqual(['listings:itself', 'companies:its-company']);
  });

  it('a company rename rebuilds the company, all its listings and all its events (they show the name)', () => {
    expect(rebuilt(companyEvent(['name']))).toEqual(['companies:itself', 'listings:company-listings', 'events:company-events']);
  });

  it('a move rebuilds the company and its listings (place and geo cells), not its events (they have their own place)', () => {
    expect(rebuilt(companyEvent(['address']))).toEqual(['companies:itself', 'listings:company-listings']);
  });

  it('rename and move together rebuild each document once', () => {
    expect(rebuilt(companyEvent(['name', 'address']))).toEqual(['companies:itself', 'listings:company-listings', 'events:company-events']);
  });

  it.each(['sector', 'logo', 'verified', 'profile'] as const)('a %s change rebuilds the company document alone', (part) => {
    expect(rebuilt(companyEvent([part]))).toEqual(['companies:itself']);
  });

  it('a new logo arrives as an image change and rebuilds the company document alone', () => {
    const event: DomainEvent = {
      ...SAMPLE_COMPANY_PROFILE_CHANGED,
      type: 'company.image-changed',
      payload: { name: 'X', image: 'logo', url: '/u.png' },
    };
    expect(changesOf(event)).toEqual(['company.logo']);
  });

  it.each(['company.suspended', 'company.reactivated', 'company.email-verified'] as const)(
    'a company that is %s appears or disappears with all its listings and events',
    (type) => {
      const event: DomainEvent = { ...SAMPLE_COMPANY_PROFILE_CHANGED, type, payload: { name: 'Nordlicht Werkstatt GmbH' } };
      expect(rebuilt(event)).toEqual(['companies:itself', 'listings:company-listings', 'events:company-events']);
    },
  );

  it('another package in force rebuilds all its listings (highlighted placement), nothing else', () => {
    const event: DomainEvent = {
      ...SAMPLE_COMPANY_PROFILE_CHANGED,
      type: 'company.package-changed',
      aggregateVersion: 0,
      payload: { packageKey: 'premium', highlighted: true },
    };
    expect(changesOf(event)).toEqual(['company.package']);
    expect(rebuilt(event)).toEqual(['listings:company-listings']);
  });

  it('a catalogue label is shown everywhere; a region nowhere', () => {
    expect(DEPENDENCIES['catalogue.label'].map((rebuild) => rebuild.index).sort()).toEqual(['companies', 'events', 'listings']);
    expect(DEPENDENCIES.region).toEqual([]);
  });
});
