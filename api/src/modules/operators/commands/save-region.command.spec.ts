import type { DataSource, EntityManager } from 'typeorm';
import type { CreateRegionInput, UpdateRegionInput } from '@praxisnah/contracts';
import type { AuthenticatedUser } from '../../auth/authenticated-user';
import type { AuditLogRepository } from '../audit-log.repository';
import type { RegionReassignment } from '../region-reassignment';
import type { RegionRepository } from '../region.repository';
import { SaveRegionCommand, SaveRegionHandler } from './save-region.command';

const NRW = 5;
const operator = (role: 'admin' | 'regional_manager', regionId: number | null): AuthenticatedUser => ({
  id: '6f1e2d3c-4b5a-4968-8776-5a4b3c2d1e0f',
  email: `${role}@demo.example`,
  role,
  companyId: null,
  regionId,
  sessionId: 'session',
});
const admin = operator('admin', null);

/** The handler over the stored region "nrw", with mocked regions, reassignment and audit log. */
function makeHandler() {
  const em = {} as EntityManager;
  const events: string[] = [];
  const dataSource = {
    transaction: jest.fn(async (work: (inner: EntityManager) => Promise<unknown>) => {
      const result = await work(em);
      events.push('commit');
      return result;
    }),
  } as unknown as DataSource;
  const regions = {
    findBySlug: jest.fn(async (slug: string) => (slug === 'nrw' ? { id: NRW, slug, name: 'Nordrhein-Westfalen' } : null)),
    lockBySlug: jest.fn(async () => NRW),
    create: jest.fn(async () => 12),
    update: jest.fn(async (_em: EntityManager, _id: number, changes: object) => Object.keys(changes)),
  };
  const reassignment = { run: jest.fn(async () => events.push('reassign')) };
  const audit = { record: jest.fn(async () => undefined) };
  const handler = new SaveRegionHandler(
    dataSource,
    regions as unknown as RegionRepository,
    reassignment as unknown as RegionReassignment,
    audit as unknown as AuditLogRepository,
  );
  const run = (input: CreateRegionInput | UpdateRegionInput, slug?: string, actor = admin) =>
    handler.execute(new SaveRegionCommand(actor, input, slug));
  return { run, em, events, regions, reassignment, audit };
}

describe('SaveRegionHandler', () => {
  it('re-assigns the rows only after the area change committed, outside its transaction', async () => {
    const { run, em, events, regions, audit } = makeHandler();
    await expect(run({ postcodeRanges: ['50000-53999'] }, 'nrw')).resolves.toBe('nrw');
    expect(regions.update).toHaveBeenCalledWith(em, NRW, { postcodeRanges: ['50000-53999'] });
    expect(events).toEqual(['commit', 'reassign']);
    expect(audit.record).toHaveBeenCalledWith(em, admin, expect.objectContaining({ action: 'region.updated', targetId: 'nrw' }));
  });

  it('leaves the rows alone when only the contact changes', async () => {
    const { run, reassignment } = makeHandler();
    await run({ contactName: 'Frau Berg' }, 'nrw', operator('regional_manager', NRW));
    expect(reassignment.run).not.toHaveBeenCalled();
  });

  it('refuses a manager of another region before writing anything', async () => {
    const { run, regions, reassignment } = makeHandler();
    await expect(run({ contactName: 'Herr Wolf' }, 'nrw', operator('regional_manager', 9))).rejects.toMatchObject({ status: 403 });
    expect(regions.update).not.toHaveBeenCalled();
    expect(reassignment.run).not.toHaveBeenCalled();
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
