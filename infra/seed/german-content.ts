import type { SectorKey } from '../../contracts/src/catalog';

/** The degrees the migration AusbildungOptions seeds into `ausbildung_degrees` (admins edit them from then on). */
export type AusbildungDegree =
  | 'Kaufmann/-frau (IHK)'
  | 'Fachkraft (IHK)'
  | 'Geselle/Gesellin (HWK)'
  | 'Staatlich anerkannte Berufsausbildung'
  | 'Duales Studium (Bachelor)'
  | 'Beamtenausbildung';

/** One recognised Ausbildungsberuf (or dual study programme) as a company in the sector would advertise it. */
export interface Ausbildungsberuf {
  /** Nominative, as in "Ausbildung Industriemechaniker (m/w/d)". */
  name: string;
  /** The dative phrase of "Ausbildung zum/zur …", written out because adjectival nouns inflect ("zur Medizinischen Fachangestellten"). */
  zu: string;
  /** Short form for pupil internships ("Schülerpraktikum Kfz-Mechatroniker"); defaults to the name. */
  short?: string;
  abschluss: AusbildungDegree;
  dauerMonate: 24 | 36 | 42;
  dualesStudium?: boolean;
}

/**
 * A company name pattern with the sentences that describe such a company. Placeholders: {surname}, {city}, {word}
 * (from `words`) and {year}; `intro` also gets {name}. Intros name the company with its legal form's article
 * ("Die … GmbH"), which is why each template writes its own.
 */
export interface CompanyTemplate {
  pattern: string;
  words?: readonly string[];
  intro: string;
  activity: string;
}

export interface SectorContent {
  ausbildungen: readonly Ausbildungsberuf[];
  /** Fields an internship can be in ("Praktikum Softwareentwicklung"). */
  praktikumBereiche: readonly string[];
  /**
   * A sentence for a field whose name does not say whom the intern works beside, after the opening: such a listing names
   * a job only in its description, as real ones do ("Praxismanagement" beside the Medizinische Fachangestellte).
   */
  bereichSentences?: Readonly<Record<string, string>>;
  aufgaben: readonly string[];
  anforderungen: readonly string[];
  skills: readonly string[];
  companies: readonly CompanyTemplate[];
  /** First-year Ausbildung pay in cents per month, typical for the sector's collective agreements. */
  verguetungCent: readonly [number, number];
  /** Short topic for sector fairs ("Berufsinfotag Handwerk"). */
  eventFocus: string;
}

const IHK_FACHKRAFT: AusbildungDegree = 'Fachkraft (IHK)';
const IHK_KAUFMANN: AusbildungDegree = 'Kaufmann/-frau (IHK)';
const HWK: AusbildungDegree = 'Geselle/Gesellin (HWK)';
const STAATLICH: AusbildungDegree = 'Staatlich anerkannte Berufsausbildung';
const DUAL: AusbildungDegree = 'Duales Studium (Bachelor)';
const BEAMTE: AusbildungDegree = 'Beamtenausbildung';

function beruf(
  name: string,
  abschluss: AusbildungDegree,
  dauerMonate: 24 | 36 | 42,
  extra: Partial<Ausbildungsberuf> = {},
): Ausbildungsberuf {
  return { name, zu: `zum ${name}`, abschluss, dauerMonate, ...extra };
}

function studium(name: string): Ausbildungsberuf {
  return { name, zu: `im dualen Studium ${name}`, abschluss: DUAL, dauerMonate: 36, dualesStudium: true };
}

