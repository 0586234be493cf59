import { talkSlotSeriesSchema } from './talk.schema';

const messages = (input: unknown) => talkSlotSeriesSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('talkSlotSeriesSchema', () => {
  it('takes a series on the ten-minute grid', () => {
    expect(talkSlotSeriesSchema.parse({ from: '09:00', to: '10:30' })).toEqual({ from: '09:00', to: '10:30' });
  });

  it('refuses times off the grid, a series shorter than one talk, and more than 60 talks', () => {
    expect(messages({ from: '09:05', to: '10:00' })[0]).toContain('auf volle zehn Minuten');
    expect(messages({ from: '10:00', to: '10:00' })).toEqual(['Die Endzeit muss mindestens zehn Minuten nach der Anfangszeit liegen.']);
    expect(messages({ from: '11:00', to: '10:00' })).toContain('Die Endzeit muss mindestens zehn Minuten nach der Anfangszeit liegen.');
    expect(messages({ from: '08:00', to: '18:10' })).toEqual(['Höchstens 60 Gesprächstermine auf einmal.']);
    expect(messages({ from: '08:00', to: '18:00' })).toEqual([]);
  });
});
