import { loadMessageOverrides } from '@/lib/load-message-overrides';
import { getSectors } from './get-sectors';

// The client's build-time environment is Vite's; here the API is the mocked fetch below.
jest.mock('@/config/env', () => ({ env: { apiOrigin: '', isDevelopment: false } }));

const fromApi = [
  { id: 1, key: 'it_kommunikation', label: 'IT &amp; Kommunikation', icon: 'laptop', color: '#2563eb', gradient: '', emoji: '' },
];

function serve(overrides: Record<string, string>) {
  jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input) => Response.json(String(input).endsWith('/api/messages') ? { overrides } : fromApi));
}

describe('the sectors the search filter, home search and forms offer', () => {
  afterEach(async () => {
    serve({});
    await loadMessageOverrides();
    jest.restoreAllMocks();
  });

  it('carry an admin override of the sector label, and the decoded label without one', async () => {
    serve({});
    await loadMessageOverrides();
    expect((await getSectors()).map((sector) => sector.label)).toEqual(['IT & Kommunikation']);

    serve({ 'label.sector.it_kommunikation': 'Informatik und Medien' });
    await loadMessageOverrides();
    expect((await getSectors()).map((sector) => sector.label)).toEqual(['Informatik und Medien']);
  });
});
