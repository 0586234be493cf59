import type { GeoPlace } from '@praxisnah/contracts';
import { Gazetteer } from '../../geo/gazetteer';
import {
  durationInQuery,
  monthInQuery,
  nearMeInQuery,
  parseSmartQuery,
  placeInQuery,
  readSmartQuery,
  type PlaceLookup,
} from './smart-query-parser';

const gazetteer: PlaceLookup & Gazetteer = new Gazetteer();
/** Mid-October 2025: "September" means September 2026, "November" this year's. */
const now = new Date(2025, 9, 15);
const parse = (query: string) => parseSmartQuery(query, gazetteer, { now });

beforeAll(() => gazetteer.onModuleInit(), 30_000);

describe('parseSmartQuery', () => {
  it.each([
    [
      'Ausbildung Mechatroniker ab August 2026 in Stuttgart',
      {
        isAusbildung: true,
        sector: 'industrie_produktion',
        ausbildungStart: '2026-08',
        location: 'Stuttgart',
        remainingQuery: 'Mechatroniker',
      },
    ],
    [
      'Schülerpraktikum Kita bei Hamburg im Umkreis von 10 km',
      {
        type: 'schuelerpraktikum',
        isAusbildung: false,
        sector: 'gesundheit_soziales',
        location: 'Hamburg',
        radius: 10,
        remainingQuery: 'Kita',
      },
    ],
    ['2 Wochen Praktikum IT 50667', { duration: '2_wochen', isAusbildung: false, sector: 'it_kommunikation', location: '50667 Köln' }],
    ['azubi pflege münchen', { isAusbildung: true, sector: 'gesundheit_soziales', location: 'München', remainingQuery: 'pflege' }],
    [
      'Mechatroniker Praktikum in Köln',
      { sector: 'industrie_produktion', location: 'Köln', isAusbildung: false, remainingQuery: 'Mechatroniker' },
    ],
    [
      'Ich suche ein Praktikum als Friseurin in Frankfurt',
      { sector: 'dienstleistungen', location: 'Frankfurt am Main', isAusbildung: false, remainingQuery: 'Friseurin' },
    ],
    [
      'Ferienpraktikum Hotel Koeln',
      {
        type: 'ferienpraktikum',
        duration: '2_wochen',
        sector: 'dienstleistungen',
        location: 'Köln',
        isAusbildung: false,
        remainingQuery: 'Hotel',
      },
    ],
    [
      'Lehrstelle Tischler nahe Leipzig 25km',
      { isAusbildung: true, sector: 'bau_handwerk', location: 'Leipzig', radius: 25, remainingQuery: 'Tischler' },
    ],
    [
      'Duales Studium Informatik Start September',
      { isAusbildung: true, sector: 'it_kommunikation', ausbildungStart: '2026-09', remainingQuery: 'Informatik' },
    ],
    [
      'Praktikum 3-4 Wochen Bank Düsseldorf',
      { duration: '3_4_wochen', sector: 'finanz_versicherung', location: 'Düsseldorf', isAusbildung: false, remainingQuery: 'Bank' },
    ],
    [
      'eine Woche Schnupperpraktikum Polizei',
      { duration: '1_woche', type: 'schnupperpraktikum', sector: 'oeffentlicher_dienst', isAusbildung: false, remainingQuery: 'Polizei' },
    ],
    [
      'Orientierungspraktikum 3 Tage Labor',
      {
        type: 'orientierungspraktikum',
        duration: '1_3_tage',
        sector: 'bildung_wissenschaft',
        isAusbildung: false,
        remainingQuery: 'Labor',
      },
    ],
    [
      'halbes Jahr Praktikum Solar',
      { duration: 'halb_ganzjaehrig', sector: 'energie_umwelt', isAusbildung: false, remainingQuery: 'Solar' },
    ],
    [
      'Berufskraftfahrer Ausbildung 80331 München',
      { isAusbildung: true, sector: 'transport_logistik', location: '80331 München', remainingQuery: 'Berufskraftfahrer' },
    ],
    [
      'Ausbildung Elektroniker im Umkreis von 50 km um Dortmund',
      { isAusbildung: true, sector: 'bau_handwerk', radius: 50, location: 'Dortmund', remainingQuery: 'Elektroniker' },
    ],
    ['Praktikum bei Bosch in Stuttgart', { location: 'Stuttgart', isAusbildung: false, remainingQuery: 'Bosch' }],
    ['Praktikum im Raum Frankfurt am Main', { location: 'Frankfurt am Main', isAusbildung: false }],
    ['praktikum in der nähe von halle', { location: 'Halle (Saale)', isAusbildung: false }],
    [
      'Ausbildungsplatz Kfz-Mechatroniker Frankfurt Oder',
      { isAusbildung: true, sector: 'industrie_produktion', location: 'Frankfurt (Oder)', remainingQuery: 'Kfz-Mechatroniker' },
    ],
    [
      'Freiwilliges Praktikum im öffentlichen Dienst',
      { type: 'freiwilliges_praktikum', sector: 'oeffentlicher_dienst', isAusbildung: false },
    ],
    [
      'Pflichtpraktikum Softwareentwicklung Berlin',
      {
        type: 'pflichtpraktikum',
        sector: 'it_kommunikation',
        location: 'Berlin',
        isAusbildung: false,
        remainingQuery: 'Softwareentwicklung',
      },
    ],
    [
      'Umkreis 20 km Bonn Praktikum Verwaltung',
      { radius: 20, location: 'Bonn', sector: 'oeffentlicher_dienst', isAusbildung: false, remainingQuery: 'Verwaltung' },
    ],
    [
      'Ausbildung Bankkaufmann (m/w/d) Sparkasse Münster',
      { isAusbildung: true, sector: 'finanz_versicherung', location: 'Münster', remainingQuery: 'Bankkaufmann Sparkasse' },
    ],
    [
      'Marketingpraktikum Hamburg-Altona',
      { isAusbildung: false, sector: 'handel_vertrieb', location: 'Hamburg-Altona', remainingQuery: 'Marketing' },
    ],
    ['Pflegeausbildung Bielefeld', { isAusbildung: true, sector: 'gesundheit_soziales', location: 'Bielefeld', remainingQuery: 'Pflege' }],
    ['Praktikum Sommerferien Kiel', { type: 'ferienpraktikum', duration: '2_wochen', location: 'Kiel', isAusbildung: false }],
    ['Praktikum 6 Wochen', { duration: 'mehr_4_wochen', isAusbildung: false }],
    ['zweiwöchiges Praktikum', { duration: '2_wochen', isAusbildung: false }],
    [
      'Jahrespraktikum Erzieher',
      { duration: 'halb_ganzjaehrig', isAusbildung: false, sector: 'gesundheit_soziales', remainingQuery: 'Erzieher' },
    ],
    ['Praktikum 2 bis 3 Wochen Hannover', { duration: '2_wochen', location: 'Hannover', isAusbildung: false }],
  ])('%s', (query, expected) => {
    expect(parse(query)).toEqual(expected);
  });

  it('reads a bare "Praktikum" as "no Ausbildung" and nothing else', () => {
    expect(parse('Praktikum')).toEqual({ isAusbildung: false });
  });

  it('leaves Ausbildung open when the query asks for both', () => {
    expect(parse('Praktikum oder Ausbildung Mediengestalter Köln')).toEqual({
      sector: 'medien_kultur',
      location: 'Köln',
      remainingQuery: 'Mediengestalter',
    });
  });

  it('gives nothing for empty, filler-only and whitespace queries', () => {
    expect(parse('')).toEqual({});
    expect(parse('   ')).toEqual({});
    expect(parse('in')).toEqual({});
    expect(parse('ich suche was')).toEqual({});
  });

  it('keeps unknown words as free text and drops symbols', () => {
    expect(parse('asdf qwer ☃☃ !!!')).toEqual({ remainingQuery: 'asdf qwer' });
    expect(parse('Werkstudent remote')).toEqual({ remainingQuery: 'Werkstudent remote' });
  });

  it('does not take ordinary words for villages of the same name', () => {
    expect(parse('Ausbildung ohne Abitur in Essen')).toEqual({ isAusbildung: true, location: 'Essen', remainingQuery: 'ohne Abitur' });
    expect(parse('Praktikum in Teilzeit')).toEqual({ isAusbildung: false, remainingQuery: 'Teilzeit' });
  });

  it('counts a start month without a year from today: a month already begun is next year', () => {
    expect(parse('Ausbildung Start November').ausbildungStart).toBe('2025-11');
    expect(parse('Ausbildung Start Oktober').ausbildungStart).toBe('2026-10');
    expect(parse('Ausbildung ab 08/2026').ausbildungStart).toBe('2026-08');
    expect(parse('Ausbildung ab 2027-09')).toEqual({ isAusbildung: true, ausbildungStart: '2027-09' });
  });

  it('does not put a month on an internship, where it is no Ausbildung start', () => {
    expect(parse('Praktikum Erzieher ab 01/2026')).toEqual({
      isAusbildung: false,
      sector: 'gesundheit_soziales',
      remainingQuery: 'Erzieher',
    });
  });

  it('drops a bare year, which no filter and few listings can use', () => {
    expect(parse('Kauffrau für Büromanagement Ausbildung 2026 Bremen')).toEqual({
      isAusbildung: true,
      location: 'Bremen',
      remainingQuery: 'Kauffrau Büromanagement',
    });
  });

  it('keeps an unknown postcode as text rather than guessing a place', () => {
    expect(parse('Praktikum in 12345')).toEqual({ isAusbildung: false, remainingQuery: '12345' });
  });

  it('only accepts radii the search accepts', () => {
    expect(parse('Praktikum 5000 km').radius).toBeUndefined();
    expect(parse('Praktikum 0 km').radius).toBeUndefined();
  });

  it('never throws, even when the gazetteer does', () => {
    const broken: PlaceLookup = {
      searchPlaces(): GeoPlace[] {
        throw new Error('gazetteer down');
      },
    };
    expect(parseSmartQuery('Praktikum in Köln', broken)).toEqual({});
    expect(parseSmartQuery(undefined as unknown as string, gazetteer)).toEqual({});
  });

  it('ignores text beyond the length the API accepts', () => {
    expect(() => parse('Praktikum '.repeat(1000))).not.toThrow();
  });
});

