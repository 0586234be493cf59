import {
  classifySentence,
  countSyllables,
  extractSections,
  findMissingFacts,
  fleschAmstad,
  improveDescription,
  readabilityLabel,
  splitSentences,
  suggestTitle,
  usesFormalAddress,
} from './description-assistant';

const UNSTRUCTURED =
  'Wir sind ein Familienbetrieb in Köln mit 40 Mitarbeitenden. Du unterstützt unser Team bei der Wartung von Fahrzeugen und lernst die Diagnose kennen. ' +
  'Du bringst Interesse an Technik und handwerkliches Geschick mit. Wir bieten dir eine faire Vergütung von 1.000 € im ersten Jahr und gute Übernahmechancen.';

describe('suggestTitle', () => {
  it("adds '(m/w/d)' when the title does not address all genders", () => {
    expect(suggestTitle('Ausbildung Kfz-Mechatroniker')).toBe('Ausbildung Kfz-Mechatroniker (m/w/d)');
    expect(suggestTitle('  Praktikum   Büro ')).toBe('Praktikum Büro (m/w/d)');
  });

  it.each([
    'Praktikum Elektronik (m/w/d)',
    'Azubi (w/m/d) Logistik',
    'Praktikum (M/W/D)',
    'Fachinformatiker m/w/d',
    'Kauffrau/-mann (all genders)',
    'Erzieher*in',
  ])('keeps %s', (title) => {
    expect(suggestTitle(title)).toBe(title);
  });
});

describe('sentences, words and syllables', () => {
  it('splits sentences but not after abbreviations or ordinals', () => {
    expect(splitSentences('Du lernst z. B. Excel. Am 1. Tag zeigen wir dir alles! Fragen? Gerne.')).toEqual([
      'Du lernst z. B. Excel.',
      'Am 1. Tag zeigen wir dir alles!',
      'Fragen?',
      'Gerne.',
    ]);
  });

  it('counts German syllables by vowel groups', () => {
    expect(countSyllables('Haus')).toBe(1);
    expect(countSyllables('Arbeit')).toBe(2);
    expect(countSyllables('Ausbildung')).toBe(3);
    expect(countSyllables('Mechatroniker')).toBe(5);
    expect(countSyllables('Übernahme')).toBe(4);
    expect(countSyllables('2025')).toBe(1);
  });
});

describe('fleschAmstad', () => {
  it('computes 180 − ASL − 58.5 × ASW', () => {
    // 2 sentences, 6 words, 7 syllables: 180 − 3 − 58.5 × 7/6 = 108.75 → clamped to 100.
    expect(fleschAmstad('Wir sind da. Komm zu uns.').score).toBe(100);
    // 1 sentence, 4 words (Die=1, Ausbildungsvergütung=6, erhöht=2, sich=1 → 10): 180 − 4 − 58.5 × 2.5 = 29.75 → 30.
    expect(fleschAmstad('Die Ausbildungsvergütung erhöht sich.')).toEqual({ score: 30, label: 'schwer' });
  });

  it('rates a bureaucratic text lower than a plain one', () => {
    const plain = fleschAmstad('Du hilfst im Lager. Du packst Pakete. Wir zeigen dir alles.');
    const heavy = fleschAmstad(
      'Die eigenverantwortliche Durchführung administrativer Tätigkeiten einschließlich der Dokumentation sämtlicher Geschäftsvorfälle unter Berücksichtigung gesetzlicher Rahmenbedingungen gehört zum Verantwortungsbereich.',
    );
    expect(plain.score).toBeGreaterThan(heavy.score);
    expect(heavy.label).toBe('sehr schwer');
  });

  it('labels the scale from sehr leicht to sehr schwer', () => {
    expect([95, 85, 75, 65, 55, 40, 10].map(readabilityLabel)).toEqual([
      'sehr leicht',
      'leicht',
      'mittelleicht',
      'mittel',
      'mittelschwer',
      'schwer',
      'sehr schwer',
    ]);
  });
});

