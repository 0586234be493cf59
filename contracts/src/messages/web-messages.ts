import { CORE_MESSAGES } from './catalogue/core';
import { OPERATORS_MESSAGES } from './catalogue/operators';
import { EVENTS_MESSAGES } from './catalogue/events';
import { COMPANIES_MESSAGES } from './catalogue/companies';
import { BILLING_MESSAGES } from './catalogue/billing';
import { PUBLIC_MESSAGES } from './catalogue/public';
import { PUBLIC_PAGE_MESSAGES } from './catalogue/public-pages';
import { LABEL_MESSAGES } from './catalogue/labels';
import { VALIDATION_MESSAGES } from './catalogue/validation';

/**
 * The web client's user-facing German texts by id: the defaults ship with the code, admins override any of them on
 * /admin-message-translations without a deploy. `{name}` marks a value the screen fills in; an override must keep
 * every placeholder of its default. No zod here: the client's first download carries this file.
 *
 * SCREEN_MESSAGES are in that first download; the long legal and FAQ texts (PUBLIC_PAGE_MESSAGES) load with their
 * pages (web/src/lib/messages.ts), the schemas' validation messages (VALIDATION_MESSAGES) with the forms
 * (web/src/lib/validation-messages.ts). The shared labels (LABEL_MESSAGES) keep their defaults in the catalogue lists;
 * the client only looks up their overrides (web/src/lib/labels.ts). WEB_MESSAGES holds them all, so MessageKey, the
 * admin screen and the placeholder check see every text; the client never reads it, which keeps the other parts out
 * of its first download.
 */
export const SCREEN_MESSAGES = {
  ...CORE_MESSAGES,
  ...OPERATORS_MESSAGES,
  ...EVENTS_MESSAGES,
  ...COMPANIES_MESSAGES,
  ...BILLING_MESSAGES,
  ...PUBLIC_MESSAGES,
} as const satisfies Record<string, string>;

// A call marked pure, not a spread: the client's bundler may then drop it, and the page texts with it.
export const WEB_MESSAGES = /* @__PURE__ */ Object.assign(
  {},
  SCREEN_MESSAGES,
  PUBLIC_PAGE_MESSAGES,
  /* @__PURE__ */ Object.assign({}, VALIDATION_MESSAGES, LABEL_MESSAGES),
) satisfies Record<string, string>;
export { LABEL_MESSAGES, PUBLIC_PAGE_MESSAGES, VALIDATION_MESSAGES };
export type { LabelKey, LabelKind } from './catalogue/labels';
export type { ValidationKey } from './catalogue/validation';
export { fillMessage, messageText, placeholdersOf } from './fill-message';
export { validationKeyOf } from './validation-key-of';
export { validationText } from './validation-text';

export type MessageKey = keyof typeof WEB_MESSAGES;
export const MESSAGE_KEYS = /* @__PURE__ */ Object.keys(WEB_MESSAGES) as MessageKey[];

export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(WEB_MESSAGES, key);

export const MESSAGE_TEXT_MAX = 2000;