describe('readSmartQuery', () => {
  it.each([
    ['Praktikum IT in Köln', true],
    ['Ausbildung im Bereich Handwerk', true],
    ['Industriekaufmann', false],
    ['Ausbildung Elektroniker', false],
  ])('tells whether "%s" names its sector as such (%s)', (query, explicit) => {
    const reading = readSmartQuery(query, gazetteer, { now });
    expect(reading.filters.sector).toBeDefined();
    expect(reading.sectorExplicit).toBe(explicit);
  });
});

describe('placeInQuery', () => {
  it.each([
    ['10115', { location: '10115 Berlin', remaining: '' }],
    ['PLZ 80331 Koch', { location: '80331 München', remaining: 'Koch' }],
    ['Mechatroniker Stuttgart', { location: 'Stuttgart', remaining: 'Mechatroniker' }],
    ['Tischler in Leipzig 25 km', { location: 'Leipzig', radius: 25, remaining: 'Tischler' }],
    ['Kassel', { location: 'Kassel', remaining: '' }],
    ['marketing internship munich', { location: 'München', remaining: 'marketing internship' }],
    ['Koch Cologne', { location: 'Köln', remaining: 'Koch' }],
    // The short forms a city is written in chats and on number plates.
    ['praktikum ffm', { location: 'Frankfurt am Main', remaining: 'praktikum' }],
    ['Ausbildung Koch HH', { location: 'Hamburg', remaining: 'Ausbildung Koch' }],
    // A region people name as a place.
    ['ausbildung im ruhrgebiet', { location: 'Ruhrgebiet', remaining: 'ausbildung' }],
    ['Praktikum Ruhrpott', { location: 'Ruhrgebiet', remaining: 'Praktikum' }],
    ['Ausbildung Bodensee', { location: 'Bodensee', remaining: 'Ausbildung' }],
    ['Azubi Allgäu', { location: 'Allgäu', remaining: 'Azubi' }],
    ['Ausbildung Rhein-Main', { location: 'Rhein-Main', remaining: 'Ausbildung' }],
    ['Praktikum in OWL', { location: 'Ostwestfalen-Lippe', remaining: 'Praktikum' }],
    // The town of Lehre only with "in": alone, "Lehre" is the apprenticeship.
    ['Ausbildung in Lehre', { location: 'Lehre', remaining: 'Ausbildung' }],
    // A Land, by its name, a short form or its name's words.
    ['Ausbildung Bayern', { location: 'Bayern', remaining: 'Ausbildung' }],
    ['praktikum in nrw', { location: 'Nordrhein-Westfalen', remaining: 'praktikum' }],
    ['Koch Sachsen Anhalt', { location: 'Sachsen-Anhalt', remaining: 'Koch' }],
    ['Pflege Thueringen', { location: 'Thüringen', remaining: 'Pflege' }],
    // The words before a place, typed without umlauts.
    ['Praktikum in der Naehe von Koeln', { location: 'Köln', remaining: 'Praktikum' }],
    ['Koch naehe Muenster', { location: 'Münster', remaining: 'Koch' }],
    ['Ausbildung Brandenburg', { location: 'Brandenburg', remaining: 'Ausbildung' }],
    ['Ausbildung Brandenburg an der Havel', { location: 'Brandenburg an der Havel', remaining: 'Ausbildung' }],
  ])('reads the place typed in "%s"', (query, expected) => {
    expect(placeInQuery(query, gazetteer)).toEqual(expected);
  });

  it.each(['Mechatroniker', 'Koch', 'Elektro', 'Medizinische Fachangestellte', 'Bank', 'kfz mechaniker lehre', 'Lehre Koch'])(
    'finds no place in "%s"',
    (query) => {
      expect(placeInQuery(query, gazetteer)).toBeNull();
    },
  );
});

