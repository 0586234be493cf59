import type { RegionalManagerApplicationInput } from '@praxisnah/contracts';
import type { MailService } from '../../mail/mail.service';
import type { RegionRepository } from '../region.repository';
import type { RegionalManagerApplicationRepository } from '../regional-manager-application.repository';
import { SubmitApplicationCommand, SubmitApplicationHandler } from './submit-application.command';

const input: RegionalManagerApplicationInput = {
  name: 'Jana Vogt',
  email: 'jana.vogt@example.org',
  region: 'nrw',
  motivation: 'Ich kenne die Betriebe im Rheinland seit zwanzig Jahren.',
};

/** The handler with the region "nrw" stored, mocked applications and mail. */
function makeHandler() {
  const regions = { findBySlug: jest.fn(async (slug: string) => (slug === 'nrw' ? { id: 5, slug, name: 'Nordrhein-Westfalen' } : null)) };
  const applications = { hasOpen: jest.fn(async () => false), add: jest.fn(async () => undefined) };
  const mail = { dispatch: jest.fn() };
  const handler = new SubmitApplicationHandler(
    regions as unknown as RegionRepository,
    applications as unknown as RegionalManagerApplicationRepository,
    mail as unknown as MailService,
  );
  const run = (changes: Partial<RegionalManagerApplicationInput> = {}) =>
    handler.execute(new SubmitApplicationCommand({ ...input, ...changes }));
  return { run, applications, mail };
}

describe('SubmitApplicationHandler', () => {
  it('stores the application for the region and confirms it by mail', async () => {
    const { run, applications, mail } = makeHandler();
    await run();
    expect(applications.add).toHaveBeenCalledWith(input, 5);
    expect(mail.dispatch).toHaveBeenCalledWith(expect.objectContaining({ to: 'jana.vogt@example.org' }));
  });

  it('refuses a region that is not in the list with a German 400', async () => {
    const { run, applications } = makeHandler();
    await expect(run({ region: 'atlantis' })).rejects.toMatchObject({
      status: 400,
      response: { message: 'Bitte wählen Sie eine Region aus der Liste.' },
    });
    expect(applications.add).not.toHaveBeenCalled();
  });

  it('refuses a second open application from the same address', async () => {
    const { run, applications, mail } = makeHandler();
    applications.hasOpen.mockResolvedValue(true);
    await expect(run()).rejects.toMatchObject({ status: 409 });
    expect(applications.add).not.toHaveBeenCalled();
    expect(mail.dispatch).not.toHaveBeenCalled();
  });
});
