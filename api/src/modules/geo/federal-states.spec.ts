import { federalStateNamed } from '@praxisnah/contracts';
import { postcodeStates } from './gazetteer';

describe('federalStateNamed', () => {
  it('names every Land of the postcode list as the list does, but the city-states, which stay cities', () => {
    const states = new Set(postcodeStates().values());
    expect(states.size).toBe(16);
    for (const state of states) {
      expect(federalStateNamed(state)).toBe(['Berlin', 'Hamburg', 'Bremen'].includes(state) ? null : state);
    }
  });
});
