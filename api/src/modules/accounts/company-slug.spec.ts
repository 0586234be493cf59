import { nextFreeSlug, slugifyCompanyName } from './company-slug';

describe('slugifyCompanyName', () => {
  it.each([
    ['Müller & Söhne GmbH', 'mueller-und-soehne-gmbh'],
    ['Bäckerei Großmann', 'baeckerei-grossmann'],
    ['ÖKO-Energie Süd', 'oeko-energie-sued'],
    ['Café René  Köln', 'cafe-rene-koeln'],
    ['  --IT.Solutions 24/7!  ', 'it-solutions-24-7'],
    ['!!!', 'unternehmen'],
  ])('%s → %s', (name, slug) => {
    expect(slugifyCompanyName(name)).toBe(slug);
  });

  it('stays within 80 characters and ends on a whole word', () => {
    const slug = slugifyCompanyName('Sehr lange Firmenbezeichnung '.repeat(10));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe('nextFreeSlug', () => {
  it('keeps a free slug and numbers a taken one from 2', () => {
    expect(nextFreeSlug('demo', new Set())).toBe('demo');
    expect(nextFreeSlug('demo', new Set(['demo']))).toBe('demo-2');
    expect(nextFreeSlug('demo', new Set(['demo', 'demo-2', 'demo-3']))).toBe('demo-4');
  });
});
