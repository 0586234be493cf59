import { federalStateText } from './federal-state-text';
import './message-parts/events';

describe('federalStateText', () => {
  it('gives the Saarland its article and every other Land none', () => {
    const inState = { any: 'search.inFederalState', saarland: 'search.inSaarland' } as const;
    expect(federalStateText('Bayern', inState)).toBe('in ganz Bayern');
    expect(federalStateText('Saarland', inState)).toBe('im ganzen Saarland');
    const empty = { any: 'events.list.emptyInState', saarland: 'events.list.emptyInSaarland' } as const;
    expect(federalStateText('Saarland', empty)).toBe('Keine Events im Saarland');
    expect(
      federalStateText(
        'Nordrhein-Westfalen',
        { any: 'events.list.countInState', saarland: 'events.list.countInSaarland' },
        { count: 3, events: 'Events' },
      ),
    ).toBe('3 Events in ganz Nordrhein-Westfalen');
  });
});
