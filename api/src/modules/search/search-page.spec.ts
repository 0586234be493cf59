import { serializeSearchPage, type ListingSearchPage } from './search-page';

const body = (card: Record<string, unknown>) => Buffer.from(JSON.stringify(card).slice(0, -1));

describe('serializeSearchPage', () => {
  const head = { total: 2, page: 1, pageSize: 100, facets: { 'sector.key': { bau_handwerk: 2 } }, center: null };

  it('writes the JSON of the result, with a distance added to the cards that have one', () => {
    const page: ListingSearchPage = {
      ...head,
      items: [{ body: body({ id: 'a', title: 'Straßenbau' }), distanceKm: 3.4 }, { body: body({ id: 'b', title: 'Tischlerei' }) }],
    };
    expect(JSON.parse(serializeSearchPage(page).toString('utf8'))).toEqual({
      ...head,
      items: [
        { id: 'a', title: 'Straßenbau', distanceKm: 3.4 },
        { id: 'b', title: 'Tischlerei' },
      ],
    });
  });

  it('writes the cards of related jobs beside the page’s own', () => {
    const page: ListingSearchPage = {
      ...head,
      items: [{ body: body({ id: 'a', title: 'Pflegefachkraft' }) }],
      relatedItems: [{ body: body({ id: 'b', title: 'Pflegefachassistent' }), distanceKm: 7 }, { body: body({ id: 'c', title: 'HEP' }) }],
    };
    expect(JSON.parse(serializeSearchPage(page).toString('utf8'))).toEqual({
      ...head,
      items: [{ id: 'a', title: 'Pflegefachkraft' }],
      relatedItems: [
        { id: 'b', title: 'Pflegefachassistent', distanceKm: 7 },
        { id: 'c', title: 'HEP' },
      ],
    });
  });

  it('writes an empty page and whatever else an endpoint adds', () => {
    const page: ListingSearchPage<{ aiEnhancements: { extractedFilters: { location: string } } }> = {
      ...head,
      total: 0,
      items: [],
      aiEnhancements: { extractedFilters: { location: 'Köln' } },
    };
    expect(JSON.parse(serializeSearchPage(page).toString('utf8'))).toEqual({
      ...head,
      total: 0,
      items: [],
      aiEnhancements: { extractedFilters: { location: 'Köln' } },
    });
  });
});
