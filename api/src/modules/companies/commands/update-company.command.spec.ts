import type { DataSource, EntityManager } from 'typeorm';
import type { UpdateCompanyInput } from '@praxisnah/contracts';
import type { OutboxWriter } from '../../../shared/outbox/outbox-writer';
import type { CatalogService } from '../../catalog/catalog.service';
import type { Gazetteer } from '../../geo/gazetteer';
import { CompanyEntity } from '../company.entity';
import { CompanyRepository } from '../company.repository';
import { UpdateCompanyCommand, UpdateCompanyHandler } from './update-company.command';

const COMPANY = '9b0d8a3c-1e2f-4c5d-8e9f-a0b1c2d3e4f5';

/** The handler over one stored company, with its mocked transaction, catalogue, outbox and gazetteer. */
function makeHandler(stored: Partial<CompanyEntity> = {}) {
  const company = Object.assign(new CompanyEntity(), {
    id: COMPANY,
    name: 'Nordlicht Werkstatt GmbH',
    address: 'Hafenstraße 1',
    zip: '50667',
    city: 'Köln',
    latitude: 50.94,
    longitude: 6.96,
    sectorId: 3,
    description: 'Wir reparieren Boote.',
    version: 4,
    ...stored,
  });
  const manager = { save: jest.fn(async () => company) } as unknown as EntityManager;
  const dataSource = {
    transaction: jest.fn((work: (manager: EntityManager) => Promise<unknown>) => work(manager)),
  } as unknown as DataSource;
  const catalog = { sectorIdByKey: jest.fn(async () => 9) } as unknown as CatalogService;
  const outbox = { append: jest.fn(async () => 'event-id') };
  // The repository's own save (next version, the event in the same transaction) over the mocked manager and outbox.
  const companies = new CompanyRepository(outbox as unknown as OutboxWriter);
  const lockById = jest.spyOn(companies, 'lockById').mockResolvedValue(company);
  const gazetteer = { geocodeAddress: jest.fn(() => ({ latitude: 53.55, longitude: 9.99 })) };
  const handler = new UpdateCompanyHandler(dataSource, companies, gazetteer as unknown as Gazetteer, catalog);
  const run = (input: UpdateCompanyInput) => handler.execute(new UpdateCompanyCommand(COMPANY, input));
  return { run, company, manager, lockById, outbox, gazetteer };
}

describe('UpdateCompanyHandler', () => {
  it('geocodes a new address and reports the address part, at the next version', async () => {
    const { run, company, outbox, manager } = makeHandler();
    await run({ zip: '20095', city: 'Hamburg' });
    expect(company).toMatchObject({ latitude: 53.55, longitude: 9.99, version: 5 });
    expect(outbox.append).toHaveBeenCalledWith(manager, {
      type: 'company.profile-changed',
      aggregateId: COMPANY,
      aggregateVersion: 5,
      companyId: COMPANY,
      payload: { name: 'Nordlicht Werkstatt GmbH', changed: ['address'] },
    });
  });

  it('keeps a pin the user moved by hand instead of geocoding the address', async () => {
    const { run, company, gazetteer } = makeHandler();
    await run({ city: 'Köln-Deutz', latitude: 50.936, longitude: 6.975 });
    expect(gazetteer.geocodeAddress).not.toHaveBeenCalled();
    expect(company).toMatchObject({ latitude: 50.936, longitude: 6.975 });
  });

  it('writes nothing when the save changes nothing', async () => {
    const { run, manager, outbox } = makeHandler();
    await run({ description: 'Wir reparieren Boote.' });
    expect(manager.save).not.toHaveBeenCalled();
    expect(outbox.append).not.toHaveBeenCalled();
  });

  it('answers a company that is gone with a German 404', async () => {
    const { run, lockById } = makeHandler();
    lockById.mockResolvedValue(null);
    await expect(run({ name: 'Neu GmbH' })).rejects.toMatchObject({ status: 404, response: { message: 'Unternehmen nicht gefunden.' } });
  });
});
