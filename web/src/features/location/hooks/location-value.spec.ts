import { formatLocationParam, isUnnamedPosition, parseLocationParam, placeQuery } from './location-value';

describe('location parameter "(N km Umkreis)"', () => {
  it('reads the place and the radius', () => {
    expect(parseLocationParam('Köln (50 km Umkreis)')).toEqual({ address: 'Köln', radius: 50 });
    expect(parseLocationParam('50667 Köln')).toEqual({ address: '50667 Köln', radius: 25 });
  });

  it('drops the location when the radius is not above 0', () => {
    expect(parseLocationParam('Köln (0 km Umkreis)')).toBeNull();
    expect(parseLocationParam('')).toBeNull();
  });

  it('writes the same form back', () => {
    expect(formatLocationParam({ address: 'Hamburg', radius: 10 })).toBe('Hamburg (10 km Umkreis)');
    expect(formatLocationParam(null)).toBeUndefined();
  });

  it('reads a Land as the whole Land, by its name, and writes it back without a radius', () => {
    expect(parseLocationParam('nrw')).toEqual({ address: 'Nordrhein-Westfalen', radius: 25, area: 'federalState' });
    expect(parseLocationParam('Bayern (25 km Umkreis)')).toEqual({ address: 'Bayern', radius: 25, area: 'federalState' });
    expect(formatLocationParam({ address: 'Bayern', radius: 25, area: 'federalState' })).toBe('Bayern');
    expect(parseLocationParam('Brandenburg an der Havel')).toEqual({ address: 'Brandenburg an der Havel', radius: 25 });
  });
});

describe('placeQuery: the place as the searches take it', () => {
  it('prefers coordinates, else sends the name; nothing without a place', () => {
    expect(placeQuery({ address: 'Köln', radius: 10, latitude: 50.94, longitude: 6.96 })).toEqual({ lat: 50.94, lon: 6.96, radius: 10 });
    expect(placeQuery({ address: 'Bayern', radius: 25, area: 'federalState' })).toEqual({ location: 'Bayern', radius: 25 });
    expect(placeQuery(null)).toEqual({});
  });
});

describe('isUnnamedPosition', () => {
  it('knows the device position without a town, not a town', () => {
    expect(isUnnamedPosition('Mein Standort')).toBe(true);
    expect(isUnnamedPosition(' aktueller standort ')).toBe(true);
    expect(isUnnamedPosition('Köln')).toBe(false);
  });
});
