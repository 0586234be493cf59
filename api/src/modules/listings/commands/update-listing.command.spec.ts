import { HttpException, HttpStatus } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import type { UpdateListingInput } from '@praxisnah/contracts';
import type { OutboxWriter } from '../../../shared/outbox/outbox-writer';
import type { PackageLimits } from '../../billing/package-limits';
import type { CatalogService } from '../../catalog/catalog.service';
import type { Gazetteer } from '../../geo/gazetteer';
import { ListingEntity } from '../listing.entity';
import { ListingRepository } from '../listing.repository';
import { UpdateListingCommand, UpdateListingHandler } from './update-listing.command';

const COMPANY = '9b0d8a3c-1e2f-4c5d-8e9f-a0b1c2d3e4f5';
const LISTING = '2a4e7f0c-4d2b-4a8e-9b55-0c7d5e3f1a22';

/** The handler over one stored listing of the company, with its mocked repository, outbox and gazetteer. */
function makeHandler(stored: Partial<ListingEntity> = {}) {
  const listing = Object.assign(new ListingEntity(), {
    id: LISTING,
    companyId: COMPANY,
    title: 'Praktikum Mechatronik (m/w/d)',
    status: 'aktiv',
    isAusbildung: false,
    zip: '50667',
    city: 'Köln',
    latitude: 50.94,
    longitude: 6.96,
    validFrom: null,
    validTo: null,
    version: 3,
    ...stored,
  });
  const manager = { save: jest.fn(async () => listing), query: jest.fn(async () => []) } as unknown as EntityManager;
  const dataSource = {
    transaction: jest.fn((work: (manager: EntityManager) => Promise<unknown>) => work(manager)),
  } as unknown as DataSource;
  const catalog = { sectorIdByKey: jest.fn(async () => 7) } as unknown as CatalogService;
  const outbox = { append: jest.fn(async () => 'event-id') };
  // The listing fits its package (the check itself is PackageLimits'); a refusal would stop the save.
  const packageLimits = { assertListingFits: jest.fn(async () => undefined) };
  // The repository's own save (package check, the event in the same transaction) over the mocked manager and outbox.
  const listings = new ListingRepository(dataSource, outbox as unknown as OutboxWriter, packageLimits as unknown as PackageLimits);
  jest.spyOn(listings, 'lockOwned').mockResolvedValue(listing);
  const gazetteer = { geocodeAddress: jest.fn(() => ({ latitude: 48.14, longitude: 11.58 })) };
  const handler = new UpdateListingHandler(dataSource, gazetteer as unknown as Gazetteer, listings, catalog);
  const run = (input: UpdateListingInput) => handler.execute(new UpdateListingCommand(COMPANY, LISTING, input));
  return { run, listing, manager, listings, catalog, outbox, gazetteer, packageLimits };
}

describe('UpdateListingHandler', () => {
  it('saves the change with the next version and a listing.updated record in the same transaction', async () => {
    const { run, listing, manager, listings, outbox, gazetteer, packageLimits } = makeHandler();
    await run({ title: 'Praktikum Mechatronik im Werk (m/w/d)' });
    expect(listings.lockOwned).toHaveBeenCalledWith(manager, COMPANY, LISTING);
    expect(packageLimits.assertListingFits).toHaveBeenCalledWith(manager, COMPANY, LISTING);
    expect(listing).toMatchObject({ title: 'Praktikum Mechatronik im Werk (m/w/d)', version: 4, latitude: 50.94 });
    expect(gazetteer.geocodeAddress).not.toHaveBeenCalled();
    expect(outbox.append).toHaveBeenCalledWith(manager, {
      type: 'listing.updated',
      aggregateId: LISTING,
      aggregateVersion: 4,
      companyId: COMPANY,
      payload: { title: 'Praktikum Mechatronik im Werk (m/w/d)', status: 'aktiv', isAusbildung: false },
    });
  });

  it('moves the listing to its new address', async () => {
    const { run, listing, gazetteer } = makeHandler();
    await run({ zip: '80331', city: 'München' });
    expect(gazetteer.geocodeAddress).toHaveBeenCalledWith(listing);
    expect(listing).toMatchObject({ latitude: 48.14, longitude: 11.58 });
  });

  it('refuses an end date before the start date in German and writes nothing', async () => {
    const { run, manager, outbox } = makeHandler({ validFrom: '2027-03-01' });
    await expect(run({ validTo: '2027-02-01' })).rejects.toMatchObject({
      response: { message: 'Ungültiger Wert für „validTo“: Das Enddatum darf nicht vor dem Startdatum liegen.' },
    });
    expect(manager.save).not.toHaveBeenCalled();
    expect(outbox.append).not.toHaveBeenCalled();
  });

  it('saves nothing when the package has no free place for the listing', async () => {
    const { run, manager, outbox, packageLimits } = makeHandler({ status: 'pausiert' });
    packageLimits.assertListingFits.mockRejectedValue(new HttpException({ code: 'package_limit' }, HttpStatus.PAYMENT_REQUIRED));
    await expect(run({ status: 'aktiv' })).rejects.toMatchObject({ status: 402 });
    expect(manager.save).not.toHaveBeenCalled();
    expect(outbox.append).not.toHaveBeenCalled();
  });

  it('refuses a sector the catalogue does not hold before it opens a transaction', async () => {
    const { run, listings, catalog } = makeHandler();
    jest.mocked(catalog.sectorIdByKey).mockResolvedValue(undefined);
    await expect(run({ sector: 'handel_vertrieb' })).rejects.toMatchObject({ response: { message: 'Unbekannte Branche.' } });
    expect(listings.lockOwned).not.toHaveBeenCalled();
  });
});
