import type { AuthenticatedUser } from '../auth/authenticated-user';
import { operatorActor } from '../operators/commands/handler-fixtures';
import { EVENT_NOT_FOUND, type EventOrganiser, type EventRepository } from './event.repository';
import { NOT_THE_ORGANISER, NOT_YOUR_REGION, OrganiserAccess } from './organiser-access';

const EVENT = '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d';
const COMPANY = '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a98';

/** The access check over one event (or none) with a mocked event repository. */
function makeAccess(organiser: EventOrganiser | null) {
  const events = { findOrganiser: jest.fn(async () => organiser) };
  const access = new OrganiserAccess(events as unknown as EventRepository);
  return { assert: (user: AuthenticatedUser) => access.assert(user, EVENT), events };
}

const companyUser = (companyId: string): AuthenticatedUser => ({
  id: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a',
  email: 'firma@demo.example',
  role: 'company',
  companyId,
  regionId: null,
  sessionId: 'session',
});

describe('OrganiserAccess', () => {
  it('lets the owning company, its region’s manager and admins in', async () => {
    const { assert, events } = makeAccess({ companyId: COMPANY, regionId: 3 });
    await expect(assert(companyUser(COMPANY))).resolves.toBeUndefined();
    await expect(assert(operatorActor('regional_manager', 3))).resolves.toBeUndefined();
    await expect(assert(operatorActor('admin'))).resolves.toBeUndefined();
    expect(events.findOrganiser).toHaveBeenCalledWith(EVENT);
  });

  it('answers another company and another region’s manager with a German 403', async () => {
    const { assert } = makeAccess({ companyId: COMPANY, regionId: 3 });
    await expect(assert(companyUser('0f1e2d3c-4b5a-4c6d-8e7f-9a0b1c2d3e4f'))).rejects.toMatchObject({
      status: 403,
      response: { message: NOT_THE_ORGANISER },
    });
    await expect(assert(operatorActor('regional_manager', 4))).rejects.toMatchObject({
      status: 403,
      response: { message: NOT_YOUR_REGION },
    });
  });

  it('answers an event that is gone with a German 404, even for admins', async () => {
    const { assert } = makeAccess(null);
    await expect(assert(operatorActor('admin'))).rejects.toMatchObject({ status: 404, response: { message: EVENT_NOT_FOUND } });
  });
});
