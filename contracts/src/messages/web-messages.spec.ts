import { BILLING_MESSAGES } from './catalogue/billing';
import { COMPANIES_MESSAGES } from './catalogue/companies';
import { CORE_MESSAGES } from './catalogue/core';
import { EVENTS_MESSAGES } from './catalogue/events';
import { OPERATORS_MESSAGES } from './catalogue/operators';
import { PUBLIC_MESSAGES } from './catalogue/public';
import { fillMessage, isMessageKey, messageText, placeholdersOf, WEB_MESSAGES } from './web-messages';

describe('web messages', () => {
  it('shows an override, and the default when the override is missing or blank', () => {
    expect(messageText('home.title', { 'home.title': 'Praktika vor Ort' })).toBe('Praktika vor Ort');
    expect(messageText('home.title', {})).toBe(WEB_MESSAGES['home.title']);
    expect(messageText('home.title', { 'home.title': '   ' })).toBe(WEB_MESSAGES['home.title']);
  });

  it('fills placeholders and leaves one without a value as written', () => {
    expect(messageText('auth.welcome', { 'auth.welcome': 'Hallo {name}!' }, { name: 'Demo GmbH' })).toBe('Hallo Demo GmbH!');
    expect(fillMessage('{count} von {total}', { count: 3 })).toBe('3 von {total}');
  });

  it('names each placeholder once, sorted', () => {
    expect(placeholdersOf('{b} und {a} und {b}')).toEqual(['a', 'b']);
    expect(placeholdersOf('ohne')).toEqual([]);
  });

  it('knows its own keys only', () => {
    expect(isMessageKey('nav.praktika')).toBe(true);
    expect(isMessageKey('toString')).toBe(false);
    expect(isMessageKey('gibt.es.nicht')).toBe(false);
  });

  it('has a non-empty German default for every key', () => {
    for (const [key, text] of Object.entries(WEB_MESSAGES)) expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
  });

  it('defines each key in one catalogue section only, so no section silently replaces another text', () => {
    const sections = [CORE_MESSAGES, OPERATORS_MESSAGES, EVENTS_MESSAGES, COMPANIES_MESSAGES, BILLING_MESSAGES, PUBLIC_MESSAGES];
    const keys = sections.flatMap((section) => Object.keys(section));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });
});
