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

  it('says which related job the page shows when the job typed is offered nowhere', () => {
    const html = renderToStaticMarkup(
      createElement(SearchWidened, {
        interpretation: {
          widened: [],
          placeFromQuery: null,
          relatedJob: { typed: 'Zerspanungsmechaniker', searched: 'Fachkraft für Metalltechnik' },
        },
      }),
    );
    expect(html).toContain(
      'Für „Zerspanungsmechaniker“ gibt es keine Treffer. Ergebnisse für den verwandten Beruf „Fachkraft für Metalltechnik“:',
    );
  });

  it('says when the page shows related jobs below the few listings of the job typed', () => {
    const html = renderToStaticMarkup(
      createElement(SearchWidened, {
        interpretation: {
          widened: [],
          placeFromQuery: null,
          relatedJobsAdded: { typed: 'Krankenschwester', names: ['Pflegefachassistent', 'Heilerziehungspfleger'] },
        },
      }),
    );
    expect(html).toContain(
      'Nur wenige Treffer für „Krankenschwester“. Darunter findest du auch ähnliche Berufe: Pflegefachassistent, Heilerziehungspfleger.',
    );
  });

  it('says when the page shows each of several jobs that no listing is at once', () => {
    const html = renderToStaticMarkup(
      createElement(SearchWidened, { interpretation: { widened: [], placeFromQuery: null, eachJob: ['Koch', 'Friseur'] } }),
    );
    expect(html).toContain('Kein Angebot ist alles zugleich. Ergebnisse für jeden dieser Berufe: „Koch“, „Friseur“');
  });

  it('names what was typed about the searcher and left out of the search', () => {
    const html = renderToStaticMarkup(
      createElement(SearchWidened, { interpretation: { widened: [], placeFromQuery: null, aboutSearcher: ['ab 16', '1000 Euro'] } }),
    );
    expect(html).toContain('Ohne „ab 16“, „1000 Euro“ gesucht: Das sagt etwas über dich, nicht über das Angebot.');
  });

  it('shows nothing when the words were searched as typed', () => {
    expect(renderToStaticMarkup(createElement(SearchWidened, { interpretation: { widened: [], placeFromQuery: null } }))).toBe('');
  });
});