describe('nearMeInQuery', () => {
  it.each([
    ['Praktikum in der Nähe', { typed: 'in der Nähe', remaining: 'Praktikum' }],
    ['ausbildung in meiner nähe', { typed: 'in meiner nähe', remaining: 'ausbildung' }],
    ['Kfz Mechatroniker Umgebung', { typed: 'Umgebung', remaining: 'Kfz Mechatroniker' }],
    ['internship near me', { typed: 'near me', remaining: 'internship' }],
    ['in der Naehe', { typed: 'in der Naehe', remaining: '' }],
    ['Ausbildung in meiner Naehe', { typed: 'in meiner Naehe', remaining: 'Ausbildung' }],
  ])('reads "%s" as asking for the searcher\'s surroundings', (query, expected) => {
    expect(nearMeInQuery(query)).toEqual(expected);
  });

  it.each(['Praktikum Köln', 'Schneiderin nähen', 'Ausbildung Nahverkehr'])('finds no such words in "%s"', (query) => {
    expect(nearMeInQuery(query)).toBeNull();
  });
});

describe('monthInQuery', () => {
  const november2026 = new Date(2026, 10, 29);
  it.each([
    ['Praktikum im Februar', { timeFrame: '2027-02', typed: 'im Februar', remaining: 'Praktikum' }],
    // The month under way is this year's: an internship can still begin in it.
    ['Praktikum November', { timeFrame: '2026-11', typed: 'November', remaining: 'Praktikum' }],
    ['Ferienpraktikum Juli 2027', { timeFrame: '2027-07', typed: 'Juli 2027', remaining: 'Ferienpraktikum' }],
    ['praktikum 3 wochen januar', { timeFrame: '2027-01', typed: 'januar', remaining: 'praktikum 3 wochen' }],
    ['Praktikum ab Maerz', { timeFrame: '2027-03', typed: 'ab Maerz', remaining: 'Praktikum' }],
  ])('reads the month in "%s"', (query, expected) => {
    expect(monthInQuery(query, november2026)).toEqual(expected);
  });

  it.each(['Praktikum Marketing', 'Praktikum 2027', 'Praktikum jun'])('finds no month in "%s"', (query) => {
    expect(monthInQuery(query, november2026)).toBeNull();
  });
});

