import { haversineKm } from '@praxisnah/contracts';
import { districts, Gazetteer } from './gazetteer';

const gazetteer = new Gazetteer();

// Building the gazetteer takes well under a second, but Jest's module loader on a busy machine can take longer.
beforeAll(() => gazetteer.onModuleInit(), 30_000);

describe('searchPlaces', () => {
  it.each(['Köln', 'koln', 'Koeln', 'KÖLN', 'köln '])('finds Köln however it is typed: %p', (query) => {
    const [place] = gazetteer.searchPlaces(query);
    expect(place).toMatchObject({ name: 'Köln', zip: '50667', state: 'Nordrhein-Westfalen' });
    expect(place?.latitude).toBeCloseTo(50.94, 1);
    expect(place?.longitude).toBeCloseTo(6.96, 1);
  });

  it('reads "Frankfurt" as Frankfurt am Main, the larger city, with Frankfurt (Oder) next', () => {
    const places = gazetteer.searchPlaces('Frankfurt');
    expect(places[0]).toMatchObject({ name: 'Frankfurt am Main', state: 'Hessen' });
    expect(places[1]).toMatchObject({ name: 'Frankfurt (Oder)', state: 'Brandenburg' });
    expect(gazetteer.searchPlaces('Frankfurt Oder')[0]?.name).toBe('Frankfurt (Oder)');
  });

  it('finds München by postcode, German and spelled-out name, and the English name GeoNames uses', () => {
    for (const query of ['80331', 'München', 'Muenchen', 'Munich']) {
      expect(gazetteer.searchPlaces(query, 1)[0]).toMatchObject({ name: 'München', state: 'Bayern' });
    }
    expect(gazetteer.searchPlaces('80331')[0]).toMatchObject({ zip: '80331' });
    expect(gazetteer.searchPlaces('80331')[0]?.latitude).toBeCloseTo(48.14, 1);
  });

  it('answers the Ruhrgebiet with the circle that holds its cities, Duisburg to Dortmund, and not Düsseldorf', () => {
    const [region] = gazetteer.searchPlaces('Ruhrpott', 1);
    expect(region).toMatchObject({ name: 'Ruhrgebiet', state: 'Nordrhein-Westfalen' });
    const within = (city: string) => {
      const [place] = gazetteer.searchPlaces(city, 1);
      return place && region?.radiusKm !== undefined
        ? haversineKm(region.latitude, region.longitude, place.latitude, place.longitude) <= region.radiusKm
        : false;
    };
    expect(['Duisburg', 'Essen', 'Bochum', 'Dortmund', 'Gelsenkirchen', 'Oberhausen'].every(within)).toBe(true);
    expect(['Düsseldorf', 'Köln', 'Münster'].some(within)).toBe(false);
  });

  it.each([
    [
      'Ausbildung Bodensee',
      'Bodensee',
      ['Konstanz', 'Friedrichshafen', 'Lindau (Bodensee)', 'Überlingen'],
      ['Singen (Hohentwiel)', 'Kempten (Allgäu)'],
    ],
    ['Allgäu', 'Allgäu', ['Kempten (Allgäu)', 'Memmingen', 'Kaufbeuren', 'Füssen'], ['Augsburg', 'Lindau (Bodensee)']],
    ['Rhein-Main-Gebiet', 'Rhein-Main', ['Frankfurt am Main', 'Wiesbaden', 'Mainz', 'Darmstadt', 'Hanau'], ['Mannheim', 'Gießen']],
    ['Rhein-Neckar', 'Rhein-Neckar', ['Mannheim', 'Heidelberg', 'Ludwigshafen am Rhein', 'Speyer'], ['Karlsruhe', 'Darmstadt']],
    ['OWL', 'Ostwestfalen-Lippe', ['Bielefeld', 'Paderborn', 'Detmold', 'Gütersloh', 'Minden'], ['Münster', 'Osnabrück', 'Hannover']],
    ['Münsterland', 'Münsterland', ['Münster', 'Coesfeld', 'Borken', 'Rheine'], ['Dortmund', 'Osnabrück']],
    ['Niederrhein', 'Niederrhein', ['Krefeld', 'Mönchengladbach', 'Kleve', 'Wesel'], ['Düsseldorf', 'Essen']],
    ['Bergisches Land', 'Bergisches Land', ['Wuppertal', 'Solingen', 'Remscheid'], ['Köln', 'Düsseldorf']],
    ['Sauerland', 'Sauerland', ['Meschede', 'Arnsberg', 'Olpe', 'Winterberg'], ['Dortmund', 'Siegen']],
    ['Emsland', 'Emsland', ['Meppen', 'Lingen (Ems)', 'Papenburg'], ['Osnabrück', 'Oldenburg']],
    ['Harz', 'Harz', ['Goslar', 'Wernigerode', 'Quedlinburg', 'Nordhausen'], ['Göttingen', 'Braunschweig']],
    ['Eifel', 'Eifel', ['Prüm', 'Bitburg', 'Daun', 'Mayen'], ['Köln', 'Trier', 'Aachen']],
    ['Erzgebirge', 'Erzgebirge', ['Annaberg-Buchholz', 'Aue-Bad Schlema', 'Marienberg'], ['Chemnitz', 'Zwickau']],
    ['Lausitz', 'Lausitz', ['Cottbus', 'Bautzen', 'Hoyerswerda', 'Görlitz'], ['Dresden', 'Frankfurt (Oder)']],
    [
      'Schwarzwald',
      'Schwarzwald',
      ['Freiburg im Breisgau', 'Offenburg', 'Villingen-Schwenningen', 'Freudenstadt'],
      ['Karlsruhe', 'Stuttgart'],
    ],
  ])('answers "%s" with the region %s: its towns inside, the cities beside it outside', (typed, name, inside, outside) => {
    const [region] = gazetteer.searchPlaces(typed.replace(/^Ausbildung /, ''), 1);
    expect(region).toMatchObject({ name, zip: null });
    const distance = (city: string) => {
      const [place] = gazetteer.searchPlaces(city, 1);
      expect(place?.name).toBe(city);
      return haversineKm(region!.latitude, region!.longitude, place!.latitude, place!.longitude);
    };
    expect(inside.filter((city) => distance(city) > region!.radiusKm!)).toEqual([]);
    expect(outside.filter((city) => distance(city) <= region!.radiusKm!)).toEqual([]);
  });

  it('answers a postcode with the postcode asked for, also beside the place name', () => {
    expect(gazetteer.searchPlaces('50667 Köln')[0]).toMatchObject({ name: 'Köln', zip: '50667' });
    expect(gazetteer.searchPlaces('Köln 50667')[0]).toMatchObject({ name: 'Köln', zip: '50667' });
    expect(gazetteer.searchPlaces('10117')[0]).toMatchObject({ name: 'Berlin', zip: '10117', state: 'Berlin' });
  });

  it('places a village below 1000 inhabitants near its postcode neighbours', () => {
    const [village] = gazetteer.searchPlaces('Aasbüttel');
    expect(village).toMatchObject({ name: 'Aasbüttel', zip: '25560', state: 'Schleswig-Holstein' });
    expect(village?.latitude).toBeCloseTo(54, 0);
  });

  it('keeps an island whose postcode neighbours are on the mainland on the island', () => {
    expect(gazetteer.searchPlaces('27498')[0]).toMatchObject({ name: 'Helgoland' });
    expect(gazetteer.searchPlaces('27498')[0]?.longitude).toBeCloseTo(7.89, 1);
  });

  it('finds city districts and names them with their city', () => {
    expect(gazetteer.searchPlaces('Altona')[0]).toMatchObject({ name: 'Hamburg-Altona', state: 'Hamburg' });
    expect(gazetteer.searchPlaces('Hamburg Altona')[0]?.name).toBe('Hamburg-Altona');
  });

  it('lists whole-name matches before prefix matches, larger places first', () => {
    expect(
      gazetteer
        .searchPlaces('Halle')
        .map((place) => place.name)
        .slice(0, 2),
    ).toEqual(['Halle (Saale)', 'Halle (Westf.)']);
    expect(gazetteer.searchPlaces('Aachen')[0]?.name).toBe('Aachen');
    expect(gazetteer.searchPlaces('Stutt')[0]?.name).toBe('Stuttgart');
  });

  it('folds ß and ss both ways', () => {
    expect(gazetteer.searchPlaces('Meissen')[0]?.name).toBe('Meißen');
    expect(gazetteer.searchPlaces('Meißen')[0]?.name).toBe('Meißen');
    expect(gazetteer.searchPlaces('Neustadt an der Weinstrasse')[0]?.name).toBe('Neustadt an der Weinstraße');
  });

  it('ignores the radius suffix the location input appends', () => {
    expect(gazetteer.searchPlaces('Berlin (25 km Umkreis)')[0]).toMatchObject({ name: 'Berlin', state: 'Berlin' });
  });

  it('gives nothing for unknown places and postcodes', () => {
    expect(gazetteer.searchPlaces('Xyzzyhausen')).toEqual([]);
    expect(gazetteer.searchPlaces('99999')).toEqual([]);
    expect(gazetteer.searchPlaces('')).toEqual([]);
    expect(gazetteer.searchPlaces('   ')).toEqual([]);
  });

  it('respects the limit', () => {
    expect(gazetteer.searchPlaces('Bad', 3)).toHaveLength(3);
    expect(gazetteer.searchPlaces('Köln', 0)).toEqual([]);
  });

  it('names the Bundesland of every state capital correctly', () => {
    const capitals: Record<string, string> = {
      Stuttgart: 'Baden-Württemberg',
      München: 'Bayern',
      Berlin: 'Berlin',
      Potsdam: 'Brandenburg',
      Bremen: 'Bremen',
      Hamburg: 'Hamburg',
      Wiesbaden: 'Hessen',
      Schwerin: 'Mecklenburg-Vorpommern',
      Hannover: 'Niedersachsen',
      Düsseldorf: 'Nordrhein-Westfalen',
      Mainz: 'Rheinland-Pfalz',
      Saarbrücken: 'Saarland',
      Dresden: 'Sachsen',
      Magdeburg: 'Sachsen-Anhalt',
      Kiel: 'Schleswig-Holstein',
      Erfurt: 'Thüringen',
    };
    for (const [city, state] of Object.entries(capitals)) expect(gazetteer.searchPlaces(city, 1)[0]).toMatchObject({ name: city, state });
  });
});

