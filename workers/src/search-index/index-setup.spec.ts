import { settingsMatch } from './index-setup';

describe('settingsMatch', () => {
  it('ignores defaults Meilisearch adds and the order of attribute lists', () => {
    const current = {
      sortableAttributes: ['_geo', 'createdAtTs'],
      typoTolerance: { enabled: true, minWordSizeForTypos: { oneTypo: 4, twoTypos: 8 } },
    };
    expect(
      settingsMatch(current, {
        sortableAttributes: ['createdAtTs', '_geo'],
        typoTolerance: { minWordSizeForTypos: { oneTypo: 4, twoTypos: 8 } },
      }),
    ).toBe(true);
  });

  it('notices a changed value, a missing attribute or a different synonym', () => {
    expect(settingsMatch({ filterableAttributes: ['a'] }, { filterableAttributes: ['a', 'b'] })).toBe(false);
    expect(
      settingsMatch({ typoTolerance: { minWordSizeForTypos: { oneTypo: 5 } } }, { typoTolerance: { minWordSizeForTypos: { oneTypo: 4 } } }),
    ).toBe(false);
    expect(settingsMatch({ synonyms: { azubi: ['ausbildung'] } }, { synonyms: { azubi: ['lehre'] } })).toBe(false);
  });
});
