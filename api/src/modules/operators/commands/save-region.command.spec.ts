import type { EntityManager } from 'typeorm';
import type { CreateRegionInput, UpdateRegionInput } from '@praxisnah/contracts';
import type { AuditLogRepository } from '../audit-log.repository';
import type { RegionReassignmentQueue } from '../region-reassignment-queue';
import type { RegionRepository } from '../region.repository';
import { operatorActor, transactionsOn } from './handler-fixtures';
import { SaveRegionCommand, SaveRegionHandler } from './save-region.command';

const NRW = 5;
const admin = operatorActor('admin');

/** The handler over the stored region "nrw", with mocked regions, re-assignment queue and audit log. */
function makeHandler() {
  const em = {} as EntityManager;
  const events: string[] = [];
  const regions = {
    findBySlug: jest.fn(async (slug: string) => (slug === 'nrw' ? { id: NRW, slug, name: 'Nordrhein-Westfalen' } : null)),
    lockBySlug: jest.fn(async () => NRW),
    create: jest.fn(async () => 12),
    update: jest.fn(async (_em: EntityManager, _id: number, changes: object) => Object.keys(changes)),
    requestReassignment: jest.fn(async () => events.push('mark waiting')),
  };
  const reassignment = { request: jest.fn(async () => events.push('enqueue')) };
  const audit = { record: jest.fn(async () => undefined) };
  const handler = new SaveRegionHandler(
    transactionsOn(em, () => events.push('commit')),
    regions as unknown as RegionRepository,
    reassignment as unknown as RegionReassignmentQueue,
    audit as unknown as AuditLogRepository,
  );
  const run = (input: CreateRegionInput | UpdateRegionInput, slug?: string, actor = admin) =>
    handler.execute(new SaveRegionCommand(actor, input, slug));
  return { run, em, events, regions, reassignment, audit };
}

describe('SaveRegionHandler', () => {
  it('marks the region waiting with the area change and enqueues the re-assignment only after the commit', async () => {
    const { run, em, events, regions, audit } = makeHandler();
    await expect(run({ postcodeRanges: ['50000-53999'] }, 'nrw')).resolves.toBe('nrw');
    expect(regions.update).toHaveBeenCalledWith(em, NRW, { postcodeRanges: ['50000-53999'] });
    expect(regions.requestReassignment).toHaveBeenCalledWith(em, NRW);
    expect(events).toEqual(['mark waiting', 'commit', 'enqueue']);
    expect(audit.record).toHaveBeenCalledWith(em, admin, expect.objectContaining({ action: 'region.updated', targetId: 'nrw' }));
  });

  it('leaves the rows alone when only the contact changes', async () => {
    const { run, regions, reassignment } = makeHandler();
    await run({ contactName: 'Frau Berg' }, 'nrw', operatorActor('regional_manager', NRW));
    expect(regions.requestReassignment).not.toHaveBeenCalled();
    expect(reassignment.request).not.toHaveBeenCalled();
  });

  it('refuses a manager of another region before writing anything', async () => {
    const { run, regions, reassignment } = makeHandler();
    await expect(run({ contactName: 'Herr Wolf' }, 'nrw', operatorActor('regional_manager', 9))).rejects.toMatchObject({ status: 403 });
    expect(regions.update).not.toHaveBeenCalled();
    expect(reassignment.request).not.toHaveBeenCalled();
  });

  it('answers a new region with a taken slug with a German 409', async () => {
    const { run, regions } = makeHandler();
    const input: CreateRegionInput = { slug: 'nrw', name: 'Noch einmal NRW', states: ['Nordrhein-Westfalen'], postcodeRanges: [] };
    await expect(run(input)).rejects.toMatchObject({
      status: 409,
      response: { message: 'Diesen Kurznamen hat schon eine andere Region.' },
    });
    expect(regions.create).not.toHaveBeenCalled();
  });
});