describe('durationInQuery', () => {
  it.each([
    ['Praktikum 2 Wochen Köln', { duration: '2_wochen', typed: '2 Wochen', remaining: 'Praktikum Köln' }],
    ['praktikum für eine woche', { duration: '1_woche', typed: 'eine woche', remaining: 'praktikum für' }],
    ['Mechatroniker 3-4 Wochen', { duration: '3_4_wochen', typed: '3-4 Wochen', remaining: 'Mechatroniker' }],
    ['Praktikum 6 Monate Marketing', { duration: 'halb_ganzjaehrig', typed: '6 Monate', remaining: 'Praktikum Marketing' }],
    ['ein halbes Jahr Praktikum', { duration: 'halb_ganzjaehrig', typed: 'halbes Jahr', remaining: 'ein Praktikum' }],
    ['3 Tage Praktikum Kita', { duration: '1_3_tage', typed: '3 Tage', remaining: 'Praktikum Kita' }],
  ])('reads the length of stay in "%s"', (query, expected) => {
    expect(durationInQuery(query)).toEqual(expected);
  });

  // A year's internship is a kind of internship, searched by its name; an age or a pay is no length of stay.
  it.each(['Koch', 'Jahrespraktikum', 'Praktikum mit 15', 'Praktikum ab 16 Jahren', '1000 Euro', 'Ausbildung 3 Jahre'])(
    'finds no length of stay in "%s"',
    (query) => {
      expect(durationInQuery(query)).toBeNull();
    },
  );
});
