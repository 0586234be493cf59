import { districts, loadGazetteer, nearestMunicipality, nearestPlace, searchPlaces } from './gazetteer';

// Building the gazetteer takes well under a second, but Jest's module loader on a busy machine can take longer.
beforeAll(() => loadGazetteer(), 30_000);

describe('searchPlaces', () => {
  it.each(['Köln', 'koln', 'Koeln', 'KÖLN', 'köln '])('finds Köln however it is typed: %p', (query) => {
    const [place] = searchPlaces(query);
    expect(place).toMatchObject({ name: 'Köln', zip: '50667', state: 'Nordrhein-Westfalen' });
    expect(place?.latitude).toBeCloseTo(50.94, 1);
    expect(place?.longitude).toBeCloseTo(6.96, 1);
  });

  it('reads "Frankfurt" as Frankfurt am Main, the larger city, with Frankfurt (Oder) next', () => {
    const places = searchPlaces('Frankfurt');
    expect(places[0]).toMatchObject({ name: 'Frankfurt am Main', state: 'Hessen' });
    expect(places[1]).toMatchObject({ name: 'Frankfurt (Oder)', state: 'Brandenburg' });
    expect(searchPlaces('Frankfurt Oder')[0]?.name).toBe('Frankfurt (Oder)');
  });

  it('finds München by postcode, German and spelled-out name, and the English name GeoNames uses', () => {
    for (const query of ['80331', 'München', 'Muenchen', 'Munich']) {
      expect(searchPlaces(query, 1)[0]).toMatchObject({ name: 'München', state: 'Bayern' });
    }
    expect(searchPlaces('80331')[0]).toMatchObject({ zip: '80331' });
    expect(searchPlaces('80331')[0]?.latitude).toBeCloseTo(48.14, 1);
  });

  it('answers a postcode with the postcode asked for, also beside the place name', () => {
    expect(searchPlaces('50667 Köln')[0]).toMatchObject({ name: 'Köln', zip: '50667' });
    expect(searchPlaces('Köln 50667')[0]).toMatchObject({ name: 'Köln', zip: '50667' });
    expect(searchPlaces('10117')[0]).toMatchObject({ name: 'Berlin', zip: '10117', state: 'Berlin' });
  });

  it('places a village below 1000 inhabitants near its postcode neighbours', () => {
    const [village] = searchPlaces('Aasbüttel');
    expect(village).toMatchObject({ name: 'Aasbüttel', zip: '25560', state: 'Schleswig-Holstein' });
    expect(village?.latitude).toBeCloseTo(54, 0);
  });

  it('keeps an island whose postcode neighbours are on the mainland on the island', () => {
    expect(searchPlaces('27498')[0]).toMatchObject({ name: 'Helgoland' });
    expect(searchPlaces('27498')[0]?.longitude).toBeCloseTo(7.89, 1);
  });

  it('finds city districts and names them with their city', () => {
    expect(searchPlaces('Altona')[0]).toMatchObject({ name: 'Hamburg-Altona', state: 'Hamburg' });
    expect(searchPlaces('Hamburg Altona')[0]?.name).toBe('Hamburg-Altona');
  });

  it('lists whole-name matches before prefix matches, larger places first', () => {
    expect(
      searchPlaces('Halle')
        .map((place) => place.name)
        .slice(0, 2),
    ).toEqual(['Halle (Saale)', 'Halle (Westf.)']);
    expect(searchPlaces('Aachen')[0]?.name).toBe('Aachen');
    expect(searchPlaces('Stutt')[0]?.name).toBe('Stuttgart');
  });

  it('folds ß and ss both ways', () => {
    expect(searchPlaces('Meissen')[0]?.name).toBe('Meißen');
    expect(searchPlaces('Meißen')[0]?.name).toBe('Meißen');
    expect(searchPlaces('Neustadt an der Weinstrasse')[0]?.name).toBe('Neustadt an der Weinstraße');
  });

  it('ignores the radius suffix the location input appends', () => {
    expect(searchPlaces('Berlin (25 km Umkreis)')[0]).toMatchObject({ name: 'Berlin', state: 'Berlin' });
  });

  it('gives nothing for unknown places and postcodes', () => {
    expect(searchPlaces('Xyzzyhausen')).toEqual([]);
    expect(searchPlaces('99999')).toEqual([]);
    expect(searchPlaces('')).toEqual([]);
    expect(searchPlaces('   ')).toEqual([]);
  });

  it('respects the limit', () => {
    expect(searchPlaces('Bad', 3)).toHaveLength(3);
    expect(searchPlaces('Köln', 0)).toEqual([]);
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
    for (const [city, state] of Object.entries(capitals)) expect(searchPlaces(city, 1)[0]).toMatchObject({ name: city, state });
  });
});

describe('nearestPlace', () => {
  it('answers a point in the centre of Berlin with Berlin', () => {
    expect(nearestPlace(52.517, 13.389)).toMatchObject({ name: 'Berlin', zip: '10115', state: 'Berlin' });
  });

  it('answers a point in a district with its city, so the search pages can use the name', () => {
    expect(nearestPlace(52.535, 13.2)?.name).toBe('Berlin');
    expect(nearestPlace(53.55, 9.93)?.name).toBe('Hamburg');
  });

  it('finds the town nearest a point in the countryside', () => {
    expect(nearestPlace(48.137, 11.575)?.name).toBe('München');
    expect(nearestPlace(50.94, 6.96)?.name).toBe('Köln');
  });

  it('gives null far out in the North Sea and outside Germany', () => {
    expect(nearestPlace(55.5, 5.5)).toBeNull();
    expect(nearestPlace(48.8566, 2.3522)).toBeNull();
    expect(nearestPlace(0, 0)).toBeNull();
  });

  it('gives null for impossible coordinates instead of throwing', () => {
    expect(nearestPlace(Number.NaN, 10)).toBeNull();
    expect(nearestPlace(91, 10)).toBeNull();
  });

  it('answers thousands of lookups per second', () => {
    const started = performance.now();
    for (let index = 0; index < 2000; index++) nearestPlace(47.5 + (index % 70) * 0.1, 6 + (index % 90) * 0.1);
    const perSecond = 2000 / ((performance.now() - started) / 1000);
    expect(perSecond).toBeGreaterThan(2000);
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
    expect(nearestMunicipality(50.9375, 6.9603)).toMatchObject({ place: { name: 'Köln' }, districtCode: 5315 });
    expect(nearestMunicipality(52.4986, 13.403)?.districtCode).toBe(11000);
    expect(nearestMunicipality(50.7928, 7.2056)?.districtCode).toBe(5382);
  });
});