describe('nearestPlace', () => {
  it('answers a point in the centre of Berlin with Berlin', () => {
    expect(gazetteer.nearestPlace(52.517, 13.389)).toMatchObject({ name: 'Berlin', zip: '10115', state: 'Berlin' });
  });

  it('answers a point in a district with its city, so the search pages can use the name', () => {
    expect(gazetteer.nearestPlace(52.535, 13.2)?.name).toBe('Berlin');
    expect(gazetteer.nearestPlace(53.55, 9.93)?.name).toBe('Hamburg');
  });

  it('finds the town nearest a point in the countryside', () => {
    expect(gazetteer.nearestPlace(48.137, 11.575)?.name).toBe('München');
    expect(gazetteer.nearestPlace(50.94, 6.96)?.name).toBe('Köln');
  });

  it('gives null far out in the North Sea and outside Germany', () => {
    expect(gazetteer.nearestPlace(55.5, 5.5)).toBeNull();
    expect(gazetteer.nearestPlace(48.8566, 2.3522)).toBeNull();
    expect(gazetteer.nearestPlace(0, 0)).toBeNull();
  });

  it('gives null for impossible coordinates instead of throwing', () => {
    expect(gazetteer.nearestPlace(Number.NaN, 10)).toBeNull();
    expect(gazetteer.nearestPlace(91, 10)).toBeNull();
  });
});

describe('districts', () => {
  it('names a kreisfreie Stadt as the city and a Landkreis after its seat, each once', () => {
    const all = districts();
    expect(all.length).toBeGreaterThan(380);
    expect(new Set(all.map((district) => district.code)).size).toBe(all.length);
    expect(all.find((district) => district.code === 9162)).toMatchObject({ name: 'München' });
    expect(all.find((district) => district.code === 11000)).toMatchObject({ name: 'Berlin' });
    expect(all.find((district) => district.code === 5382)).toMatchObject({ name: 'Siegburg (Landkreis)' });
  });

  it('gives a point the district of its municipality, a city quarter that of its city', () => {
    expect(gazetteer.nearestMunicipality(50.9375, 6.9603)).toMatchObject({ place: { name: 'Köln' }, districtCode: 5315 });
    expect(gazetteer.nearestMunicipality(52.4986, 13.403)?.districtCode).toBe(11000);
    expect(gazetteer.nearestMunicipality(50.7928, 7.2056)?.districtCode).toBe(5382);
  });
});