export const SECTOR_CONTENT: Record<SectorKey, SectorContent> = {
  it_kommunikation: {
    ausbildungen: [
      beruf('Fachinformatiker für Anwendungsentwicklung', IHK_FACHKRAFT, 36, { short: 'Fachinformatiker' }),
      beruf('Fachinformatiker für Systemintegration', IHK_FACHKRAFT, 36, { short: 'Fachinformatiker' }),
      beruf('Fachinformatiker für Daten- und Prozessanalyse', IHK_FACHKRAFT, 36, { short: 'Fachinformatiker' }),
      beruf('IT-System-Elektroniker', IHK_FACHKRAFT, 36),
      beruf('Kaufmann für IT-System-Management', IHK_KAUFMANN, 36, { short: 'IT-Kaufmann' }),
      beruf('Kaufmann für Digitalisierungsmanagement', IHK_KAUFMANN, 36, { short: 'Digitalisierungskaufmann' }),
      studium('Wirtschaftsinformatik (B.Sc.)'),
    ],
    praktikumBereiche: [
      'Softwareentwicklung',
      'Webentwicklung',
      'IT-Support',
      'IT-Sicherheit',
      'Data Science',
      'UX/UI-Design',
      'Systemadministration',
    ],
    aufgaben: [
      'Mitarbeit an neuen Funktionen unserer Web- und Mobile-Anwendungen',
      'Einrichtung und Betreuung von Arbeitsplatzrechnern, Servern und Netzwerken',
      'Unterstützung des Support-Teams bei Anfragen unserer Kundinnen und Kunden',
      'Schreiben und Ausführen automatisierter Tests',
      'Dokumentation von Systemen und Abläufen in unserem Wiki',
      'Auswertung von Daten und Aufbereitung in übersichtlichen Dashboards',
      'Teilnahme an Daily Stand-ups und Sprint-Reviews im agilen Team',
    ],
    anforderungen: [
      'Begeisterung für Computer, Technik und digitale Zusammenhänge',
      'Gute Noten in Mathematik und Englisch',
      'Erste Programmiererfahrung aus Schule oder eigenen Projekten ist ein Plus',
      'Logisches Denkvermögen und Freude am Tüfteln',
    ],
    skills: [
      'TypeScript',
      'JavaScript',
      'Java',
      'Python',
      'SQL',
      'Linux',
      'Git',
      'Netzwerktechnik',
      'HTML & CSS',
      'Englischkenntnisse',
      'Analytisches Denken',
    ],
    companies: [
      {
        pattern: '{surname} IT-Solutions GmbH',
        intro: 'Die {name} ist ein inhabergeführtes IT-Systemhaus in {city}.',
        activity: 'Wir betreuen kleine und mittlere Unternehmen bei Netzwerken, Cloud-Diensten und IT-Sicherheit.',
      },
      {
        pattern: 'Datenwerk {city} GmbH',
        intro: 'Die {name} ist ein junges Softwareunternehmen mit rund 40 Entwicklerinnen und Entwicklern.',
        activity: 'Wir bauen Web- und App-Lösungen für Kunden aus Handel, Logistik und öffentlicher Verwaltung.',
      },
      {
        pattern: '{surname} Software AG',
        intro: 'Die {name} ist ein mittelständischer Softwarehersteller mit Sitz in {city}.',
        activity: 'Unsere Branchensoftware für Handwerk und Handel ist in über tausend Betrieben im Einsatz.',
      },
      {
        pattern: 'Codefabrik {surname} GmbH',
        intro: 'Die {name} ist eine Digitalagentur aus {city}.',
        activity: 'Wir entwickeln Onlineshops, Webportale und interne Werkzeuge – vom ersten Entwurf bis zum Betrieb.',
      },
      {
        pattern: 'Netzwerk-Systemhaus {surname} GmbH & Co. KG',
        intro: 'Die {name} plant und betreibt seit {year} Netzwerke für Schulen, Praxen und Kanzleien.',
        activity: 'Von {city} aus betreuen unsere Technikerinnen und Techniker Kunden in der ganzen Region.',
      },
    ],
    verguetungCent: [95000, 120000],
    eventFocus: 'IT & Digitales',
  },
  bau_handwerk: {
    ausbildungen: [
      beruf('Kfz-Mechatroniker', HWK, 42),
      beruf('Karosserie- und Fahrzeugbaumechaniker', HWK, 42, { short: 'Karosseriebauer' }),
      beruf('Fahrzeuglackierer', HWK, 36),
      beruf('Elektroniker für Energie- und Gebäudetechnik', HWK, 42, { short: 'Elektroniker' }),
      beruf('Anlagenmechaniker für Sanitär-, Heizungs- und Klimatechnik', HWK, 42, { short: 'Anlagenmechaniker SHK' }),
      beruf('Tischler', HWK, 36),
      beruf('Maurer', HWK, 36),
      beruf('Dachdecker', HWK, 36),
      beruf('Zimmerer', HWK, 36),
      beruf('Maler und Lackierer', HWK, 36),
      beruf('Bauzeichner', IHK_FACHKRAFT, 36),
    ],
    praktikumBereiche: [
      'Kfz-Technik',
      'Elektrotechnik',
      'Sanitär- und Heizungstechnik',
      'Holztechnik',
      'Bauleitung',
      'Malerhandwerk',
      'Dachtechnik',
    ],
    aufgaben: [
      'Mitarbeit in Werkstatt und auf Baustellen an der Seite erfahrener Gesellinnen und Gesellen',
      'Lesen von Plänen und Zeichnungen sowie Aufmaß vor Ort',
      'Umgang mit Hand- und Elektrowerkzeugen und modernen Maschinen',
      'Montage, Wartung und Reparatur bei unseren Kundinnen und Kunden',
      'Fehlersuche mit moderner Mess- und Diagnosetechnik',
      'Vorbereitung von Material sowie Pflege von Werkzeug und Fahrzeugen',
    ],
    anforderungen: [
      'Handwerkliches Geschick und Freude an praktischer Arbeit',
      'Körperliche Fitness und Spaß an der Arbeit, auch im Freien',
      'Räumliches Vorstellungsvermögen und solide Mathekenntnisse',
      'Zuverlässigkeit und Pünktlichkeit',
    ],
    skills: [
      'Handwerkliches Geschick',
      'Technisches Verständnis',
      'Räumliches Denken',
      'Führerschein Klasse B',
      'Sorgfalt',
      'Körperliche Fitness',
    ],
    companies: [
      {
        pattern: '{surname} Elektrotechnik GmbH',
        intro: 'Die {name} ist ein familiengeführter Elektrofachbetrieb in {city}.',
        activity: 'Wir planen und installieren Elektro-, Licht- und Smart-Home-Anlagen für Privat- und Gewerbekunden.',
      },
      {
        pattern: '{surname} Haustechnik GmbH',
        intro: 'Die {name} ist ein Meisterbetrieb für Sanitär, Heizung und Klima.',
        activity: 'Wir modernisieren Bäder, bauen Wärmepumpen ein und sind mit unserem Notdienst rund um die Uhr für {city} da.',
      },
      {
        pattern: 'Tischlerei {surname}',
        intro: 'Die {name} fertigt seit {year} Möbel, Treppen und Innenausbauten nach Maß.',
        activity: 'Vom Entwurf über die Fertigung in unserer Werkstatt bis zur Montage beim Kunden liegt alles in einer Hand.',
      },
      {
        pattern: 'Bauunternehmung {surname} GmbH & Co. KG',
        intro: 'Die {name} ist ein mittelständisches Bauunternehmen aus {city}.',
        activity: 'Wir errichten Wohn- und Gewerbebauten und sanieren Bestandsgebäude in der Region.',
      },
      {
        pattern: 'Autohaus {surname} GmbH',
        intro: 'Die {name} ist ein Autohaus mit eigener Meisterwerkstatt in {city}.',
        activity: 'Neben Verkauf und Leasing übernehmen wir Inspektionen, Reparaturen und die Vorbereitung zur Hauptuntersuchung.',
      },
      {
        pattern: '{surname} Bedachungen GmbH',
        intro: 'Die {name} ist ein Dachdeckerbetrieb in dritter Generation.',
        activity: 'Wir decken und dämmen Dächer, montieren Photovoltaikanlagen und sanieren Fassaden.',
      },
    ],
    verguetungCent: [70000, 105000],
    eventFocus: 'Handwerk',
  },
  gesundheit_soziales: {
    ausbildungen: [
      beruf('Pflegefachkraft', STAATLICH, 36, { zu: 'zur Pflegefachkraft' }),
      beruf('Medizinische Fachangestellte', STAATLICH, 36, {
        zu: 'zur Medizinischen Fachangestellten',
        short: 'Medizinische Fachangestellte',
      }),
      beruf('Zahnmedizinische Fachangestellte', STAATLICH, 36, { zu: 'zur Zahnmedizinischen Fachangestellten' }),
      beruf('Erzieher', STAATLICH, 36),
      beruf('Heilerziehungspfleger', STAATLICH, 36),
      beruf('Notfallsanitäter', STAATLICH, 36),
      beruf('Pflegefachassistent', STAATLICH, 24, { zu: 'zum Pflegefachassistenten' }),
      studium('Soziale Arbeit (B.A.)'),
    ],
    praktikumBereiche: ['Pflege', 'Frühpädagogik', 'Physiotherapie', 'Rettungsdienst', 'Soziale Arbeit', 'Praxismanagement'],
    bereichSentences: {
      Praxismanagement:
        'Am Empfang, bei der Terminvergabe und in der Abrechnung arbeitest du eng mit unseren Medizinischen Fachangestellten zusammen.',
    },
    aufgaben: [
      'Begleitung erfahrener Fachkräfte im Arbeitsalltag mit Patientinnen und Patienten',
      'Unterstützung bei der Grundpflege und bei den Mahlzeiten',
      'Gestaltung von Beschäftigungs- und Freizeitangeboten',
      'Mitwirkung bei Dokumentation und Übergaben im Team',
      'Empfang, Terminvergabe und Organisation in der Praxis',
      'Vorbereitung von Behandlungsräumen und medizinischem Material',
    ],
    anforderungen: [
      'Einfühlungsvermögen und Freude am Umgang mit Menschen',
      'Verantwortungsbewusstsein und Ruhe auch in stressigen Situationen',
      'Offenheit für wechselnde Dienstzeiten',
      'Ein Nachweis über den Masernschutz',
    ],
    skills: ['Empathie', 'Kommunikationsfähigkeit', 'Belastbarkeit', 'Verantwortungsbewusstsein', 'Geduld', 'Erste-Hilfe-Kenntnisse'],
    companies: [
      {
        pattern: 'Pflegedienst Sonnenschein gGmbH',
        intro: 'Die {name} ist ein ambulanter Pflegedienst in {city}.',
        activity: 'Unsere Teams versorgen täglich über 200 Menschen zu Hause – mit Herz, Zeit und Fachwissen.',
      },
      {
        pattern: 'Seniorenzentrum {word} gGmbH',
        words: ['Am Park', 'Lindenhof', 'Rosengarten', 'Abendrot'],
        intro: 'Die {name} ist eine stationäre Pflegeeinrichtung mit 120 Plätzen in {city}.',
        activity:
          'In familiärer Atmosphäre kümmert sich ein multiprofessionelles Team um Pflege, Therapie und einen abwechslungsreichen Alltag.',
      },
      {
        pattern: 'Praxis Dr. med. {surname}',
        intro: 'Die {name} ist eine allgemeinmedizinische Hausarztpraxis in {city}.',
        activity: 'Wir betreuen Patientinnen und Patienten aller Altersgruppen, von der Vorsorge bis zum Hausbesuch.',
      },
      {
        pattern: 'Kita {word} e.V.',
        words: ['Regenbogen', 'Sonnenblume', 'Pusteblume', 'Kunterbunt'],
        intro: 'Der Verein {name} ist ein freier Kita-Träger in {city}.',
        activity: 'In zwei Häusern betreuen wir rund 90 Kinder im Alter von einem bis sechs Jahren nach einem offenen Konzept.',
      },
      {
        pattern: 'Physiotherapie {surname}',
        intro: 'Bei {name} in {city} behandeln wir seit {year} Patientinnen und Patienten aller Altersgruppen.',
        activity: 'Unser Team ist auf Sportverletzungen, Rückenbeschwerden und neurologische Rehabilitation spezialisiert.',
      },
      {
        pattern: 'Pflegedienst {word} GmbH',
        words: ['Lebensfreude', 'Miteinander', 'Zuhause'],
        intro: 'Die {name} unterstützt Seniorinnen und Senioren in {city} dabei, möglichst lange selbstständig zu leben.',
        activity: 'Zu unseren Leistungen gehören Grund- und Behandlungspflege, Betreuung und Beratung für Angehörige.',
      },
    ],
    verguetungCent: [95000, 125000],
    eventFocus: 'Gesundheit & Pflege',
  },
  bildung_wissenschaft: {
    ausbildungen: [
      beruf('Chemielaborant', IHK_FACHKRAFT, 42, { zu: 'zum Chemielaboranten' }),
      beruf('Biologielaborant', IHK_FACHKRAFT, 42, { zu: 'zum Biologielaboranten' }),
      beruf('Fachangestellter für Medien- und Informationsdienste', STAATLICH, 36, {
        zu: 'zum Fachangestellten für Medien- und Informationsdienste',
        short: 'Fachangestellter für Medien- und Informationsdienste',
      }),
      beruf('Kaufmann für Büromanagement', IHK_KAUFMANN, 36, { short: 'Bürokaufmann' }),
      beruf('Sozialassistent', STAATLICH, 24, { zu: 'zum Sozialassistenten' }),
      studium('Angewandte Chemie (B.Sc.)'),
    ],
    praktikumBereiche: [
      'Laborarbeit',
      'Forschung und Entwicklung',
      'Nachhilfe und Lernförderung',
      'Erwachsenenbildung',
      'Bibliothek',
      'Wissenschaftskommunikation',
    ],
    aufgaben: [
      'Vorbereitung und Durchführung von Versuchen im Labor',
      'Unterstützung von Lehrkräften in Kursen und Lerngruppen',
      'Recherche, Auswertung und Aufbereitung von Fachliteratur',
      'Pflege von Datenbanken und Probenverzeichnissen',
      'Mitarbeit bei der Organisation von Workshops und Veranstaltungen',
      'Erstellung von Unterrichts- und Informationsmaterial',
    ],
    anforderungen: [
      'Interesse an Naturwissenschaften oder Pädagogik',
      'Eine sorgfältige und genaue Arbeitsweise',
      'Gute Deutschkenntnisse in Wort und Schrift',
      'Neugier und Lust, Neues zu lernen',
    ],
    skills: ['Sorgfalt', 'Laborarbeit', 'MS Office', 'Recherche', 'Präsentation', 'Geduld', 'Organisationstalent'],
    companies: [
      {
        pattern: 'Institut für angewandte Forschung {city} e.V.',
        intro: 'Das {name} ist ein gemeinnütziges Forschungsinstitut.',
        activity: 'Wir forschen an Werkstoffen, Messverfahren und Umwelttechnik und arbeiten eng mit Hochschulen und Industrie zusammen.',
      },
      {
        pattern: 'Lernwerk {city} gGmbH',
        intro: 'Die {name} ist ein gemeinnütziger Bildungsträger.',
        activity: 'Wir bieten Nachhilfe, Sprachkurse und Berufsorientierung für Jugendliche und Erwachsene an.',
      },
      {
        pattern: 'Sprachschule Lingua {city} GmbH',
        intro: 'Die {name} unterrichtet seit {year} Sprachen für Beruf und Alltag.',
        activity: 'Rund 40 Lehrkräfte geben bei uns Kurse in Deutsch, Englisch und zwölf weiteren Sprachen.',
      },
      {
        pattern: '{surname} Analytik GmbH',
        intro: 'Die {name} ist ein akkreditiertes Prüflabor in {city}.',
        activity: 'Wir untersuchen Lebensmittel-, Wasser- und Umweltproben für Behörden und Unternehmen.',
      },
      {
        pattern: 'Bildungszentrum {surname} GmbH',
        intro: 'Die {name} ist ein privater Bildungsanbieter mit Sitz in {city}.',
        activity: 'Wir qualifizieren Menschen für kaufmännische und IT-Berufe – in Präsenz und online.',
      },
    ],
    verguetungCent: [85000, 115000],
    eventFocus: 'Bildung & Forschung',
  },
  oeffentlicher_dienst: {
    ausbildungen: [
      beruf('Verwaltungsfachangestellter', STAATLICH, 36, { zu: 'zum Verwaltungsfachangestellten' }),
      beruf('Verwaltungswirt', BEAMTE, 24),
      beruf('Fachangestellter für Bäderbetriebe', STAATLICH, 36, { zu: 'zum Fachangestellten für Bäderbetriebe' }),
      beruf('Straßenwärter', STAATLICH, 36),
      beruf('Vermessungstechniker', STAATLICH, 36),
      studium('Public Management (B.A.)'),
    ],
    praktikumBereiche: [
      'Bürgerservice',
      'Stadtplanung',
      'Personalverwaltung',
      'Ordnungsverwaltung',
      'Jugendhilfe',
      'Öffentlichkeitsarbeit',
    ],
    aufgaben: [
      'Einblick in die Arbeit verschiedener Ämter und Fachbereiche',
      'Bearbeitung von Anträgen und Bescheiden unter Anleitung',
      'Beratung von Bürgerinnen und Bürgern im Bürgerbüro',
      'Mitarbeit an Projekten der Stadtentwicklung',
      'Vorbereitung von Sitzungen und Führen von Protokollen',
      'Pflege von Daten in den Fachverfahren der Verwaltung',
    ],
    anforderungen: [
      'Interesse an Recht, Politik und gesellschaftlichen Fragen',
      'Ein freundliches Auftreten und Freude am Kontakt mit Menschen',
      'Gute Deutschkenntnisse und ein sicherer Ausdruck',
      'Die deutsche Staatsangehörigkeit oder die eines EU-Mitgliedstaats für Beamtenlaufbahnen',
    ],
    skills: ['Kommunikationsfähigkeit', 'MS Office', 'Genauigkeit', 'Rechtsverständnis', 'Kundenorientierung', 'Diskretion'],
    companies: [
      {
        pattern: 'Stadtverwaltung {city}',
        intro: 'Die {name} ist ein moderner öffentlicher Arbeitgeber mit mehr als 50 Berufsbildern.',
        activity: 'Unsere Beschäftigten kümmern sich um Bürgerservice, Stadtplanung, Schulen, Kitas und vieles mehr.',
      },
      {
        pattern: 'Kommunale Datenverarbeitung {city}',
        intro: 'Die {name} ist der IT-Dienstleister der Städte und Gemeinden in der Region.',
        activity: 'Wir betreiben Fachverfahren, Rechenzentren und Bürgerportale für über 60 Kommunen.',
      },
      {
        pattern: 'Bäderbetriebe {city} GmbH',
        intro: 'Die {name} ist der kommunale Bäderbetrieb der Stadt.',
        activity: 'Wir betreiben drei Hallen- und Freibäder und bieten Schwimmkurse für alle Altersgruppen an.',
      },
      {
        pattern: 'Bauhof {city}',
        intro: 'Der {name} ist der Betriebshof der Stadt und beschäftigt Fachleute aus vielen Berufen.',
        activity: 'Wir pflegen Straßen, Grünflächen und Spielplätze und sorgen im Winter für geräumte Wege.',
      },
    ],
    verguetungCent: [110000, 125000],
    eventFocus: 'Öffentlicher Dienst',
  },
  energie_umwelt: {
    ausbildungen: [
      beruf('Elektroniker für Betriebstechnik', IHK_FACHKRAFT, 42, { short: 'Elektroniker' }),
      beruf('Anlagenmechaniker', IHK_FACHKRAFT, 42),
      beruf('Fachkraft für Abwassertechnik', IHK_FACHKRAFT, 36, { zu: 'zur Fachkraft für Abwassertechnik' }),
      beruf('Fachkraft für Kreislauf- und Abfallwirtschaft', IHK_FACHKRAFT, 36, {
        zu: 'zur Fachkraft für Kreislauf- und Abfallwirtschaft',
      }),
      beruf('Umwelttechnologe für Wasserversorgung', IHK_FACHKRAFT, 36, { zu: 'zum Umwelttechnologen für Wasserversorgung' }),
      beruf('Industriekaufmann', IHK_KAUFMANN, 36),
      studium('Energie- und Umwelttechnik (B.Eng.)'),
    ],
    praktikumBereiche: ['Erneuerbare Energien', 'Netzbetrieb', 'Energieberatung', 'Umweltschutz', 'Wasserwirtschaft', 'Solartechnik'],
    aufgaben: [
      'Mitarbeit bei Wartung und Instandhaltung von Anlagen der Strom-, Gas- und Wasserversorgung',
      'Begleitung von Montageteams beim Bau von Photovoltaik- und Wärmepumpenanlagen',
      'Messungen und Probenahmen für Umwelt- und Qualitätskontrollen',
      'Auswertung von Verbrauchsdaten und Mitarbeit an Energiesparprojekten',
      'Unterstützung der Kundenberatung rund um Tarife und Förderprogramme',
      'Einblicke in die Leitwarte und die Steuerung unserer Netze',
    ],
    anforderungen: [
      'Interesse an Technik und Klimaschutz',
      'Gute Kenntnisse in Mathematik und Physik',
      'Teamgeist und Verantwortungsbewusstsein',
      'Freude an der Arbeit drinnen wie draußen',
    ],
    skills: ['Technisches Verständnis', 'Elektrotechnik', 'Umweltbewusstsein', 'Führerschein Klasse B', 'MS Office', 'Analytisches Denken'],
    companies: [
      {
        pattern: 'Stadtwerke {city}',
        intro: 'Die {name} sind der kommunale Energie- und Wasserversorger vor Ort.',
        activity: 'Wir liefern Strom, Gas, Wärme und Trinkwasser und bauen die erneuerbaren Energien in der Region aus.',
      },
      {
        pattern: '{word} Solartechnik GmbH',
        words: ['Sonnenkraft', 'Helios', 'Lichtfeld', 'Solarwerk'],
        intro: 'Die {name} plant und installiert Photovoltaik- und Speicheranlagen in {city} und im Umland.',
        activity: 'Seit {year} haben wir mehr als 3.000 Anlagen auf Dächer von Privathäusern, Höfen und Betrieben gebracht.',
      },
      {
        pattern: 'Windkraft Service {surname} GmbH',
        intro: 'Die {name} wartet und repariert Windenergieanlagen in ganz Deutschland.',
        activity: 'Unsere Serviceteams starten von {city} aus zu Einsätzen an Land und auf See.',
      },
      {
        pattern: 'Grünwerk Umweltservice {city} GmbH',
        intro: 'Die {name} sammelt, sortiert und verwertet Abfälle aus Haushalten und Gewerbe.',
        activity: 'In unserer Sortieranlage gewinnen wir Wertstoffe zurück und leisten so einen Beitrag zur Kreislaufwirtschaft.',
      },
      {
        pattern: '{surname} Energietechnik GmbH',
        intro: 'Die {name} ist ein Fachbetrieb für Energie- und Gebäudetechnik aus {city}.',
        activity: 'Wir planen Wärmepumpen, Blockheizkraftwerke und Ladeinfrastruktur für Unternehmen und Kommunen.',
      },
    ],
    verguetungCent: [100000, 125000],
    eventFocus: 'Energie & Umwelt',
  },
  finanz_versicherung: {
    ausbildungen: [
      beruf('Bankkaufmann', IHK_KAUFMANN, 36),
      beruf('Kaufmann für Versicherungen und Finanzanlagen', IHK_KAUFMANN, 36, { short: 'Versicherungskaufmann' }),
      beruf('Steuerfachangestellter', STAATLICH, 36, { zu: 'zum Steuerfachangestellten' }),
      beruf('Kaufmann für Büromanagement', IHK_KAUFMANN, 36, { short: 'Bürokaufmann' }),
      studium('Betriebswirtschaftslehre – Bank (B.A.)'),
    ],
    praktikumBereiche: [
      'Privatkundenberatung',
      'Controlling',
      'Rechnungswesen',
      'Versicherungsvertrieb',
      'Steuerberatung',
      'Risikomanagement',
    ],
    aufgaben: [
      'Begleitung von Beratungsgesprächen mit Privat- und Firmenkunden',
      'Mitarbeit in der Buchhaltung sowie bei Monats- und Jahresabschlüssen',
      'Vorbereitung von Steuererklärungen und Lohnabrechnungen unter Anleitung',
      'Bearbeitung von Schadenmeldungen und Versicherungsanträgen',
      'Erstellung von Auswertungen und Präsentationen mit Excel',
      'Kennenlernen der Abläufe in Kreditvergabe und Zahlungsverkehr',
    ],
    anforderungen: [
      'Freude am Umgang mit Zahlen',
      'Gute Noten in Mathematik und Deutsch',
      'Ein gepflegtes Auftreten und Spaß an Beratung',
      'Diskretion und Zuverlässigkeit',
    ],
    skills: ['Zahlenverständnis', 'Excel', 'Kundenorientierung', 'Kommunikationsfähigkeit', 'Diskretion', 'Genauigkeit'],
    companies: [
      {
        pattern: '{surname} & Partner Steuerberatungsgesellschaft mbH',
        intro: 'Die {name} ist eine Steuerberatungskanzlei mit Sitz in {city}.',
        activity: 'Wir betreuen Handwerksbetriebe, Freiberufler und Familien in allen steuerlichen Fragen.',
      },
      {
        pattern: 'Regionalbank {city} eG',
        intro: 'Die {name} ist eine Genossenschaftsbank mit zwölf Filialen in {city} und Umgebung.',
        activity: 'Als Genossenschaft gehören wir unseren Mitgliedern und beraten Privat- wie Firmenkunden persönlich.',
      },
      {
        pattern: 'Versicherungsagentur {surname}',
        intro: 'Die {name} ist eine inhabergeführte Versicherungsagentur in {city}.',
        activity: 'Wir beraten zu Altersvorsorge, Haftpflicht- und Gebäudeversicherungen und helfen schnell im Schadenfall.',
      },
      {
        pattern: 'Finanzkontor {city} GmbH',
        intro: 'Die {name} ist ein unabhängiger Finanzdienstleister.',
        activity: 'Wir unterstützen mittelständische Unternehmen bei Buchhaltung, Lohnabrechnung und Finanzplanung.',
      },
    ],
    verguetungCent: [105000, 125000],
    eventFocus: 'Banken & Versicherungen',
  },
  industrie_produktion: {
    ausbildungen: [
      beruf('Industriemechaniker', IHK_FACHKRAFT, 42),
      beruf('Mechatroniker', IHK_FACHKRAFT, 42),
      beruf('Zerspanungsmechaniker', IHK_FACHKRAFT, 42),
      beruf('Elektroniker für Automatisierungstechnik', IHK_FACHKRAFT, 42, { short: 'Elektroniker' }),
      beruf('Verfahrensmechaniker für Kunststoff- und Kautschuktechnik', IHK_FACHKRAFT, 36, { short: 'Verfahrensmechaniker' }),
      beruf('Maschinen- und Anlagenführer', IHK_FACHKRAFT, 24),
      beruf('Fachkraft für Metalltechnik', IHK_FACHKRAFT, 24, { zu: 'zur Fachkraft für Metalltechnik' }),
      beruf('Technischer Produktdesigner', IHK_FACHKRAFT, 42, { zu: 'zum Technischen Produktdesigner' }),
      beruf('Industriekaufmann', IHK_KAUFMANN, 36),
      studium('Maschinenbau (B.Eng.)'),
    ],
    praktikumBereiche: ['Maschinenbau', 'Produktion', 'Qualitätssicherung', 'Konstruktion', 'Instandhaltung', 'Einkauf'],
    aufgaben: [
      'Arbeiten an CNC-Dreh- und Fräsmaschinen unter Anleitung',
      'Montage von Baugruppen und Inbetriebnahme von Maschinen',
      'Mitarbeit in der Qualitätssicherung mit modernen Messmitteln',
      'Erstellung technischer Zeichnungen und 3D-Modelle im CAD-System',
      'Unterstützung der Instandhaltung bei Wartung und Störungssuche',
      'Kennenlernen von Produktionsplanung und Lean-Methoden',
    ],
    anforderungen: [
      'Technisches Verständnis und handwerkliches Geschick',
      'Gute Noten in Mathematik und Physik',
      'Sorgfalt und eine genaue Arbeitsweise',
      'Interesse an modernen Fertigungstechnologien',
    ],
    skills: ['CNC-Technik', 'CAD', 'Technisches Verständnis', 'Qualitätsbewusstsein', 'Metallbearbeitung', 'Schichtbereitschaft'],
    companies: [
      {
        pattern: '{surname} Maschinenbau GmbH',
        intro: 'Die {name} entwickelt und baut Sondermaschinen für die Automobil- und Verpackungsindustrie.',
        activity: 'Von unserem Standort in {city} liefern wir Anlagen in über 30 Länder.',
      },
      {
        pattern: '{surname} Präzisionstechnik GmbH & Co. KG',
        intro: 'Die {name} fertigt hochgenaue Dreh- und Frästeile für Medizintechnik, Luftfahrt und Maschinenbau.',
        activity: 'Seit {year} produzieren wir in {city} – heute mit mehr als 60 modernen CNC-Maschinen.',
      },
      {
        pattern: 'Kunststoffwerk {city} GmbH',
        intro: 'Die {name} stellt Spritzgussteile für Haushaltsgeräte und die Fahrzeugindustrie her.',
        activity: 'Vom Werkzeugbau bis zur Serienfertigung decken wir die gesamte Prozesskette ab.',
      },
      {
        pattern: '{surname} Metallbau GmbH',
        intro: 'Die {name} fertigt Stahlkonstruktionen, Treppen und Geländer für Industrie- und Wohnbau.',
        activity: 'Unsere Werkstatt in {city} verbindet traditionelles Schweißhandwerk mit moderner Lasertechnik.',
      },
      {
        pattern: 'Antriebstechnik {surname} AG',
        intro: 'Die {name} entwickelt Getriebe und Elektromotoren für Förderanlagen und Windkraft.',
        activity: 'Mit eigener Entwicklung, Fertigung und Prüfstand in {city} sind wir ein gefragter Partner der Industrie.',
      },
    ],
    verguetungCent: [100000, 125000],
    eventFocus: 'Industrie & Technik',
  },
  handel_vertrieb: {
    ausbildungen: [
      beruf('Kaufmann im Einzelhandel', IHK_KAUFMANN, 36, { short: 'Einzelhandelskaufmann' }),
      beruf('Verkäufer', IHK_FACHKRAFT, 24),
      beruf('Kaufmann im Groß- und Außenhandelsmanagement', IHK_KAUFMANN, 36, { short: 'Groß- und Außenhandelskaufmann' }),
      beruf('Kaufmann im E-Commerce', IHK_KAUFMANN, 36, { short: 'E-Commerce-Kaufmann' }),
      beruf('Fachverkäufer im Lebensmittelhandwerk', HWK, 36, { short: 'Fachverkäufer' }),
      studium('Handelsmanagement (B.A.)'),
    ],
    praktikumBereiche: ['Einzelhandel', 'Vertrieb', 'E-Commerce', 'Marketing', 'Einkauf', 'Filialmanagement'],
    aufgaben: [
      'Beratung von Kundinnen und Kunden auf der Verkaufsfläche',
      'Warenannahme, Regalpflege und Gestaltung von Aktionsflächen',
      'Pflege unseres Onlineshops und Bearbeitung von Bestellungen',
      'Mitarbeit bei Inventur, Bestellwesen und Preisauszeichnung',
      'Unterstützung des Vertriebs bei Angeboten und Kundenterminen',
      'Planung von Werbeaktionen und Social-Media-Beiträgen',
    ],
    anforderungen: [
      'Ein freundliches, offenes Auftreten',
      'Spaß am Verkaufen und am Kontakt mit Kundschaft',
      'Gute Umgangsformen und Teamgeist',
      'Sicheres Rechnen für Kasse und Kalkulation',
    ],
    skills: ['Kundenorientierung', 'Kommunikationsfähigkeit', 'Verkaufstalent', 'Organisationstalent', 'MS Office', 'Social Media'],
    companies: [
      {
        pattern: 'Modehaus {surname}',
        intro: 'Das {name} ist seit drei Generationen eine feste Adresse für Mode in {city}.',
        activity: 'Auf vier Etagen beraten wir unsere Kundschaft zu Damen-, Herren- und Kindermode.',
      },
      {
        pattern: '{surname} Großhandel GmbH',
        intro: 'Die {name} beliefert Gastronomie und Einzelhandel mit Lebensmitteln und Getränken.',
        activity: 'Unser Lager in {city} versorgt täglich mehr als 800 Kunden in der Region.',
      },
      {
        pattern: 'Frischemarkt {surname} e.K.',
        intro: 'Der {name} ist ein inhabergeführter Supermarkt mit großem regionalen Sortiment.',
        activity: 'Frische Backwaren, eine eigene Fleischtheke und Obst von Höfen aus der Umgebung machen uns in {city} besonders.',
      },
      {
        pattern: 'Bäckerei {surname}',
        intro: 'Die {name} backt seit {year} nach traditionellen Rezepten.',
        activity: 'Unsere Backstube beliefert acht eigene Filialen in {city} und Umgebung.',
      },
      {
        pattern: 'Radhaus {surname} GmbH',
        intro: 'Die {name} verkauft und repariert Fahrräder und E-Bikes – im Laden in {city} und online.',
        activity: 'Unsere Werkstatt und unser Onlineshop wachsen seit Jahren, ebenso unser junges Team.',
      },
    ],
    verguetungCent: [85000, 110000],
    eventFocus: 'Handel & Verkauf',
  },
  medien_kultur: {
    ausbildungen: [
      beruf('Mediengestalter Digital und Print', IHK_FACHKRAFT, 36, { short: 'Mediengestalter' }),
      beruf('Mediengestalter Bild und Ton', IHK_FACHKRAFT, 36, { short: 'Mediengestalter' }),
      beruf('Fachkraft für Veranstaltungstechnik', IHK_FACHKRAFT, 36, { zu: 'zur Fachkraft für Veranstaltungstechnik' }),
      beruf('Kaufmann für Marketingkommunikation', IHK_KAUFMANN, 36, { short: 'Marketingkaufmann' }),
      beruf('Fotograf', HWK, 36, { zu: 'zum Fotografen' }),
      beruf('Buchhändler', IHK_FACHKRAFT, 36),
      studium('Medienmanagement (B.A.)'),
    ],
    praktikumBereiche: ['Redaktion', 'Grafikdesign', 'Social Media', 'Marketing', 'Veranstaltungstechnik', 'Fotografie', 'Videoproduktion'],
    aufgaben: [
      'Mitarbeit an Print- und Onlineprojekten vom Briefing bis zur Umsetzung',
      'Gestaltung von Grafiken, Layouts und Social-Media-Beiträgen',
      'Recherche und Schreiben eigener Texte für Web und Print',
      'Unterstützung bei Auf- und Abbau von Bühne, Licht und Ton',
      'Mitarbeit bei Foto- und Videoproduktionen sowie im Schnitt',
      'Planung und Betreuung von Veranstaltungen',
    ],
    anforderungen: [
      'Kreativität und ein gutes Auge für Gestaltung',
      'Ein sicherer Umgang mit der deutschen Sprache',
      'Flexibilität, auch einmal abends oder am Wochenende',
      'Erste Erfahrungen mit Adobe-Programmen sind von Vorteil',
    ],
    skills: ['Adobe Photoshop', 'Adobe InDesign', 'Kreativität', 'Social Media', 'Videoschnitt', 'Textsicherheit', 'Fotografie'],
    companies: [
      {
        pattern: 'Agentur {word} GmbH',
        words: ['Blickfang', 'Kopfsache', 'Funkelwerk', 'Feinschliff'],
        intro: 'Die {name} ist eine Kreativagentur für Design, Kampagnen und Social Media in {city}.',
        activity: 'Für Kunden aus Mittelstand, Kultur und Verwaltung entwickeln wir Marken und Kommunikation, die auffällt.',
      },
      {
        pattern: 'Medienhaus {city} GmbH',
        intro: 'Die {name} gibt die Tageszeitung und mehrere Onlineportale für die Region heraus.',
        activity: 'Unsere Redaktion berichtet täglich aus Politik, Sport und Kultur – gedruckt, online und im Podcast.',
      },
      {
        pattern: 'Studio {word} Fotografie',
        words: ['Lichtblick', 'Augenblick', 'Momentaufnahme'],
        intro: 'Das {name} ist ein Fotostudio für Porträt-, Hochzeits- und Werbefotografie in {city}.',
        activity: 'Neben Aufträgen im Studio sind wir für Unternehmen und Veranstaltungen unterwegs.',
      },
      {
        pattern: 'Buchhandlung {surname}',
        intro: 'Die {name} ist eine unabhängige Buchhandlung mitten in {city}.',
        activity: 'Neben Büchern bieten wir Lesungen, einen Schulbuchservice und einen eigenen Onlineshop.',
      },
      {
        pattern: '{surname} Veranstaltungstechnik GmbH',
        intro: 'Die {name} liefert Licht, Ton und Bühnentechnik für Konzerte, Messen und Firmenfeiern.',
        activity: 'Von unserem Lager in {city} aus betreuen wir jedes Jahr mehr als 400 Veranstaltungen.',
      },
    ],
    verguetungCent: [80000, 110000],
    eventFocus: 'Medien & Kreatives',
  },
  dienstleistungen: {
    ausbildungen: [
      beruf('Hotelfachmann', IHK_FACHKRAFT, 36),
      beruf('Koch', IHK_FACHKRAFT, 36),
      beruf('Friseur', HWK, 36),
      beruf('Fachkraft für Gastronomie', IHK_FACHKRAFT, 24, { zu: 'zur Fachkraft für Gastronomie' }),
      beruf('Gebäudereiniger', HWK, 36),
      beruf('Immobilienkaufmann', IHK_KAUFMANN, 36),
      beruf('Kaufmann für Büromanagement', IHK_KAUFMANN, 36, { short: 'Bürokaufmann' }),
      beruf('Personaldienstleistungskaufmann', IHK_KAUFMANN, 36),
    ],
    praktikumBereiche: ['Hotellerie', 'Gastronomie', 'Eventmanagement', 'Personalwesen', 'Immobilienverwaltung', 'Kundenservice'],
    aufgaben: [
      'Betreuung unserer Gäste an der Rezeption und am Telefon',
      'Mithilfe in Küche und Service bei Veranstaltungen',
      'Organisation von Terminen, Korrespondenz und Ablage im Büro',
      'Begleitung von Wohnungsbesichtigungen und Eigentümerversammlungen',
      'Unterstützung bei Bewerbermanagement und Personalplanung',
      'Vorbereitung von Veranstaltungen für unsere Kundschaft',
    ],
    anforderungen: [
      'Freundlichkeit und Freude am Umgang mit Gästen und Kunden',
      'Organisationstalent und Flexibilität',
      'Ein gepflegtes Erscheinungsbild',
      'Gute Deutschkenntnisse; Englisch ist ein Plus',
    ],
    skills: ['Kundenorientierung', 'Organisationstalent', 'Freundlichkeit', 'Englischkenntnisse', 'Flexibilität', 'MS Office'],
    companies: [
      {
        pattern: 'Hotel {word} {city}',
        words: ['Am Stadtpark', 'Zur Post', 'Lindenhof', 'Kaiserhof'],
        intro: 'Das {name} ist ein familiengeführtes Vier-Sterne-Hotel mit 85 Zimmern und eigenem Restaurant.',
        activity: 'Geschäftsreisende, Tagungsgäste und Urlauber schätzen unseren persönlichen Service.',
      },
      {
        pattern: 'Salon {word}',
        words: ['Haarscharf', 'Schnittpunkt', 'Haarmonie'],
        intro: 'Der {name} ist ein junger Friseursalon mitten in {city}.',
        activity: 'Unser Team bildet sich regelmäßig weiter und setzt Trends in Schnitt, Farbe und Pflege um.',
      },
      {
        pattern: '{surname} Gebäudeservice GmbH',
        intro: 'Die {name} sorgt für saubere Büros, Praxen und Schulen in {city} und Umgebung.',
        activity: 'Mit mehr als 150 Beschäftigten übernehmen wir Unterhalts-, Glas- und Grundreinigung.',
      },
      {
        pattern: 'Immobilien {surname} GmbH',
        intro: 'Die {name} verwaltet und vermittelt Wohn- und Gewerbeimmobilien in {city}.',
        activity: 'Rund 2.500 Wohnungen werden von unserem Team betreut – von der Vermietung bis zur Nebenkostenabrechnung.',
      },
      {
        pattern: 'Personalservice {city} GmbH',
        intro: 'Die {name} vermittelt Fach- und Hilfskräfte an Unternehmen der Region.',
        activity: 'Wir beraten Bewerberinnen und Bewerber persönlich und begleiten sie auf dem Weg in den neuen Job.',
      },
      {
        pattern: 'Restaurant {word}',
        words: ['Zur Linde', 'Alte Mühle', 'Am Markt'],
        intro: 'Das {name} steht in {city} seit {year} für regionale Küche mit saisonalen Zutaten.',
        activity: 'Neben dem À-la-carte-Geschäft richten wir Familienfeiern und Firmenveranstaltungen aus.',
      },
    ],
    verguetungCent: [80000, 110000],
    eventFocus: 'Hotel, Gastronomie & Service',
  },
  transport_logistik: {
    ausbildungen: [
      beruf('Fachkraft für Lagerlogistik', IHK_FACHKRAFT, 36, { zu: 'zur Fachkraft für Lagerlogistik' }),
      beruf('Fachlagerist', IHK_FACHKRAFT, 24, { zu: 'zum Fachlageristen' }),
      beruf('Berufskraftfahrer', IHK_FACHKRAFT, 36),
      beruf('Kaufmann für Spedition und Logistikdienstleistung', IHK_KAUFMANN, 36, { short: 'Speditionskaufmann' }),
      beruf('Eisenbahner im Betriebsdienst', IHK_FACHKRAFT, 36),
      beruf('Fachkraft im Fahrbetrieb', IHK_FACHKRAFT, 36, { zu: 'zur Fachkraft im Fahrbetrieb' }),
      studium('Logistikmanagement (B.A.)'),
    ],
    praktikumBereiche: [
      'Lagerlogistik',
      'Disposition',
      'Spedition',
      'Supply-Chain-Management',
      'Fuhrparkmanagement',
      'Zoll und Außenhandel',
    ],
    aufgaben: [
      'Annahme, Prüfung und Einlagerung von Waren',
      'Kommissionierung und Verladung mit Handscannern und Flurförderzeugen',
      'Mitarbeit in Disposition und Tourenplanung',
      'Erstellung von Frachtpapieren und Zollunterlagen',
      'Abstimmung mit Fahrerinnen, Fahrern und Kunden',
      'Auswertung von Lagerkennzahlen im Warenwirtschaftssystem',
    ],
    anforderungen: [
      'Organisationstalent und Zuverlässigkeit',
      'Körperliche Fitness für die Arbeit im Lager',
      'Gute Deutsch- und Grundkenntnisse in Englisch',
      'Interesse an Abläufen und Planung',
    ],
    skills: ['Organisationstalent', 'Zuverlässigkeit', 'Staplerschein', 'SAP', 'Englischkenntnisse', 'Führerschein Klasse B'],
    companies: [
      {
        pattern: '{surname} Logistik GmbH',
        intro: 'Die {name} ist ein Logistikdienstleister mit eigenem Lager- und Umschlagzentrum in {city}.',
        activity: 'Für Kunden aus Handel und Industrie lagern, kommissionieren und versenden wir täglich tausende Sendungen.',
      },
      {
        pattern: 'Spedition {surname} GmbH & Co. KG',
        intro: 'Die {name} transportiert seit {year} Waren durch ganz Europa.',
        activity: 'Mit mehr als 80 eigenen Lkw und einem festen Fahrerteam sind wir ein verlässlicher Partner für unsere Kunden.',
      },
      {
        pattern: 'Verkehrsbetriebe {city} GmbH',
        intro: 'Die {name} betreibt Busse und Bahnen im Stadtgebiet.',
        activity: 'Jeden Tag bringen wir mehr als 100.000 Fahrgäste sicher an ihr Ziel.',
      },
      {
        pattern: 'Kurierdienst {word} GmbH',
        words: ['Blitz', 'Flink', 'Pfeil'],
        intro: 'Die {name} liefert Sendungen in {city} noch am selben Tag aus.',
        activity: 'Dafür setzen wir auf Lastenräder und E-Transporter und planen jede Tour digital.',
      },
    ],
    verguetungCent: [90000, 120000],
    eventFocus: 'Logistik & Verkehr',
  },
};

