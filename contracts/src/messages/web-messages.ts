import { CORE_MESSAGES } from './catalogue/core';
import { OPERATORS_MESSAGES } from './catalogue/operators';
import { EVENTS_MESSAGES } from './catalogue/events';
import { COMPANIES_MESSAGES } from './catalogue/companies';
import { BILLING_MESSAGES } from './catalogue/billing';
import { PUBLIC_MESSAGES } from './catalogue/public';

/**
 * The web client's user-facing German texts by id: the defaults ship with the code, admins override any of them on
 * /admin-message-translations without a deploy. `{name}` marks a value the screen fills in; an override must keep
 * every placeholder of its default. No zod here: the client's first download carries this file.
 */
export const WEB_MESSAGES = {
  ...CORE_MESSAGES,
  ...OPERATORS_MESSAGES,
  ...EVENTS_MESSAGES,
  ...COMPANIES_MESSAGES,
  ...BILLING_MESSAGES,
  ...PUBLIC_MESSAGES,
} as const satisfies Record<string, string>;

export type MessageKey = keyof typeof WEB_MESSAGES;
export const MESSAGE_KEYS = Object.keys(WEB_MESSAGES) as MessageKey[];

export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(WEB_MESSAGES, key);

const PLACEHOLDER = /\{([a-zA-Z]+)\}/g;

/** The placeholder names of a text, sorted and once each. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]!))].sort();
}

/** Fills `{name}` placeholders; a placeholder without a value stays as written rather than breaking the page. */
export function fillMessage(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The text a screen shows: the override unless it is missing or blank, then the default; placeholders filled. */
export function messageText(key: MessageKey, overrides: Partial<Record<string, string>>, values?: Record<string, string | number>): string {
  const override = overrides[key];
  return fillMessage(override?.trim() ? override : WEB_MESSAGES[key], values);
}

export const MESSAGE_TEXT_MAX = 2000;
