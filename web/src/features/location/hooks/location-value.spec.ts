import { formatLocationParam, parseLocationParam } from './location-value';

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
});
