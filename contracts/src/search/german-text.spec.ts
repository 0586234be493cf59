import { compoundParts, foldGerman, germanVariants } from './german-text';

describe('foldGerman', () => {
  it('folds case, umlauts and ß the way Meilisearch compares them', () => {
    expect(foldGerman('Köln')).toBe('koln');
    expect(foldGerman('KÖLN')).toBe('koln');
    expect(foldGerman('Straße')).toBe('strasse');
    expect(foldGerman('Bürokauffrau')).toBe('burokauffrau');
    expect(foldGerman('Café Élysée')).toBe('cafe elysee');
  });

  it('keeps spaces, hyphens and digits so callers can still split words', () => {
    expect(foldGerman('Kfz-Mechatroniker 50667')).toBe('kfz-mechatroniker 50667');
  });
});

describe('germanVariants', () => {
  it('lets "Koeln", "Köln" and "koln" meet', () => {
    expect(germanVariants('Köln')).toEqual(['koln', 'koeln']);
    expect(germanVariants('Koeln')).toContain('koln');
    expect(germanVariants('koln')).toEqual(['koln']);
  });

  it('reads Muenchen and Duesseldorf back to their umlauts', () => {
    expect(germanVariants('Muenchen')).toContain(foldGerman('München'));
    expect(germanVariants('Duesseldorf')).toContain(foldGerman('Düsseldorf'));
  });

  it('puts the folded form first and leaves real diphthongs alone', () => {
    expect(germanVariants('Bauer')).toEqual(['bauer']);
    expect(germanVariants('Quelle')).toEqual(['quelle']);
    expect(germanVariants('Straße')[0]).toBe('strasse');
  });
});

describe('compoundParts', () => {
  it.each([
    ['Industriemechaniker', ['industrie', 'mechaniker']],
    ['Softwareentwicklung', ['software', 'entwicklung']],
    ['Kfz-Mechatroniker', ['kfz', 'mechatroniker']],
    ['Bürokauffrau', ['büro', 'kauffrau']],
    ['Fachinformatiker', ['fach', 'informatiker']],
    ['Einzelhandelskaufmann', ['einzelhandel', 'kaufmann']],
    ['Kinderkrankenpfleger', ['kinder', 'kranken', 'pfleger']],
    ['Mediengestalter', ['medien', 'gestalter']],
    ['Bankkauffrau', ['bank', 'kauffrau']],
    ['Zerspanungsmechaniker', ['zerspanung', 'mechaniker']],
  ])('finds %s by its parts', (word, parts) => {
    expect(compoundParts(word)).toEqual(parts);
  });

  it('splits a coordinated title into both occupations it names', () => {
    const parts = compoundParts('Gesundheits- und Krankenpfleger');
    expect(parts).toEqual(expect.arrayContaining(['krankenpfleger', 'pfleger', 'gesundheitspfleger', 'kranken']));
    expect(compoundParts('Groß- und Außenhandelskaufmann')).toEqual(expect.arrayContaining(['großhandelskaufmann', 'kaufmann', 'handel']));
  });

  it('keeps the feminine form and adds the base a search for the masculine title uses', () => {
    expect(compoundParts('Industriemechanikerin')).toEqual(['industrie', 'mechanikerin', 'mechaniker']);
  });

  it('reads spelled-out umlauts', () => {
    expect(compoundParts('Buerokauffrau')).toEqual(['büro', 'kauffrau']);
  });

  it('never returns a simple word itself, nor splits words that only end like a part', () => {
    expect(compoundParts('Kauffrau')).toEqual([]);
    expect(compoundParts('Mechaniker')).toEqual([]);
    expect(compoundParts('Mitarbeiter')).toEqual([]);
    expect(compoundParts('Mannheim')).toEqual([]);
    expect(compoundParts('Darmstadt')).toEqual([]);
  });

  it('collects the parts of every compound in a listing title, without duplicates or short noise', () => {
    expect(compoundParts('Ausbildung Kaufmann/-frau für Büromanagement (m/w/d) – Softwareentwicklung')).toEqual([
      'büro',
      'management',
      'software',
      'entwicklung',
    ]);
    expect(compoundParts('Industriemechaniker / Industriemechanikerin')).toEqual(['industrie', 'mechaniker', 'mechanikerin']);
  });

  it('copes with empty and odd input', () => {
    expect(compoundParts('')).toEqual([]);
    expect(compoundParts('---  &&& ,,,')).toEqual([]);
    expect(compoundParts('Gesundheits-')).toEqual([]);
  });

  it('is fast enough to run for every indexed document', () => {
    const titles = realisticTitles(10_000);
    const started = performance.now();
    for (const title of titles) compoundParts(title);
    const docsPerSecond = titles.length / ((performance.now() - started) / 1000);
    expect(docsPerSecond).toBeGreaterThan(5_000);
  });
});

/** Listing titles as companies write them: kind, occupation, gender note, place. */
function realisticTitles(count: number): string[] {
  const kinds = ['Ausbildung zum', 'Ausbildung', 'Praktikum als', 'Schülerpraktikum', 'Duales Studium', 'Pflichtpraktikum im Bereich', ''];
  const occupations = [
    'Industriemechaniker',
    'Kfz-Mechatroniker',
    'Fachinformatiker für Anwendungsentwicklung',
    'Kauffrau für Büromanagement',
    'Bankkaufmann',
    'Gesundheits- und Krankenpfleger',
    'Elektroniker für Energie- und Gebäudetechnik',
    'Mediengestalter Digital und Print',
    'Fachkraft für Lagerlogistik',
    'Berufskraftfahrer',
    'Hotelfachfrau',
    'Koch',
    'Tischler',
    'Erzieherin',
    'Softwareentwicklung',
    'Anlagenmechaniker SHK',
    'Steuerfachangestellte',
    'Zahnmedizinische Fachangestellte',
    'Verkäuferin',
    'Einzelhandelskaufmann',
    'Groß- und Außenhandelskaufmann',
    'Zerspanungsmechanikerin',
    'Altenpflegerin',
    'Marketing und Kommunikation',
    'Maurer',
  ];
  const tails = ['(m/w/d)', '(w/m/d) in Köln', '2026', 'in Teilzeit', '– Start August', ''];
  return Array.from({ length: count }, (_, index) =>
    [kinds[index % kinds.length], occupations[(index * 7) % occupations.length], tails[(index * 3) % tails.length]].join(' ').trim(),
  );
}
