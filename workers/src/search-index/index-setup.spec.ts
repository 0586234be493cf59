import { settingsMatch } from './index-setup';

describe('settingsMatch', () => {
  it('ignores defaults Meilisearch adds and the order of attribute lists', () => {
    const current = {
      sortableAttributes: ['name', 'createdAtTs'],
      typoTolerance: { enabled: true, minWordSizeForTypos: { oneTypo: 4, twoTypos: 8 } },
    };
    expect(
      settingsMatch(current, {
        sortableAttributes: ['createdAtTs', 'name'],
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

  it('notices a synonym taken out of the catalogue: Meilisearch adds none of its own', () => {
    const ours = { synonyms: { krankenhaus: ['synpflege'] } };
    expect(settingsMatch({ synonyms: { krankenhaus: ['synpflege'], agentur: ['synmarketingkaufmann'] } }, ours)).toBe(false);
    expect(settingsMatch({ synonyms: { krankenhaus: ['synpflege'] } }, ours)).toBe(true);
  });

  it('resets a language set earlier (null), and leaves an index without one alone', () => {
    const german = { localizedAttributes: [{ attributePatterns: ['*'], locales: ['deu'] }] };
    expect(settingsMatch(german, { localizedAttributes: null })).toBe(false);
    expect(settingsMatch({ localizedAttributes: null }, { localizedAttributes: null })).toBe(true);
  });

  it('compares filterable attributes given with their features, where one changed flag means an update', () => {
    const granular = (comparison: boolean) => ({
      filterableAttributes: [
        { attributePatterns: ['validToTs'], features: { facetSearch: false, filter: { equality: true, comparison } } },
      ],
    });
    expect(settingsMatch(granular(true), granular(true))).toBe(true);
    expect(settingsMatch(granular(false), granular(true))).toBe(false);
    expect(settingsMatch({ filterableAttributes: ['validToTs'] }, granular(true))).toBe(false);
  });
});