/** Frequent German surnames; company names and contact persons draw from them. */
export const SURNAMES = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Schäfer',
  'Koch',
  'Bauer',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Schwarz',
  'Zimmermann',
  'Braun',
  'Krüger',
  'Hofmann',
  'Hartmann',
  'Lange',
  'Schmitt',
  'Werner',
  'Schmitz',
  'Krause',
  'Meier',
  'Lehmann',
  'Schmid',
  'Schulze',
  'Maier',
  'Köhler',
  'Herrmann',
  'König',
  'Walter',
  'Mayer',
  'Huber',
  'Kaiser',
  'Fuchs',
  'Peters',
  'Lang',
  'Scholz',
  'Möller',
  'Weiß',
  'Jung',
  'Hahn',
  'Vogel',
  'Yılmaz',
  'Nowak',
  'Kowalski',
  'Demir',
] as const;

export const FIRST_NAMES = [
  'Anna',
  'Laura',
  'Julia',
  'Sarah',
  'Lena',
  'Katharina',
  'Sabine',
  'Aylin',
  'Fatma',
  'Marie',
  'Thomas',
  'Michael',
  'Andreas',
  'Stefan',
  'Jan',
  'Lukas',
  'Markus',
  'Tobias',
  'Mehmet',
  'Daniel',
] as const;

