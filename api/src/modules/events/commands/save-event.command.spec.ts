import { HttpException, HttpStatus } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { OutboxWriter } from '../../../shared/outbox/outbox-writer';
import type { PackageLimits } from '../../billing/package-limits';
import type { CatalogService } from '../../catalog/catalog.service';
import type { Gazetteer } from '../../geo/gazetteer';
import { transactionsOn } from '../../operators/commands/handler-fixtures';
import { EventEntity } from '../event.entity';
import { EventRepository } from '../event.repository';
import { SaveEventCommand, SaveEventHandler } from './save-event.command';

const COMPANY = '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a98';
const EVENT = '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d';

/** The handler over one stored event of the company, with its mocked transaction, catalogue, outbox and gazetteer. */
function makeHandler() {
  const event = Object.assign(new EventEntity(), {
    id: EVENT,
    companyId: COMPANY,
    title: 'Ausbildungstag',
    eventDate: '2027-03-12',
    city: 'Köln',
    zip: '50667',
    version: 2,
  });
  const manager = { save: jest.fn(async () => event), query: jest.fn(async () => []) } as unknown as EntityManager;
  const outbox = { append: jest.fn(async () => 'event-id') };
  // The repository's own save (next version, links, the event in the same transaction) over the mocked manager and outbox.
  const events = new EventRepository({} as never, outbox as unknown as OutboxWriter);
  jest.spyOn(events, 'lockOwned').mockResolvedValue(event);
  const catalog = { sectorIdByKey: jest.fn(async (key: string) => (key === 'bau_handwerk' ? 4 : undefined)) };
  const gazetteer = { geocodeAddress: jest.fn(() => ({ latitude: 53.55, longitude: 9.99 })) };
  const packageLimits = { assertEventFits: jest.fn(async () => undefined) };
  const handler = new SaveEventHandler(
    transactionsOn(manager),
    gazetteer as unknown as Gazetteer,
    events,
    catalog as unknown as CatalogService,
    packageLimits as unknown as PackageLimits,
  );
  const update = (input: SaveEventCommand['input']) => handler.execute(new SaveEventCommand(COMPANY, input, EVENT));
  const create = (input: SaveEventCommand['input']) => handler.execute(new SaveEventCommand(COMPANY, input));
  return { update, create, event, manager, outbox, packageLimits };
}

describe('SaveEventHandler', () => {
  it('saves a change at the next version with its sectors and an event.updated record', async () => {
    const { update, event, manager, outbox } = makeHandler();
    await expect(update({ title: 'Tag der Ausbildung', city: 'Hamburg', sectorKeys: ['bau_handwerk'] })).resolves.toBe(EVENT);
    expect(event).toMatchObject({ title: 'Tag der Ausbildung', latitude: 53.55, longitude: 9.99, version: 3 });
    expect(manager.save).toHaveBeenCalledWith(EventEntity, event);
    expect(manager.query).toHaveBeenCalledWith('DELETE FROM event_sectors WHERE event_id = $1', [EVENT]);
    // No highlight keys in the change: the highlights stay.
    expect(manager.query).not.toHaveBeenCalledWith('DELETE FROM event_event_highlights WHERE event_id = $1', [EVENT]);
    expect(outbox.append).toHaveBeenCalledWith(manager, {
      type: 'event.updated',
      aggregateId: EVENT,
      aggregateVersion: 3,
      companyId: COMPANY,
      payload: { title: 'Tag der Ausbildung', eventDate: '2027-03-12' },
    });
  });

  it('checks a new event against the package first and saves nothing when its events are used up', async () => {
    const { create, manager, outbox, packageLimits } = makeHandler();
    packageLimits.assertEventFits.mockRejectedValue(new HttpException({ code: 'package_limit' }, HttpStatus.PAYMENT_REQUIRED));
    const input = { title: 'Ausbildungstag', eventDate: '2027-03-12', city: 'Köln' } as SaveEventCommand['input'];
    await expect(create(input)).rejects.toMatchObject({ status: 402 });
    expect(packageLimits.assertEventFits).toHaveBeenCalledWith(manager, COMPANY);
    expect(manager.save).not.toHaveBeenCalled();
    expect(outbox.append).not.toHaveBeenCalled();
  });

  it('answers a sector the stored catalogue lacks with a German 400 and writes nothing', async () => {
    const { update, manager, outbox } = makeHandler();
    await expect(update({ sectorKeys: ['energie_umwelt'] })).rejects.toMatchObject({
      status: 400,
      response: { message: 'Unbekannte Branche.' },
    });
    expect(manager.save).not.toHaveBeenCalled();
    expect(outbox.append).not.toHaveBeenCalled();
  });
});
