import { rollingStartOptions } from './ausbildung';

describe('rollingStartOptions', () => {
  it('on 2026-11-26 offers this Ausbildung year (late placements) and the next two, not 2025', () => {
    expect(rollingStartOptions(new Date('2026-11-26T10:00:00Z')).map((option) => option.value)).toEqual([
      '2026-08',
      '2026-09',
      '2027-08',
      '2027-09',
      '2028-08',
      '2028-09',
    ]);
  });

  it('rolls over with the new year, labelled in German', () => {
    expect(rollingStartOptions(new Date('2027-01-01T00:00:00Z'), 1)).toEqual([
      { value: '2027-08', label: 'August 2027' },
      { value: '2027-09', label: 'September 2027' },
    ]);
  });
});
