import { BILLING_MESSAGES } from './catalogue/billing';
import { COMPANIES_MESSAGES } from './catalogue/companies';
import { CORE_MESSAGES } from './catalogue/core';
import { EVENTS_MESSAGES } from './catalogue/events';
import { OPERATORS_MESSAGES } from './catalogue/operators';
import { PUBLIC_MESSAGES } from './catalogue/public';
import { LABEL_MESSAGES } from './catalogue/labels';
import { PUBLIC_PAGE_MESSAGES } from './catalogue/public-pages';
import { VALIDATION_MESSAGES } from './catalogue/validation';
import { fillMessage, isMessageKey, messageText, placeholdersOf, SCREEN_MESSAGES, WEB_MESSAGES } from './web-messages';

describe('web messages', () => {
  it('shows an override, and the default when the override is missing or blank', () => {
    expect(messageText(WEB_MESSAGES, 'home.title', { 'home.title': 'Praktika vor Ort' })).toBe('Praktika vor Ort');
    expect(messageText(WEB_MESSAGES, 'home.title', {})).toBe(WEB_MESSAGES['home.title']);
    expect(messageText(WEB_MESSAGES, 'home.title', { 'home.title': '   ' })).toBe(WEB_MESSAGES['home.title']);
  });

  it('shows the key itself when the loaded defaults lack it, rather than nothing', () => {
    expect(messageText({}, 'legal.agb.title', {})).toBe('legal.agb.title');
    expect(messageText({}, 'legal.agb.title', { 'legal.agb.title': 'AGB' })).toBe('AGB');
  });

  it('keeps the legal and FAQ texts out of the first download, yet among the texts admins can reword', () => {
    const pageKeys = Object.keys(PUBLIC_PAGE_MESSAGES);
    expect(pageKeys.filter((key) => key in SCREEN_MESSAGES)).toEqual([]);
    expect(pageKeys.filter((key) => !isMessageKey(key))).toEqual([]);
  });

  it('keeps validation messages and labels out of the first download, yet among the texts admins can reword', () => {
    const keys = [...Object.keys(VALIDATION_MESSAGES), ...Object.keys(LABEL_MESSAGES)];
    expect(keys.filter((key) => key in SCREEN_MESSAGES)).toEqual([]);
    expect(keys.filter((key) => !isMessageKey(key))).toEqual([]);
  });

  it('fills placeholders and leaves one without a value as written', () => {
    expect(messageText(WEB_MESSAGES, 'auth.welcome', { 'auth.welcome': 'Hallo {name}!' }, { name: 'Demo GmbH' })).toBe('Hallo Demo GmbH!');
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
    const sections = [
      CORE_MESSAGES,
      OPERATORS_MESSAGES,
      EVENTS_MESSAGES,
      COMPANIES_MESSAGES,
      BILLING_MESSAGES,
      PUBLIC_MESSAGES,
      PUBLIC_PAGE_MESSAGES,
      VALIDATION_MESSAGES,
      LABEL_MESSAGES,
    ];
    const keys = sections.flatMap((section) => Object.keys(section));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });
});
