import { addDays, companyInitials, domainFor, logoDataUrl, slugify, toIsoDate } from './row-builders';

describe('slugify', () => {
  it('transliterates German letters and drops punctuation', () => {
    expect(slugify('Müller Elektrotechnik GmbH')).toBe('mueller-elektrotechnik-gmbh');
    expect(slugify('Schäfer & Söhne GmbH & Co. KG')).toBe('schaefer-soehne-gmbh-co-kg');
    expect(slugify('Straßenbau Weiß')).toBe('strassenbau-weiss');
    expect(slugify('Yılmaz Logistik GmbH')).toBe('yilmaz-logistik-gmbh');
    expect(slugify('  Praxis Dr. med. Weber ')).toBe('praxis-dr-med-weber');
  });
});

describe('company helpers', () => {
  it('derives initials from meaningful words', () => {
    expect(companyInitials('Müller Elektrotechnik GmbH')).toBe('ME');
    expect(companyInitials('Praxis Dr. med. Weber')).toBe('PW');
    expect(companyInitials('Stadtwerke Kassel')).toBe('SK');
  });

  it('builds an offline SVG logo', () => {
    const url = logoDataUrl('Stadtwerke Kassel', '#16a34a');
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toContain('>SK</text>');
  });

  it('keeps domains within the DNS label limit', () => {
    expect(domainFor('demo-werkstatt-gmbh')).toBe('demo-werkstatt-gmbh.example');
    expect(domainFor(`${'a'.repeat(62)}-b`).split('.')[0]).toHaveLength(62);
  });
});

describe('date helpers', () => {
  it('formats UTC dates and adds days', () => {
    expect(toIsoDate(addDays(new Date('2026-11-22T23:30:00Z'), 10))).toBe('2026-12-02');
  });
});
