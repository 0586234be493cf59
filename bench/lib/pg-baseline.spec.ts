import { listingSearchParamsSchema } from '@praxisnah/contracts';
import type { CapturedSearch } from './meili-request';
import { baselineSpec } from './pg-baseline';

/** A search as the API sent it to Meilisearch: only the first query's q matters to the baseline's words. */
const captured = (typed: string, q: string): CapturedSearch => ({
  phases: [{ queries: [{ indexUid: 'bench_listings', q }] }],
  params: listingSearchParamsSchema.parse({ q: typed }),
  isAusbildung: true,
  center: null,
});

describe('baselineSpec', () => {
  it("searches a catalogue job by its group's names, which the rows hold instead of its token", () => {
    const spec = baselineSpec(captured('MFA', 'synmfa'));
    expect(Object.values(spec.names).flat()).toEqual(expect.arrayContaining(['Medizinische Fachangestellte']));
  });

  it('searches a workplace ("Bank") by its word and its jobs\' names: no row holds its token', () => {
    const spec = baselineSpec(captured('Bank', 'wpbank'));
    const [token, names] = Object.entries(spec.names)[0] ?? [];
    expect(token).toBe('wpbank');
    expect(names?.[0]).toBe('Bank');
    expect(names?.some((name) => /Bankkauf/.test(name))).toBe(true);
  });

  it('leaves a plain word as it is', () => {
    expect(baselineSpec(captured('Sonnenschein', 'sonnenschein')).names).toEqual({});
  });
});