/** Sentences any company profile can end with; two to four sentences in total read like a real profile. */
export const COMPANY_CLOSINGS = [
  'Ausbildung hat bei uns Tradition: Jedes Jahr starten mehrere junge Menschen ihren Berufsweg in unserem Team.',
  'Wir legen Wert auf ein offenes Miteinander, kurze Wege und echte Verantwortung von Anfang an.',
  'Praktikantinnen und Praktikanten sind bei uns fester Teil des Teams und arbeiten an echten Aufgaben mit.',
  'Als Arbeitgeber bieten wir flexible Arbeitszeiten, Weiterbildung und ein gutes Betriebsklima.',
  'Unser Team freut sich auf Menschen, die mit anpacken und Neues lernen wollen.',
] as const;

export const SOFT_SKILLS = ['Teamfähigkeit', 'Zuverlässigkeit', 'Lernbereitschaft', 'Eigeninitiative', 'Pünktlichkeit'] as const;

export const AUSBILDUNG_BENEFITS = [
  'Feste Ansprechpersonen und ein strukturierter Ausbildungsplan',
  '30 Tage Urlaub und geregelte Arbeitszeiten',
  'Zuschuss zum Deutschlandticket',
  'Prüfungsvorbereitung und Nachhilfe bei Bedarf',
  'Ein eigenes Tablet für Betrieb und Berufsschule',
  'Azubi-Events, Ausflüge und ein starkes Team',
  'Förderung deiner Weiterbildung nach dem Abschluss',
] as const;

export const PRAKTIKUM_BENEFITS = [
  'Eine feste Ansprechperson, die dich durch das Praktikum begleitet',
  'Echte Aufgaben und Einblicke in alle Abteilungen',
  'Eine Praktikumsbescheinigung für Schule oder Hochschule',
  'Flexible Arbeitszeiten, abgestimmt auf Schule oder Studium',
  'Kostenlose Getränke, Obst und ein gemeinsames Mittagessen am Freitag',
  'Gute Chancen auf einen Ausbildungsplatz oder Werkstudentenjob im Anschluss',
] as const;
