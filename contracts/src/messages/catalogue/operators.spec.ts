import { placeholdersOf } from '../web-messages';
import { OPERATORS_MESSAGES } from './operators';

describe('the operators section of the message catalogue', () => {
  it('names its keys after the screens it covers', () => {
    const strays = Object.keys(OPERATORS_MESSAGES).filter((key) => !/^(operators|admin\.analytics|accounts)\.[a-zA-Z0-9.]+$/.test(key));
    expect(strays).toEqual([]);
  });

  it('writes every placeholder as {name}, so a screen can fill it and an override must keep it', () => {
    // Braces left after removing the placeholders are a typo ("{name" or "{ name }") that would show on the page.
    const broken = Object.entries(OPERATORS_MESSAGES).filter(([, text]) => /[{}]/.test(text.replace(/\{[a-zA-Z]+\}/g, '')));
    expect(broken).toEqual([]);
    expect(placeholdersOf(OPERATORS_MESSAGES['operators.regionSettings.summary'])).toEqual(['area', 'count', 'managers']);
  });
});