describe('extractSections', () => {
  it('sorts unstructured sentences by cue words and keeps the introduction', () => {
    const sections = extractSections(UNSTRUCTURED);
    expect(sections.intro).toEqual(['Wir sind ein Familienbetrieb in Köln mit 40 Mitarbeitenden.']);
    expect(sections.aufgaben).toEqual(['Du unterstützt unser Team bei der Wartung von Fahrzeugen und lernst die Diagnose kennen.']);
    expect(sections.anforderungen).toEqual(['Du bringst Interesse an Technik und handwerkliches Geschick mit.']);
    expect(sections.wirBieten).toEqual(['Wir bieten dir eine faire Vergütung von 1.000 € im ersten Jahr und gute Übernahmechancen.']);
  });

  it('follows headings and bullet lists of the original', () => {
    const sections = extractSections(
      [
        'Ihre Aufgaben:',
        '- Pflege der Kundendaten',
        '• Terminplanung',
        'Ihr Profil',
        '- Mittlere Reife',
        'Wir bieten: 30 Tage Urlaub',
        '- Jobticket',
      ].join('\n'),
    );
    expect(sections).toEqual({
      intro: [],
      aufgaben: ['Pflege der Kundendaten', 'Terminplanung'],
      anforderungen: ['Mittlere Reife'],
      wirBieten: ['30 Tage Urlaub', 'Jobticket'],
    });
  });

  it('classifies single sentences, umlauts included', () => {
    expect(classifySentence('Übernahme nach der Ausbildung ist möglich.')).toBe('wirBieten');
    expect(classifySentence('Du hast einen Führerschein.')).toBe('anforderungen');
    expect(classifySentence('Du bekommst Einblicke in alle Abteilungen.')).toBe('aufgaben');
    expect(classifySentence('Wir freuen uns auf dich.')).toBeNull();
  });
});

describe('findMissingFacts', () => {
  it('finds every fact missing in a bare text', () => {
    expect(findMissingFacts('Praktikum Büro', 'Du hilfst im Büro mit und lernst viel.')).toEqual([
      'Dauer',
      'Vergütung',
      'Ansprechpartner',
      'Arbeitszeiten',
    ]);
  });

  it('recognises the usual German phrasings', () => {
    const text =
      'Das Praktikum dauert 3 Wochen, Mo–Fr von 8 bis 16 Uhr. Es ist unvergütet. Deine Ansprechpartnerin ist Frau Schmidt (praktikum@firma.de).';
    expect(findMissingFacts('Praktikum', text)).toEqual([]);
    expect(
      findMissingFacts('Ausbildung', 'Die Ausbildung dauert 3,5 Jahre in Vollzeit. Vergütung nach Tarif. Kontakt: Herr Weber'),
    ).toEqual([]);
  });

  it('does not take days of holiday for a duration', () => {
    expect(findMissingFacts('Praktikum', 'Wir bieten 30 Tage Urlaub.')).toContain('Dauer');
  });
});

describe('improveDescription', () => {
  it('suggests a title, a structured draft that keeps every sentence, the gaps and a readability score', () => {
    const result = improveDescription({ title: 'Ausbildung Kfz-Mechatroniker', description: UNSTRUCTURED, isAusbildung: true });
    expect(result.suggestedTitle).toBe('Ausbildung Kfz-Mechatroniker (m/w/d)');
    expect(result.missingFacts).toEqual(['Dauer', 'Ansprechpartner', 'Arbeitszeiten']);
    expect(result.readability.score).toBeGreaterThanOrEqual(0);
    expect(result.readability.score).toBeLessThanOrEqual(100);
    expect(result.suggestedDescription).toContain('Deine Aufgaben:\n- Du unterstützt');
    expect(result.suggestedDescription).toContain('Das bringst du mit:\n- Du bringst');
    expect(result.suggestedDescription).toContain('Das bieten wir dir:\n- Wir bieten');
    for (const sentence of splitSentences(UNSTRUCTURED)) expect(result.suggestedDescription).toContain(sentence);
    expect(result.hints).toContain('Nenne die Ausbildungsdauer (z. B. „3 Jahre“).');
  });

  it("addresses a formal text with 'Sie' and names missing sections", () => {
    const result = improveDescription({
      title: 'Praktikum (m/w/d)',
      description: 'Sie unterstützen unser Team im Einkauf und lernen alle Abläufe kennen.',
    });
    expect(usesFormalAddress('Sie unterstützen unser Team.')).toBe(true);
    expect(result.suggestedTitle).toBe('Praktikum (m/w/d)');
    expect(result.suggestedDescription).toMatch(/^Ihre Aufgaben:/);
    expect(result.hints).toEqual(
      expect.arrayContaining(['Abschnitt „Das bringen Sie mit“ fehlt noch.', 'Abschnitt „Das bieten wir Ihnen“ fehlt noch.']),
    );
    expect(result.hints.some((hint) => hint.includes('(m/w/d)'))).toBe(false);
  });
});
