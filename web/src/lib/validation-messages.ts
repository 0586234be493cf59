import { configureZodMessages, VALIDATION_MESSAGES, validationKeyOf } from '@praxisnah/contracts';
import { messagePart } from './messages';

// The forms check with the same messages the API answers: catalogue texts, not zod's English defaults.
configureZodMessages();

const validationMessage = messagePart(VALIDATION_MESSAGES);

/**
 * The message a schema gave, in an admin's wording: the schemas carry the default texts of VALIDATION_MESSAGES, so
 * the text leads to its key. A message without a key (zod's own) is shown as it came.
 */
export function overriddenValidationMessage(message: string): string {
  const found = validationKeyOf(message);
  return found ? validationMessage(found.key, found.values) : message;
}

/** The first message of a failed safeParse, in the admins' wording. */
export function firstIssueMessage(error: { issues: readonly { message: string }[] }): string | undefined {
  const message = error.issues[0]?.message;
  return message === undefined ? undefined : overriddenValidationMessage(message);
}
