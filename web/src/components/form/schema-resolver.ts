import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { overriddenValidationMessage } from '@/lib/validation-messages';

/** A copy of the errors with each message in the admins' wording; `ref` (a DOM element) is kept as it is. */
function withOverriddenMessages<T>(node: T): T {
  if (Array.isArray(node)) return node.map(withOverriddenMessages) as T;
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === 'ref'
        ? value
        : key === 'message' && typeof value === 'string'
          ? overriddenValidationMessage(value)
          : withOverriddenMessages(value),
    ]),
  ) as T;
}

const resolve = zodResolver as (...args: unknown[]) => Resolver<FieldValues, unknown, unknown>;

/**
 * zodResolver for every form: the contracts schema checks the input, and its messages show in the admins' wording
 * (/admin-message-translations); the API answers the same schema's default texts. Typed as zodResolver, overloads
 * and all, so a form passes its schema exactly as before.
 */
export const schemaResolver = ((...args: unknown[]) => {
  const resolver = resolve(...args);
  return async (...call: Parameters<typeof resolver>) => {
    const result = await resolver(...call);
    return Object.keys(result.errors).length ? { ...result, errors: withOverriddenMessages(result.errors) } : result;
  };
}) as typeof zodResolver;
