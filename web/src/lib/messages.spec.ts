import { setMessageOverrides, t } from './messages';

describe('t', () => {
  afterEach(() => setMessageOverrides({}));

  it('shows the key of a text whose catalogue part has not loaded', () => {
    expect(t('legal.agb.title')).toBe('legal.agb.title');
  });
});
