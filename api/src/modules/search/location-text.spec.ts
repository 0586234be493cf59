import { parseLocationText } from './location-text';

describe('parseLocationText', () => {
  it('splits the radius the location field appends', () => {
    expect(parseLocationText('Köln (25 km Umkreis)')).toEqual({ place: 'Köln', radiusKm: 25 });
    expect(parseLocationText('80331 München (2,5 km)')).toEqual({ place: '80331 München', radiusKm: 2.5 });
  });

  it('leaves a plain place alone', () => {
    expect(parseLocationText('  Frankfurt am Main ')).toEqual({ place: 'Frankfurt am Main' });
  });
});
