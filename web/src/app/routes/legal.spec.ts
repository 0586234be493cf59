import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { setMessageOverrides } from '@/lib/messages';
import { DatenschutzRoute, ImpressumRoute } from './legal';

// The screens' modules reach the API client, whose build-time environment (import.meta) Jest cannot load.
jest.mock('@/config/env', () => ({ env: { apiOrigin: '', isDevelopment: false } }));

const render = (screen: FunctionComponent) => renderToStaticMarkup(createElement(MemoryRouter, null, createElement(screen)));

describe('legal pages from the message catalogue', () => {
  afterEach(() => setMessageOverrides({}));

  it("shows an admin's wording of one Impressum clause, and the defaults of the others", () => {
    setMessageOverrides({ 'legal.impressum.disputes.text': 'Wir nehmen an keinem Schlichtungsverfahren teil.' });
    const page = render(ImpressumRoute);
    expect(page).toContain('<p>Wir nehmen an keinem Schlichtungsverfahren teil.</p>');
    expect(page).not.toContain('nicht bereit und nicht verpflichtet');
    expect(page).toContain('<h2>Verbraucherstreitbeilegung</h2>');
    expect(page).toContain('<p>Geschäftsführerin: Julia Berger</p>');
  });

  it('fills the operator details, links and emphasis into their clauses, also when the details are reworded', () => {
    setMessageOverrides({ 'company.street': 'Rheinufer 1' });
    const page = render(DatenschutzRoute);
    expect(page).toContain(
      'Praxisnah GmbH, Rheinufer 1, 50668 Köln, E-Mail: <a href="mailto:datenschutz@praxisnah.de">datenschutz@praxisnah.de</a>.',
    );
    expect(page).toContain('<strong>Deine Favoriten</strong> im Cookie „praxisnah_favorites“');
    expect(page).toMatch(
      /Mehr zur Nutzung findest du in den <a href="\/agb"[^>]*>AGB<\/a> und den <a href="\/faq"[^>]*>häufigen Fragen<\/a>\./,
    );
    expect(render(ImpressumRoute)).toContain('<p>Praxisnah GmbH<br/>Rheinufer 1<br/>50668 Köln<br/>Deutschland</p>');
  });
});
