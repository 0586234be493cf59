import { messageText, type MessageKey } from '@praxisnah/contracts';
// Straight from the catalogue's files: the package's index only offers all screens' texts at once (SCREEN_MESSAGES).
// Nothing here may come from contracts' web-messages.ts either: the bundler keeps that module's SCREEN_MESSAGES spread,
// and every catalogue part with it, as soon as one of its exports is used.
import { CORE_MESSAGES } from '@praxisnah/contracts/messages/core';
import { PUBLIC_MESSAGES } from '@praxisnah/contracts/messages/public';

/**
 * The client's texts: the default of `WEB_MESSAGES`, unless an admin overrode it on /admin-message-translations.
 * Overrides are loaded once before the first render (load-message-overrides.ts, main.tsx), so no screen shows a
 * default and then swaps it.
 */
let overrides: Partial<Record<string, string>> = {};

/**
 * The defaults of the first download (the layout's and the public screens' texts), and of each catalogue part a lazily
 * loaded module brought: the company, event, billing and operator texts (./message-parts, imported by each module that
 * names one of their keys, which message-parts.spec.ts checks), the legal and FAQ texts and the validation messages
 * (`messagePart`). Together they were a quarter of the first download's script.
 */
const defaults: Partial<Record<MessageKey, string>> = { ...CORE_MESSAGES, ...PUBLIC_MESSAGES };

/** Adds the defaults of a catalogue part; a module that loads one does so before its screen renders. */
export function addMessageDefaults(part: Readonly<Partial<Record<MessageKey, string>>>): void {
  Object.assign(defaults, part);
}

/** A missing or empty override shows the default: a bad row never leaves a gap on a page. */
export function t(key: MessageKey, values?: Record<string, string | number>): string {
  return messageText(defaults, key, overrides, values);
}

/**
 * Adds the defaults of a catalogue part that a lazily loaded screen carries in its own chunk (the legal and FAQ texts),
 * and returns `t` for its keys: a screen that reads them through it cannot render before they are there.
 */
export function messagePart<K extends MessageKey>(part: Readonly<Record<K, string>>) {
  addMessageDefaults(part);
  return (key: K, values?: Record<string, string | number>): string => t(key, values);
}

/** The admins' wording, once loaded; only texts (strings) are taken. */
export function setMessageOverrides(loaded: Record<string, unknown>): void {
  overrides = Object.fromEntries(Object.entries(loaded).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** An admin's wording of `key`, if any: for texts whose default the screen already has (web/src/lib/labels.ts). */
export function overrideOf(key: string): string | undefined {
  const override = overrides[key];
  return override?.trim() ? override : undefined;
}
