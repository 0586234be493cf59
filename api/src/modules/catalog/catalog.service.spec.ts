import type { Catalogue, CatalogRepository } from './catalog.repository';
import { CatalogService } from './catalog.service';

/** A catalogue whose start-option table still holds the first 2025/2026 starts and one later start an operator added. */
function createService() {
  const catalogue: Catalogue = {
    sectors: [],
    internshipTypes: [],
    durations: [],
    highlights: [],
    startOptions: [
      { value: '2025-08', label: 'August 2025' },
      { value: '2026-09', label: 'September 2026' },
      { value: '2027-08', label: 'August 2027' },
      { value: '2029-03', label: 'März 2029' },
    ],
    takeoverChances: [],
    degrees: [],
  };
  return new CatalogService({ load: jest.fn(async () => catalogue) } as unknown as CatalogRepository);
}

describe('CatalogService.startOptions', () => {
  it('offers the next two Ausbildung years for today and later stored starts, never past ones', async () => {
    const options = await createService().startOptions(new Date(2026, 10, 26, 12));
    expect(options.map((option) => option.value)).toEqual(['2027-08', '2027-09', '2028-08', '2028-09', '2029-03']);
    expect(options[0]).toEqual({ value: '2027-08', label: 'August 2027' });
  });
});
