import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { EMPTY_FILTERS } from '../hooks/search-filters';
import { SearchDurationFromQuery, SearchWidened } from './search-reading';

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

describe('SearchDurationFromQuery', () => {
  const filters = { ...EMPTY_FILTERS, q: 'Praktikum 6 Monate Köln' };
  const interpretation = {
    widened: [],
    placeFromQuery: { location: 'Köln', words: 'Praktikum' },
    durationFromQuery: { duration: 'halb_ganzjaehrig' as const, typed: '6 Monate', words: 'Praktikum Köln' },
  };

  it('says which length of stay the words set as the filter, naming what was typed when it reads otherwise', () => {
    const html = renderToStaticMarkup(createElement(SearchDurationFromQuery, { filters, interpretation, onChange: () => undefined }));
    expect(html).toContain('Gefiltert nach der Dauer „Halbjährlich/Ganzjährig“ aus deiner Suche („6 Monate“).');
    expect(html).toContain('Alle Dauern zeigen');
    const same = { ...interpretation, durationFromQuery: { duration: '2_wochen' as const, typed: '2 Wochen', words: 'Praktikum' } };
    expect(
      renderToStaticMarkup(createElement(SearchDurationFromQuery, { filters, interpretation: same, onChange: () => undefined })),
    ).toContain('Gefiltert nach der Dauer „2 Wochen“ aus deiner Suche.');
  });

  it('"Alle Dauern zeigen" searches the words without the length of stay, the place kept among them', () => {
    const onChange = jest.fn();
    // The note's button leaves the filter through onLeave (FilterReadFromWords).
    const note = SearchDurationFromQuery({ filters, interpretation, onChange }) as ReactElement<{ onLeave: () => void }>;
    note.props.onLeave();
    expect(onChange).toHaveBeenCalledWith({ ...filters, q: 'Praktikum Köln' });
  });

  it('shows nothing when the words named no length of stay', () => {
    expect(
      renderToStaticMarkup(
        createElement(SearchDurationFromQuery, {
          filters,
          interpretation: { widened: [], placeFromQuery: null },
          onChange: () => undefined,
        }),
      ),
    ).toBe('');
  });
});
