import { germanAnalyzer, groupToken } from './german-analyzer';

const analyzer = germanAnalyzer();
const synonyms = analyzer.searchSynonyms();
const query = (text: string, vertical: 'ausbildung' | 'praktikum' = 'praktikum') => analyzer.analyzeQuery(text, vertical).q;
/**
 * Whether a query finds a title by the analysis alone: every query token is one of the title's terms, or the index's
 * synonyms widen it to one.
 */
const finds = (text: string, title: string, vertical: 'ausbildung' | 'praktikum' = 'praktikum') => {
  const terms = new Set([...analyzer.documentTerms(title), ...analyzer.prefixTerms(title)]);
  return query(text, vertical)
    .split(' ')
    .filter(Boolean)
    .every((token) => terms.has(token) || (synonyms[token] ?? []).some((key) => terms.has(key)));
};

describe('German analysis of documents and queries', () => {
  it.each([
    ['Muenchen', 'München'],
    ['Strassenwaerter', 'Straßenwärter'],
    ['Gross- und Aussenhandel', 'Groß- und Außenhandel'],
    ['Koeln', 'Köln'],
  ])('folds %s and %s to the same tokens, exactly', (spelled, written) => {
    expect(query(spelled)).toBe(query(written));
  });

  it.each([
    ['Kauffrau', 'Ausbildung Kaufmann für Büromanagement (m/w/d)'],
    ['Kaufleute', 'Kaufmann im Einzelhandel'],
    ['Köchin', 'Ausbildung Koch (m/w/d)'],
    ['Mechatronikerin', 'Mechatroniker (m/w/d)'],
    ['Erzieherinnen', 'Erzieher in der Kita'],
    ['Ärztin', 'Praktikum beim Arzt'],
    ['Lehrstellen', 'Lehrstelle Tischler'],
    ['Elektroniker', 'Elektronikerin für Betriebstechnik'],
  ])('finds the gender and plural form %s in "%s"', (typed, title) => {
    expect(finds(typed, title)).toBe(true);
  });

  it.each([
    ['Handelsmanagement', 'Ausbildung zum Kaufmann im Groß- und Außenhandelsmanagement (m/w/d)'],
    ['Außenhandelsmanagement', 'Kaufmann im Groß- und Außenhandelsmanagement'],
    ['Management', 'Kaufmann im Groß- und Außenhandelsmanagement'],
  ])('finds %s, which a compound ends in, in "%s"', (typed, title) => {
    expect(finds(typed, title, 'ausbildung')).toBe(true);
  });

  it('tells Mediengestalter Digital und Print from Bild und Ton, and finds both for the bare Mediengestalter', () => {
    expect(finds('Mediengestalter Digital und Print', 'Ausbildung Mediengestalter Bild und Ton (m/w/d)', 'ausbildung')).toBe(false);
    expect(finds('Grafiker', 'Ausbildung zum Mediengestalter Digital und Print (m/w/d)', 'ausbildung')).toBe(true);
    expect(finds('Mediengestalter', 'Ausbildung Mediengestalter Bild und Ton (m/w/d)', 'ausbildung')).toBe(true);
    expect(finds('Mediengestalter', 'Mediengestalter Digital und Print', 'ausbildung')).toBe(true);
  });

  it('keeps the typed name of a group, to rank listings under that name above its other names', () => {
    const { q, typedNameKeys } = analyzer.analyzeQuery('Rettungsdienst', 'praktikum');
    expect(q).toBe(groupToken('notfallsanitaeter'));
    const keysIn = (title: string) => typedNameKeys.every((key) => analyzer.documentTerms(title).includes(key));
    expect(keysIn('Praktikum Rettungsdienst (m/w/d)')).toBe(true);
    expect(keysIn('Orientierungspraktikum Notfallsanitäter (m/w/d)')).toBe(false);
    expect(analyzer.analyzeQuery('Marketing', 'praktikum').typedNameKeys).toEqual([]);
  });

  it('keeps words that merely end in -in', () => {
    expect(query('Termin')).not.toBe(query('Term'));
    expect(query('Medizin')).toBe('medizin');
  });

  it.each([
    ['Mechaniker', 'Industriemechaniker'],
    ['Industrie Mechaniker', 'Industriemechaniker'],
    ['Management', 'Kaufmann für Büromanagement'],
    ['Handel', 'Einzelhandel'],
    ['Wirtschaft', 'Wirtschaftsinformatik (B.Sc.)'],
  ])('finds the compound part %s in "%s"', (typed, title) => {
    expect(finds(typed, title)).toBe(true);
  });

  it('does not split a word the dictionary knows whole into short accidents', () => {
    expect(analyzer.documentTerms('Mitarbeiter')).not.toContain('mit');
    expect(analyzer.documentTerms('Kaufmann')).not.toContain('mann');
    // "Praktikum Sport" found every listing of the sector Transport & Logistik.
    expect(finds('Sport', 'Transport & Logistik')).toBe(false);
    expect(finds('Serie', 'Karosserie')).toBe(false);
    expect(finds('Fahrzeug', 'Kraftfahrzeug')).toBe(true);
  });

  it.each([
    ['Krankenhaus', 'Schülerpraktikum Pflegefachkraft (m/w/d)'],
    ['Krankenhäuser', 'Praktikum Physiotherapie'],
    ['Klinik', 'Ausbildung zur Pflegefachfrau'],
    ['Altenheim', 'Praktikum Altenpflege'],
    ['Friseursalon', 'Schülerpraktikum Friseur (m/w/d)'],
    ['Apotheke', 'Ausbildung zur PTA'],
    ['Grundschule', 'Schülerpraktikum Erzieher (m/w/d)'],
    ['Hort', 'Orientierungspraktikum Erzieherin'],
    ['Steuerkanzlei', 'Ausbildung Steuerfachangestellte'],
    ['Steuerkanzlei', 'Praxissemester Steuerberatung'],
    ['Klinik', 'Klinikum Nord'],
    ['Küche', 'Schülerpraktikum Koch (m/w/d)'],
    ['Bibliothek', 'Ausbildung Fachangestellter für Medien- und Informationsdienste'],
    ['Kindern', 'Ausbildung Erzieher (m/w/d)'],
    ['Restaurant', 'Ferienpraktikum im Bereich Gastronomie'],
    ['Sparkasse', 'Ausbildung zum Bankkaufmann'],
    ['Zeitung', 'Praktikum in der Redaktion'],
  ])('finds the jobs done at the workplace %s in "%s"', (typed, title) => {
    expect(finds(typed, title)).toBe(true);
  });

  it('reads workplaces in queries only, so a company named after one does not make its listings that job', () => {
    expect(finds('Pflege', 'Klinikum Nord: Ausbildung Kaufmann für Büromanagement')).toBe(false);
    expect(finds('Klinikum', 'Klinikum Nord: Ausbildung Kaufmann für Büromanagement')).toBe(true);
    expect(analyzer.analyzeQuery('Praktikum Krankenhaus', 'praktikum').parts).toEqual([
      {
        typed: 'Krankenhaus',
        token: query('Krankenhaus'),
        alsoSearched: ['Pflegefachkraft', 'Physiotherapeut', 'Pflegefachassistent'],
      },
    ]);
  });

  it.each([
    ['Bau', 'Ausbildung zum Maurer (m/w/d)'],
    ['Logistik', 'Orientierungspraktikum als Berufskraftfahrer'],
    ['Finanzen', 'Schülerpraktikum Bankkaufmann'],
    ['Gastro', 'Ausbildung zum Koch'],
    ['Verkauf', 'Praktikum Einzelhandel'],
    ['Lagerist', 'Ausbildung zur Fachkraft für Lagerlogistik'],
  ])('finds the trades of the field %s in "%s"', (typed, title) => {
    expect(finds(typed, title)).toBe(true);
  });

  it("keeps a query of job names to the listings' own words, but not a field a sector names or a workplace", () => {
    expect(analyzer.analyzeQuery('Physiotherapeut', 'ausbildung').namesOnlyJobs).toBe(true);
    expect(analyzer.analyzeQuery('Schülerpraktikum Koch', 'praktikum').namesOnlyJobs).toBe(true);
    expect(analyzer.analyzeQuery('IT', 'praktikum').namesOnlyJobs).toBe(false);
    expect(analyzer.analyzeQuery('Sparkasse', 'ausbildung').namesOnlyJobs).toBe(false);
    expect(analyzer.analyzeQuery('Koch Metallbau', 'ausbildung').namesOnlyJobs).toBe(false);
  });

  it('reads a hyphenated job title typed as one word as that title', () => {
    expect(query('Kfzmechatroniker', 'ausbildung')).toBe(groupToken('kfz'));
    expect(query('ecommercekaufmann', 'ausbildung')).toBe(groupToken('ecommerce'));
    expect(finds('kfzmechatroniker', 'Ausbildung zum Kfz-Mechatroniker (m/w/d)')).toBe(true);
  });

  it('reads Personalverwaltung as HR, not as the public administration of its last word', () => {
    expect(finds('Personalabteilung', 'Ferienpraktikum Personalverwaltung (m/w/d)')).toBe(true);
    expect(finds('Verwaltungsfachangestellte', 'Ferienpraktikum Personalverwaltung (m/w/d)')).toBe(false);
  });

  it('reads a school named in the Praktikum search as a pupil looking for a Schülerpraktikum', () => {
    expect(query('Realschule', 'praktikum')).toBe(groupToken('schuelerpraktikum'));
  });

  it.each([
    ['Praktikum mit 15', 'mit 15'],
    ['Praktikum ab 14', 'ab 14'],
    ['Praktikum 16 Jahre alt', '16 Jahre alt'],
  ])('reads the pupil’s age in "%s" as a Schülerpraktikum and says so', (typed, age) => {
    const asRead = analyzer.analyzeQuery(typed, 'praktikum');
    expect(asRead.q).toBe(groupToken('schuelerpraktikum'));
    expect(asRead.aboutSearcher).toEqual([]);
    expect(asRead.parts[0]).toMatchObject({ typed: age, alsoSearched: expect.arrayContaining(['Schülerpraktikum']) });
  });

  it('lets a pupil’s age go before the job typed, and leaves an older searcher’s age out', () => {
    expect(query('Koch Praktikum ab 14')).toBe(`${groupToken('koch')} ${groupToken('schuelerpraktikum')}`);
    expect(analyzer.analyzeQuery('Praktikum mit 18', 'praktikum')).toMatchObject({ q: '', aboutSearcher: ['mit 18'] });
    expect(analyzer.analyzeQuery('Ausbildung mit 15', 'ausbildung')).toMatchObject({ q: '', aboutSearcher: ['mit 15'] });
  });

  it.each([
    ['Gastronomie', 'Schülerpraktikum als Koch (m/w/d)'],
    ['Gastronomie', 'Ferienpraktikum im Bereich Gastronomie (m/w/d)'],
    ['Restaurant', 'Ferienpraktikum im Bereich Gastronomie (m/w/d)'],
    ['Versicherung', 'Praktikum im Versicherungsvertrieb (m/w/d)'],
    ['Versicherung', 'Schnupperpraktikum als Versicherungskaufmann (m/w/d)'],
  ])('reads the field %s, which names a job too, as every job of it, in "%s"', (typed, title) => {
    expect(finds(typed, title)).toBe(true);
  });

  it.each([
    ['Systemelektroniker', 'Ausbildung IT-System-Elektroniker (m/w/d)'],
    ['IT Systemelektroniker', 'Schülerpraktikum als IT-System-Elektroniker (m/w/d)'],
    ['Socialmedia', 'Praxissemester Social-Media-Redaktion (m/w/d)'],
  ])('finds %s typed as one word in the hyphenated "%s"', (typed, title) => {
    expect(finds(typed, title)).toBe(true);
  });

  it('reads a long workplace misspelt by one letter as that workplace, and a parent’s words as nothing', () => {
    expect(query('Praktikum Krankenhauss')).toBe(query('Praktikum Krankenhaus'));
    expect(query('mein Sohn sucht ein Praktikum Kita')).toBe(query('Kita'));
    expect(query('Bibliothekarin', 'ausbildung')).toBe(groupToken('fami'));
  });

  it('still reads the job a field shares its name with in the names of several words', () => {
    expect(query('Fachkraft für Gastronomie')).toBe(groupToken('gastronomie'));
  });

  it('asks a workplace through a token of its own and its word after it, so listings saying the word rank first', () => {
    const { q, typedNameKeys } = analyzer.analyzeQuery('Spedition', 'praktikum');
    expect(typedNameKeys).toHaveLength(1);
    expect(synonyms[q]).toEqual(expect.arrayContaining([...typedNameKeys, groupToken('spedition'), groupToken('kraftfahrer')]));
    expect(analyzer.documentTerms('Ferienpraktikum im Bereich Spedition')).toContain(typedNameKeys[0]);
    expect(analyzer.documentTerms('Orientierungspraktikum als Berufskraftfahrer')).not.toContain(typedNameKeys[0]);
  });

  it.each([
    ['MFA', 'Medizinische Fachangestellte (m/w/d)'],
    ['Arzthelferin', 'Medizinische Fachangestellte (m/w/d)'],
    ['Medizinische Fachangestellte', 'Arzthelfer gesucht'],
    ['SHK', 'Anlagenmechaniker für Sanitär-, Heizungs- und Klimatechnik'],
    ['Bürokaufmann', 'Kaufmann für Büromanagement'],
    ['Kaufmann für Büromanagement', 'Bürokauffrau'],
    ['FSJ', 'Freiwilliges Soziales Jahr im Krankenhaus'],
    ['BWL', 'Betriebswirtschaftslehre – Bank (B.A.)'],
    ['Betriebspraktikum', 'Schülerpraktikum Tischlerei'],
    ['software developer', 'Praktikum Softwareentwicklung Backend'],
    ['photography', 'Ferienpraktikum im Bereich Fotografie'],
    ['Putzfrau', 'Ausbildung Gebäudereiniger'],
    ['BKF', 'Ausbildung Berufskraftfahrer'],
    ['event technician', 'Fachkraft für Veranstaltungstechnik'],
    ['Autos', 'Ausbildung Kfz-Mechatroniker'],
    ['Kinderkrankenschwester', 'Schülerpraktikum Pflegefachkraft'],
    ['Schweißer', 'Ausbildung zur Fachkraft für Metalltechnik'],
    ['Versicherung', 'Kaufmann für Versicherungen und Finanzanlagen'],
    ['Pflegeassistenz', 'Ausbildung zum Pflegefachassistenten'],
    ['Systemgastronomie', 'Fachkraft für Gastronomie'],
    ['Rezeption', 'Orientierungspraktikum Hotelfachmann'],
    ['Software Entwickler', 'Ferienpraktikum Webentwicklung'],
    ['Zahnärztin', 'Schülerpraktikum Zahnmedizinische Fachangestellte'],
  ])('finds every name of a catalogue group: %s in "%s"', (typed, title) => {
    expect(finds(typed, title)).toBe(true);
  });

  it.each([
    ['Bäcker', 'Fachverkäufer im Lebensmittelhandwerk'],
    ['Küchenhilfe', 'Ausbildung zum Koch'],
    ['Architektur', 'Orientierungspraktikum als Bauzeichner'],
    ['Event', 'Fachkraft für Veranstaltungstechnik'],
    ['kreativ', 'Mediengestalter Digital und Print'],
    ['Theater', 'Fachkraft für Veranstaltungstechnik'],
    ['Baumarkt', 'Ausbildung Kaufmann im Einzelhandel'],
    ['Kinderarzt', 'Schülerpraktikum Medizinische Fachangestellte'],
    ['was mit Menschen', 'Ausbildung Erzieher'],
    ['handwerklich', 'Ausbildung zum Tischler'],
    ['Kinderärztin', 'Schülerpraktikum Medizinische Fachangestellte'],
    ['Praktikum wo man draußen arbeitet', 'Schülerpraktikum Maurer'],
    ['Kameramann', 'Ausbildung Mediengestalter Bild und Ton (m/w/d)'],
    ['Praktikum Edeka', 'Praktikum Kaufmann im Einzelhandel'],
    ['Ausbildung Baustelle', 'Ausbildung Dachdecker (m/w/d)'],
    ['Fotostudio', 'Schülerpraktikum als Fotograf (m/w/d)'],
    ['Hotelrezeption', 'Orientierungspraktikum Hotelfachmann'],
    ['Seniorenresidenz', 'Pflichtpraktikum Pflegefachkraft'],
    ['Lagerarbeit', 'Ausbildung Fachlagerist'],
    ['Lager', 'Ausbildung Fachlagerist'],
    ['Lager', 'Ausbildung zur Fachkraft für Lagerlogistik'],
  ])('finds the jobs of a workplace or field: %s in "%s"', (typed, title) => {
    expect(finds(typed, title)).toBe(true);
  });

  it('reads no other word with the stem of a vertical\'s word as that word ("Lehrer" is no "Lehre")', () => {
    expect(query('Lehrer', 'ausbildung')).not.toBe('');
    expect(query('ich will Lehrerin werden', 'ausbildung')).not.toBe('');
    for (const typed of ['Lehre', 'Lehrstellen', 'Lehrlinge', 'Azubis', 'Ausbildungsplätze']) expect(query(typed, 'ausbildung')).toBe('');
  });

  it('spells a long unknown word as the word of a catalogue name one typo away, whose stem the listings share', () => {
    expect(query('ausbildung mechatronicker', 'ausbildung')).toBe(query('Mechatroniker', 'ausbildung'));
    expect(finds('Mechatronicker', 'Ausbildung Mechatroniker (m/w/d)', 'ausbildung')).toBe(true);
    // A word of the dictionary stays as typed, however close to a name.
    expect(query('Elektronikerin', 'ausbildung')).toBe(query('Elektroniker', 'ausbildung'));
  });

  it('reads a name of several words with a later word misspelt by one letter', () => {
    expect(query('medizinische fachangestelte', 'ausbildung')).toBe(groupToken('mfa'));
    expect(query('Kaufmann für Büromanagment', 'ausbildung')).toBe(groupToken('bueromanagement'));
    expect(query('Medizinische Fachangestellte Zahnarzt', 'ausbildung')).toBe(`${groupToken('mfa')} ${groupToken('zfa')}`);
  });

  it('does not read a field many descriptions name as a task as the job of the listing', () => {
    expect(analyzer.descriptionTerms('Du betreust mit uns die Social Media Kanäle der Filiale.').groups).toEqual([]);
    expect(analyzer.documentTerms('Praxissemester im Bereich Social Media')).toContain(groupToken('socialmedia'));
  });

  it('knows the words that name no job alone, which a search that found nothing is not narrowed to', () => {
    const saysLittle = (word: string, vertical: 'ausbildung' | 'praktikum') =>
      analyzer.saysLittleAlone(analyzer.analyzeQuery(word, vertical), vertical);
    expect(saysLittle('Fachangestellte', 'ausbildung')).toBe(true);
    expect(saysLittle('Kauffrau', 'ausbildung')).toBe(true);
    expect(saysLittle('Schnupperpraktikum', 'praktikum')).toBe(true);
    expect(saysLittle('Lackierer', 'ausbildung')).toBe(false);
    expect(saysLittle('Koch', 'ausbildung')).toBe(false);
  });

  it('asks the jobs and workplaces named before other words, which are let go first where no listing has them all', () => {
    expect(query('Praxis Azubi Hausarzt', 'ausbildung').split(' ')).toEqual([expect.stringMatching(/^wp/), 'praxis']);
    // A word whose key merely begins like a token is no job ("Synchronsprecher").
    expect(query('Synchronsprecher Koch', 'ausbildung').split(' ')).toEqual([groupToken('koch'), expect.stringMatching(/^synchron/)]);
  });

  it("leaves out the vertical's word misspelt by one letter, and no real word near it", () => {
    expect(query('Ausbilung Koch', 'ausbildung')).toBe(query('Koch', 'ausbildung'));
    expect(query('Praktikm Marketing')).toBe(query('Marketing'));
    expect(query('Praxikum')).toBe('');
    expect(query('Ausbildner', 'ausbildung')).not.toBe('');
    expect(query('Praktiker')).not.toBe('');
  });

  it('finds a field of interest by its jobs only, not by the word, which compounds and descriptions use for anything', () => {
    expect(finds('handwerklich', 'Ausbildung zum Tischler')).toBe(true);
    expect(finds('handwerklich', 'Ausbildung Fachverkäufer im Lebensmittelhandwerk')).toBe(false);
    expect(analyzer.analyzeQuery('handwerklich', 'ausbildung').typedNameKeys).toEqual([]);
  });

  it('leaves out the words of a typed sentence that say nothing about the listing', () => {
    expect(query('ich will was mit Autos machen', 'ausbildung')).toBe(query('Autos', 'ausbildung'));
    expect(query('ich möchte gerne Koch werden', 'ausbildung')).toBe(query('Koch', 'ausbildung'));
    expect(query('Praktikum beim Zahnarzt')).toBe(query('Zahnarzt'));
    expect(query('ich habe Interesse an Technik')).toBe(query('Technik'));
    expect(query('ich mag Tiere und bin gern draußen')).toBe(query('Tiere draußen'));
  });

  it.each([
    ['Ausbildung ab 16', 'Ausbildung'],
    ['Koch Ausbildung mit 17 Jahren', 'Koch'],
    ['Ausbildung Bank 1000 Euro', 'Bank'],
    ['Ausbildung Pflege ab 1.200 € im Monat', 'Pflege'],
    ['gut bezahltes Praktikum Marketing', 'Praktikum Marketing'],
    ['Ausbildung mit hohem Gehalt Elektroniker', 'Elektroniker'],
    ['Ausbildung ab sofort', 'Ausbildung'],
    ['Koch ab sofort', 'Koch'],
    ['Pflege schnellstmöglich', 'Pflege'],
  ])('leaves out what "%s" says about the searcher’s age, pay or start', (typed, searched) => {
    expect(query(typed, 'ausbildung')).toBe(query(searched, 'ausbildung'));
  });

  it('names what it left out about the searcher, in the order typed, and not the filler words', () => {
    expect(analyzer.analyzeQuery('Koch ab 16 mit 1.200 € im Monat', 'ausbildung').aboutSearcher).toEqual(['ab 16', '1.200 € im Monat']);
    expect(analyzer.analyzeQuery('1000 Euro Bank mit 17 Jahren', 'ausbildung').aboutSearcher).toEqual(['1000 Euro', 'mit 17 Jahren']);
    expect(analyzer.analyzeQuery('ich suche gut bezahlt Koch', 'ausbildung').aboutSearcher).toEqual([]);
  });

  it('keeps numbers that are no age or pay', () => {
    expect(query('Ausbildung 2027', 'ausbildung')).not.toBe(query('Ausbildung', 'ausbildung'));
    expect(query('Praktikum 4 Wochen')).not.toBe(query('Wochen'));
  });

  it('reads the school year of a school internship as a Schülerpraktikum', () => {
    for (const typed of ['Praktikum 9. Klasse', 'Praktikum in der 10. Klasse', 'klasse 8 praktikum']) {
      expect(query(typed)).toBe(groupToken('schuelerpraktikum'));
    }
    expect(finds('9. Klasse', 'Schülerpraktikum Koch (m/w/d)')).toBe(true);
  });

  it('reads English place names as the German ones', () => {
    expect(query('Munich')).toBe(query('München'));
    expect(query('Cologne')).toBe(query('Köln'));
    expect(analyzer.placeTerms('München')).toContain(groupToken('muenchen'));
  });

  it.each([
    ['Elektro', 'Elektroniker für Betriebstechnik'],
    ['Elektro', 'Elektriker'],
    ['Mechatron', 'Kfz-Mechatroniker'],
    ['Informat', 'Fachinformatiker für Systemintegration'],
    ['Medizin', 'Medizinische Fachangestellte'],
  ])('completes the cut-off word %s from the title "%s"', (typed, title) => {
    expect(finds(typed, title)).toBe(true);
  });

  it.each([
    ['Schülerprak', 'Schülerpraktikum Kfz-Mechatroniker (m/w/d)'],
    ['Schuelerprakt', 'Schülerpraktikum Kfz-Mechatroniker (m/w/d)'],
    ['Prakt', 'Praktikum Marketing (m/w/d)'],
    ['Ausbildungspl', 'Ausbildungsplatz Koch'],
    ['Berei', 'Pflichtpraktikum im Bereich Logistik'],
    ['Orientierungsp', 'Orientierungspraktikum Tischler'],
  ])('completes the cut-off frequent word %s in "%s" through the index synonyms, not the listing\'s terms', (typed, title) => {
    expect(finds(typed, title)).toBe(true);
    expect(analyzer.prefixTerms(title)).not.toContain(query(typed));
  });

  it('keeps the synonym table small (Meilisearch reads it whole for every query word)', () => {
    expect(Object.keys(synonyms).length).toBeLessThan(1000);
    expect(synonyms[query('Mechatron')]).toBeUndefined();
  });

  it('keeps place names apart that are one letter apart', () => {
    expect(query('Hamburg')).not.toBe(query('Homburg'));
    expect(analyzer.placeTerms('Frankfurt am Main')).not.toContain(query('Mainz'));
    expect(query('Kassel')).not.toBe(query('Kasse'));
  });

  it('leaves out words the vertical implies, and keeps them in the other vertical', () => {
    expect(query('Azubi Lehrstelle Koch', 'ausbildung')).toBe(groupToken('koch'));
    expect(analyzer.analyzeQuery('Azubi Koch', 'ausbildung').impliedByVertical).toEqual(['Azubi']);
    expect(query('Lehrstelle', 'praktikum')).toBe('lehrstell');
    expect(query('Praktikum Marketing', 'praktikum')).toBe('marketing');
  });

  it('does not index boilerplate or the words of a vertical from descriptions', () => {
    const terms = analyzer.descriptionTerms(
      'Du hast einen guten schulischen Abschluss und suchst eine Ausbildung oder ein Praktikum?',
    ).keys;
    expect(terms).not.toContain(query('schulisch'));
    expect(terms).not.toContain('ausbild');
    expect(terms).not.toContain('praktikum');
    expect(terms).not.toContain('und');
  });

  it.each([
    ['Kauffrau', ['Kaufmann']],
    ['Köchin', ['Koch', 'Jungkoch']],
    ['Bäckerin', ['Bäcker', 'Fachverkäufer im Lebensmittelhandwerk']],
    ['MFA', ['Medizinische Fachangestellte', 'Medizinischer Fachangestellter']],
    ['Tischler', ['Schreiner', 'carpenter']],
    ['Marketing', []],
    // A typo's masculine form is no name: the search still finds Erzieherinnen, the page names no "Erziher".
    ['Erziherin', []],
  ])('tells the user what %s was also searched as', (typed, names) => {
    expect(analyzer.analyzeQuery(typed, 'praktikum').parts.flatMap((part) => part.alsoSearched)).toEqual(names);
  });

  it.each([
    ['Pflegepraktikum', 'praktikum', 'Pflichtpraktikum Pflege (m/w/d)'],
    ['Marketingpraktikum', 'praktikum', 'Praktikum im Bereich Marketing (m/w/d)'],
    ['Kochausbildung', 'ausbildung', 'Ausbildung zum Koch (m/w/d)'],
    ['Banklehre', 'ausbildung', 'Bankkaufmann (m/w/d) – Ausbildung 2027'],
    ['Dachdeckerlehre', 'ausbildung', 'Ausbildung Dachdecker (m/w/d)'],
  ] as const)("reads the typed compound %s as the trade and the vertical's word", (typed, vertical, title) => {
    expect(analyzer.analyzeQuery(typed, vertical).impliedByVertical).toHaveLength(1);
    expect(finds(typed, title, vertical)).toBe(true);
  });

  it("keeps internship types and catalogue names whole rather than as a compound with the vertical's word", () => {
    expect(query('Orientierungspraktikum')).toBe(groupToken('orientierungspraktikum'));
    expect(query('Pflichtpraktikum')).toBe(groupToken('pflichtpraktikum'));
    expect(query('Schülerpraktikum')).toBe(groupToken('schuelerpraktikum'));
    expect(query('Betriebswirtschaftslehre', 'ausbildung')).toBe(groupToken('bwl'));
  });

  it('reads the Latin plural Praktika as Praktikum, alone and in compounds', () => {
    expect(query('Schülerpraktika')).toBe(query('Schülerpraktikum'));
    expect(query('Ferienpraktika')).toBe(query('Ferienpraktikum'));
  });

  it.each([
    ['Artzhelferin', 'mfa'],
    ['Elektronicker', 'elektro'],
    // One letter after the feminine ending of a shorter name.
    ['Erzieherinn', 'erzieher'],
    ['Tischlerinn', 'tischler'],
  ])('reads %s, one typo from a catalogue name, as that name', (typed, id) => {
    expect(query(typed, 'ausbildung')).toBe(groupToken(id));
  });

  it("reads shorter words as typed, and a listing's word one typo from a name as that name too", () => {
    expect(analyzer.analyzeQuery('Zimmerei', 'ausbildung').parts[0]?.group).toBeUndefined();
    expect(analyzer.documentTerms('Elektronicker gesucht')).toContain(groupToken('elektro'));
  });

  it('gives a compound the group of the one-word name it ends in, unless it names a group itself', () => {
    expect(analyzer.documentTerms('Ausbildung Fachinformatiker für Systemintegration')).toContain(groupToken('it'));
    expect(analyzer.documentTerms('Wirtschaftsinformatik (B.Sc.)')).toContain(groupToken('it'));
    expect(analyzer.documentTerms('Zahnarzthelferin')).not.toContain(groupToken('mfa'));
  });

  it('finds every name of a group in a description that names the job only there, by several words or an abbreviation', () => {
    const { keys, groups } = analyzer.descriptionTerms('Du lernst den Alltag als Medizinische Fachangestellte kennen.');
    expect(groups).toEqual([groupToken('mfa')]);
    expect(groups).toContain(query('MFA'));
    expect(groups).toContain(query('Arzthelferin'));
    // The words of a longer name stay searchable on their own.
    expect(keys).toEqual(expect.arrayContaining([query('Fachangestellte'), query('Medizin')]));
    expect(analyzer.descriptionTerms('Du unterstützt unsere MFA am Empfang.').groups).toEqual([groupToken('mfa')]);
  });

  it('reads no group from a one-word name in a description: a task or place mentioned in passing does not name the job', () => {
    expect(analyzer.descriptionTerms('Begleitung beim Bau von Photovoltaik-Anlagen').groups).toEqual([]);
    expect(analyzer.descriptionTerms('Gestaltung von Grafiken und Inventur im Lager').groups).toEqual([]);
    expect(analyzer.documentTerms('Praktikum Solartechnik')).toContain(groupToken('solartechnik'));
  });

  it("leaves out the keys of one-word names, so a typed name's key cannot lift a description above the titles", () => {
    for (const typed of ['MFA', 'Arzthelferin']) {
      const { typedNameKeys } = analyzer.analyzeQuery(typed, 'praktikum');
      expect(typedNameKeys).toHaveLength(1);
      expect(analyzer.descriptionTerms('Unsere MFA und Arzthelferinnen zeigen dir den Empfang.').keys).not.toContain(typedNameKeys[0]);
    }
  });

  it("reads no name from a description that holds a vertical's word: any Praktikum may say it", () => {
    expect(analyzer.descriptionTerms('Unser Praktikum für Schüler ist auch ein summer internship.').groups).toEqual([]);
    expect(analyzer.documentTerms('Praktikum für Schüler')).toContain(groupToken('schuelerpraktikum'));
  });

  it('names the group a query word was widened to', () => {
    const [part] = analyzer.analyzeQuery('Arzthelferin', 'ausbildung').parts;
    expect(part?.group?.names).toContain('Medizinische Fachangestellte');
  });

  it('offers the names of other groups that begin with a typed word as related jobs, each once', () => {
    const related = (text: string) => analyzer.relatedNames(text, 'ausbildung');
    expect(related('Bäckerin')).toEqual([{ typed: 'Bäckerin', name: 'Bäckereifachverkäufer' }]);
    expect(related('Ausbildung Konditorin')).toEqual([{ typed: 'Konditorin', name: 'Konditoreifachverkäufer' }]);
    expect(related('Baeckerin')).toEqual([{ typed: 'Baeckerin', name: 'Bäckereifachverkäufer' }]);
    expect(related('Bäckerin Bäckerin')).toEqual([{ typed: 'Bäckerin', name: 'Bäckereifachverkäufer' }]);
    // Fleischer names a group of its own; the Fachverkäufer group is another one, and also a related group (once).
    expect(related('Fleischerin')).toEqual([
      { typed: 'Fleischerin', name: 'Fleischereifachverkäufer' },
      { typed: 'Fleischerin', name: 'Koch' },
    ]);
    // Only a name's first word counts (Kfz-Techniker is no related job of "Technik"), and short words begin too many.
    expect(related('Technik')).toEqual([]);
    expect(related('Kinder')).toEqual([]);
  });

  it("offers a named group's related groups after them, closest first, by names that are no abbreviation", () => {
    const related = (text: string) => analyzer.relatedNames(text, 'ausbildung').map(({ name }) => name);
    expect(related('Zerspanungsmechaniker')).toEqual(['Fachkraft für Metalltechnik', 'Maschinen- und Anlagenführer']);
    // A vet's practice is no doctor's: the Tiermedizinische Fachangestellte has no related group.
    expect(related('Tierarzthelferin')).toEqual([]);
    expect(related('Elektro')).toEqual(['Anlagenmechaniker SHK', 'Solartechnik']);
    // A name of several words stands for what was typed: the search replaces those words.
    expect(analyzer.relatedNames('Kfz Mechatroniker Köln', 'ausbildung')[0]).toEqual({
      typed: 'Kfz Mechatroniker',
      name: 'Karosserie- und Fahrzeugbaumechaniker',
    });
  });

  it("tries a name's words alone only where they name the job or a related one", () => {
    // No related jobs in the catalogue: every word may still find something.
    expect(analyzer.wordsWorthAlone('Duales Studium', 'dualesstudium')).toEqual(['Duales', 'Studium']);
    // A Fahrzeuglackierer is a related job of the Maler und Lackierer, a Kfz-Mechatroniker none of the Kältetechnik.
    expect(analyzer.wordsWorthAlone('Malerin und Lackiererin', 'maler')).toEqual(['Malerin', 'Lackiererin']);
    expect(analyzer.wordsWorthAlone('mechatroniker fuer kaeltetechnik', 'kaeltetechnik')).toEqual(['kaeltetechnik']);
  });

  describe('school-leaving qualifications', () => {
    const asked = (text: string) => analyzer.descriptionTerms(`Anforderungen: ${text} und Freude am Umgang mit Menschen`).groups;

    it('tags a description by the qualification it asks for, though "Schulabschluss" is boilerplate and "Abitur" one word', () => {
      expect(asked('Ein guter mittlerer Schulabschluss')).toEqual([groupToken('schulemittel')]);
      expect(asked('Mindestens ein guter Hauptschulabschluss')).toEqual([groupToken('schulehaupt')]);
      expect(asked('Ein mittlerer Schulabschluss oder Abitur')).toEqual([groupToken('schulemittel'), groupToken('schuleabi')]);
      expect(asked('Abitur oder Fachhochschulreife')).toEqual([groupToken('schuleabi'), groupToken('schulefachabi')]);
      expect(asked('Ein Schulabschluss')).toEqual([]);
    });

    it.each([['ohne Abschluss'], ['keinen Schulabschluss'], ['ESA']])('reads %s as the lowest qualification asked for', (typed) =>
      expect(query(`Ausbildung ${typed}`, 'ausbildung')).toBe(groupToken('schulehaupt')),
    );

    it.each([['Realschulabschluss'], ['Mittlere Reife'], ['MSA'], ['mittleren Schulabschluss']])(
      'reads %s as the Mittlerer Schulabschluss',
      (typed) => expect(query(typed, 'ausbildung')).toBe(groupToken('schulemittel')),
    );

    it('finds with a qualification the listings asking for it or a lower one, never a higher one', () => {
      const findsAsking = (typed: string, text: string) =>
        asked(text).some((token) => token === query(typed, 'ausbildung') || (synonyms[query(typed, 'ausbildung')] ?? []).includes(token));
      expect(findsAsking('Realschulabschluss', 'Mindestens ein guter Hauptschulabschluss')).toBe(true);
      expect(findsAsking('Realschulabschluss', 'Ein guter mittlerer Schulabschluss')).toBe(true);
      expect(findsAsking('Realschulabschluss', 'Abitur oder Fachhochschulreife')).toBe(false);
      expect(findsAsking('Fachabi', 'Abitur oder Fachhochschulreife')).toBe(true);
      expect(findsAsking('Hauptschulabschluss', 'Ein guter mittlerer Schulabschluss')).toBe(false);
      expect(findsAsking('Abitur', 'Mindestens ein guter Hauptschulabschluss')).toBe(true);
    });

    it('says which lower qualifications were searched too, and asks the job before the qualification', () => {
      const { q, parts } = analyzer.analyzeQuery('Realschulabschluss Mechatroniker', 'ausbildung');
      expect(parts.map((part) => part.typed)).toEqual(['Mechatroniker', 'Realschulabschluss']);
      expect(parts[1]?.alsoSearched).toEqual(['Mittlerer Schulabschluss', 'Hauptschulabschluss']);
      // Where no listing has both, Meilisearch's "last" strategy leaves out the last word: the job must stay.
      expect(q.split(' ').at(-1)).toBe(groupToken('schulemittel'));
    });

    it.each([
      ['Ausbildung für Realschüler', 'schulemittel'],
      ['Lehrstelle nach der 10. Klasse', 'schulemittel'],
      ['Ausbildung Hauptschule', 'schulehaupt'],
      ['Ausbildung für Gymnasiasten', 'schuleabi'],
      ['FOS Ausbildung', 'schulefachabi'],
    ])('reads the school or pupils of "%s" as the qualification they lead to, in the Ausbildung search', (typed, level) => {
      expect(query(typed, 'ausbildung')).toBe(groupToken(level));
    });

    it('leaves a qualification out of the Praktikum search, where it says who searches: no internship asks for one', () => {
      expect(query('Praktikum nach dem Abitur')).toBe('');
      expect(query('Praktikum Marketing mit Realschulabschluss')).toBe(query('Marketing'));
      expect(analyzer.analyzeQuery('Praktikum nach dem Abi', 'praktikum').impliedByVertical).toContain('Abi');
      expect(analyzer.analyzeQuery('Praktikum nach dem Abi', 'praktikum').aboutSearcher).toEqual(['Abi']);
      // In the Ausbildung search the qualification says which places the searcher may apply for: it is searched.
      expect(analyzer.analyzeQuery('Ausbildung mit Abitur', 'ausbildung').aboutSearcher).toEqual([]);
    });

    it('reads the Fachoberschule as its qualification for an Ausbildung and as its Pflichtpraktikum for a Praktikum', () => {
      expect(query('FOS Ausbildung', 'ausbildung')).toBe(groupToken('schulefachabi'));
      expect(query('FOS Praktikum')).toBe(groupToken('pflichtpraktikum'));
      expect(finds('Praktikum Fachoberschule', 'Pflichtpraktikum Qualitätssicherung (m/w/d)')).toBe(true);
    });

    it('reads pupils as a Schülerpraktikum in the Praktikum search, and tags no description by a school', () => {
      expect(query('Praktikum für Realschüler')).toBe(groupToken('schuelerpraktikum'));
      expect(query('Praktikum 10. Klasse')).toBe(groupToken('schuelerpraktikum'));
      expect(asked('Du besuchst die Realschule')).toEqual([]);
    });

    it('offers a BWL student the business functions that take interns', () => {
      expect(analyzer.relatedNames('BWL', 'praktikum').map(({ name }) => name)).toEqual(
        expect.arrayContaining(['Rechnungswesen', 'Personalwesen', 'Vertrieb']),
      );
    });

    it('offers no qualification nor internship type as a related job', () => {
      expect(analyzer.relatedNames('Berufsbildung', 'ausbildung')).toEqual([]);
      expect(analyzer.relatedNames('Realschul', 'ausbildung')).toEqual([]);
    });
  });
});
