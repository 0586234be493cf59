import { ausbildungStartOptions, ausbildungStartValues, timeFrameMonths } from './dated-options';

/** Local dates, as the browser and the API read "today". */
const day = (year: number, month: number, date: number) => new Date(year, month - 1, date, 12);

describe('timeFrameMonths', () => {
  it('offers the current month and the next eleven, across the turn of the year', () => {
    const months = timeFrameMonths(day(2026, 11, 26));
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2026-11');
    expect(months[1]).toBe('2026-12');
    expect(months[2]).toBe('2027-01');
    expect(months[11]).toBe('2027-10');
  });

  it('starts with January on New Year and with December on its last day', () => {
    expect(timeFrameMonths(day(2027, 1, 1))[0]).toBe('2027-01');
    expect(timeFrameMonths(day(2026, 12, 31))).toEqual([
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
      '2027-04',
      '2027-05',
      '2027-06',
      '2027-07',
      '2027-08',
      '2027-09',
      '2027-10',
      '2027-11',
    ]);
  });
});

describe('ausbildungStartValues', () => {
  it('in late autumn offers the next two years, not the one already started', () => {
    expect(ausbildungStartValues(day(2026, 11, 26))).toEqual(['2027-08', '2027-09', '2028-08', '2028-09']);
  });

  it('in spring and summer offers this year and the next', () => {
    expect(ausbildungStartValues(day(2027, 3, 1))).toEqual(['2027-08', '2027-09', '2028-08', '2028-09']);
    expect(ausbildungStartValues(day(2027, 8, 15))).toEqual(['2027-08', '2027-09', '2028-08', '2028-09']);
  });

  it('moves on when the starting months are over', () => {
    expect(ausbildungStartValues(day(2027, 9, 30))[0]).toBe('2027-08');
    expect(ausbildungStartValues(day(2027, 10, 1))[0]).toBe('2028-08');
  });

  it('labels each start in German', () => {
    expect(ausbildungStartOptions(day(2026, 11, 26))[0]).toEqual({ value: '2027-08', label: 'August 2027' });
  });
});
