import { germanValidationMessage } from '../common/german-errors';
import { eventListParamsSchema, listingSearchParamsSchema } from './search-params.schema';

describe('listingSearchParamsSchema', () => {
  it('drops empty, null and "all" filters and applies the defaults', () => {
    expect(listingSearchParamsSchema.parse({ q: '', sector: 'all', type: 'null', location: '' })).toEqual({
      sort: 'relevance',
      page: 1,
      pageSize: 100,
    });
  });

  it('reads comma lists, trimmed', () => {
    const parsed = listingSearchParamsSchema.parse({ keywords: ' Löten, Team ,', sector: 'it_kommunikation, bau_handwerk' });
    expect(parsed.keywords).toEqual(['Löten', 'Team']);
    expect(parsed.sector).toEqual(['it_kommunikation', 'bau_handwerk']);
  });

  it.each([
    [{ radius: '-5' }, 'radius'],
    [{ page: '0' }, 'page'],
    [{ pageSize: '1000' }, 'pageSize'],
    [{ sort: 'x' }, 'sort'],
    [{ dateFrom: '2026-05-02', dateTo: '2026-05-01' }, 'dateTo'],
    [{ sector: 'raumfahrt' }, 'sector'],
    [{ lat: '50' }, 'lat'],
    [{ location: 'Köln (20000 km Umkreis)' }, 'location'],
    [{ location: 'Köln (0 km Umkreis)' }, 'location'],
  ])('rejects %j naming the field in German', (query, field) => {
    const result = listingSearchParamsSchema.safeParse(query);
    expect(result.success).toBe(false);
    if (!result.success) expect(germanValidationMessage(result.error)).toContain(`„${field}“`);
  });
});

describe('eventListParamsSchema', () => {
  it('takes the same place as the listing search and a limit of at most 500', () => {
    expect(eventListParamsSchema.parse({ location: 'Köln (10 km Umkreis)', limit: '20' })).toEqual({
      location: 'Köln (10 km Umkreis)',
      limit: 20,
    });
    expect(eventListParamsSchema.safeParse({ location: 'Köln (5000 km Umkreis)' }).success).toBe(false);
    expect(eventListParamsSchema.safeParse({ lon: '7' }).success).toBe(false);
    expect(eventListParamsSchema.safeParse({ limit: '501' }).success).toBe(false);
  });
});
