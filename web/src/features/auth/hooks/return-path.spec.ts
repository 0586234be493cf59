import { returnPath } from './return-path';

describe('returnPath', () => {
  it('returns a path of this site with its query', () => {
    expect(returnPath({ from: '/checkout?package=standard' })).toBe('/checkout?package=standard');
  });

  it('ignores other origins, missing state and non-strings', () => {
    expect(returnPath({ from: '//evil.example/x' })).toBeNull();
    expect(returnPath({ from: 'https://evil.example' })).toBeNull();
    expect(returnPath(null)).toBeNull();
    expect(returnPath({ from: 42 })).toBeNull();
  });
});
