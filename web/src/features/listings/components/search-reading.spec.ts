import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SearchWidened } from './search-reading';

jest.mock('@/config/env', () => ({ env: { apiOrigin: '', isDevelopment: false } }));

describe('SearchWidened', () => {
  it('says which word the page shows when all the words together found nothing, then the other names searched', () => {
    const html = renderToStaticMarkup(
      createElement(SearchWidened, {
        interpretation: {
          widened: [{ typed: 'Lackierer', alsoSearched: ['Fahrzeuglackierer'] }],
          placeFromQuery: null,
          fewerWords: { typed: 'Maler und Lackierer', searched: 'Lackierer' },
        },
      }),
    );
    expect(html).toContain('Für „Maler und Lackierer“ gibt es keine Treffer. Ergebnisse für „Lackierer“:');
    expect(html.indexOf('keine Treffer')).toBeLessThan(html.indexOf('Ergebnisse für Lackierer, Fahrzeuglackierer'));
  });

  it('says when the place typed found nothing nearby and the page shows a wider circle', () => {
    const html = renderToStaticMarkup(
      createElement(SearchWidened, {
        interpretation: {
          widened: [],
          placeFromQuery: { location: 'Berlin', radius: 50, words: 'Bürokaufmann' },
          radiusWidened: { from: 25, to: 50 },
        },
      }),
    );
    expect(html).toContain('Im Umkreis von 25 km gibt es keine Treffer. Ergebnisse im Umkreis von 50 km:');
  });

  it('shows nothing when the words were searched as typed', () => {
    expect(renderToStaticMarkup(createElement(SearchWidened, { interpretation: { widened: [], placeFromQuery: null } }))).toBe('');
  });
});
