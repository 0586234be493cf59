import { ownPath } from './own-path';

describe('short link targets', () => {
  const origin = 'https://praxisnah.de';

  it('keeps the path, query and fragment of a page of the platform', () => {
    expect(ownPath(origin, 'https://praxisnah.de/praktika/abc?x=1#karte')).toBe('/praktika/abc?x=1#karte');
    expect(ownPath(origin, '/suche?q=Tischler')).toBe('/suche?q=Tischler');
  });

  it('refuses every other site, however it is spelled', () => {
    for (const target of [
      'http://evil.example/phish',
      '//evil.example/phish',
      'http://praxisnah.de/praktika',
      'https://praxisnah.de.evil.example/',
      'javascript:alert(1)',
      '/\\evil.example',
    ]) {
      expect(ownPath(origin, target)).toBeNull();
    }
  });
});
