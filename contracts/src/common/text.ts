import { z } from 'zod';
import { validationText } from '../messages/validation-text';

/** C0 controls (but tab, line feed and carriage return, which multi-line text needs), DEL and C1 controls. */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
export const CONTROL_CHARACTERS_MESSAGE = validationText('validation.common.controlCharacters');

/** Whether any string in a JSON-like value, or any of its keys, holds a control character. */
export function containsControlCharacters(value: unknown): boolean {
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value);
  if (Array.isArray(value)) return value.some(containsControlCharacters);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, entry]) => CONTROL_CHARACTERS.test(key) || containsControlCharacters(entry));
  }
  return false;
}

/**
 * Any string schema without control characters: PostgreSQL refuses NUL in text and jsonb, and no person types them.
 */
export function withoutControlCharacters<T extends z.ZodType<string>>(schema: T): T {
  return schema.refine((value) => !CONTROL_CHARACTERS.test(value), { error: CONTROL_CHARACTERS_MESSAGE }) as T;
}

/** Every text field a person sends: `text()` where `z.string()` would be, with the same parameters. */
export function text(params?: Parameters<typeof z.string>[0]): z.ZodString {
  return withoutControlCharacters(z.string(params));
}

/** A web address field: `webUrl()` where `z.url()` would be (the URL parser would percent-encode a NUL and keep it). */
export function webUrl(params?: Parameters<typeof z.url>[0]): z.ZodURL {
  return withoutControlCharacters(z.url(params));
}

/** Where an uploaded image lives: a path under the platform's own /objects/ (no segment starts with a dot). */
const OWN_OBJECT_PATH = /^\/objects(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;

/** An image address: https only (no javascript:, data: or plain http), or one of the platform's own /objects/ paths. */
export function imageUrl(): z.ZodType<string> {
  return text()
    .max(500, { error: validationText('validation.common.imageUrlTooLong') })
    .refine((value) => OWN_OBJECT_PATH.test(value) || isHttpsUrl(value), {
      error: validationText('validation.common.imageUrlHttps'),
    });
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}
