import { formatLocationText, parseLocationText } from './location-text';

describe('location text', () => {
  it('splits the radius the location field appends', () => {
    expect(parseLocationText('Köln (25 km Umkreis)')).toEqual({ place: 'Köln', radiusKm: 25 });
    expect(parseLocationText('80331 München (2,5 km)')).toEqual({ place: '80331 München', radiusKm: 2.5 });
    expect(parseLocationText('Halle (Saale) (10 km umkreis) ')).toEqual({ place: 'Halle (Saale)', radiusKm: 10 });
  });

  it('leaves a plain place alone, and a bracket that names no radius', () => {
    expect(parseLocationText('  Frankfurt am Main ')).toEqual({ place: 'Frankfurt am Main' });
    expect(parseLocationText('Halle (Saale)')).toEqual({ place: 'Halle (Saale)' });
  });

  it('reads back what it writes', () => {
    const text = formatLocationText(' Köln ', 25);
    expect(text).toBe('Köln (25 km Umkreis)');
    expect(parseLocationText(text)).toEqual({ place: 'Köln', radiusKm: 25 });
    expect(parseLocationText(formatLocationText('Bad Homburg v. d. Höhe', 2.5))).toEqual({
      place: 'Bad Homburg v. d. Höhe',
      radiusKm: 2.5,
    });
  });
});
