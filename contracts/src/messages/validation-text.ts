import { VALIDATION_MESSAGES, type ValidationKey } from './catalogue/validation';
import { fillMessage } from './fill-message';

/** A schema's validation message: the default German text of `key`, its placeholders filled. */
export function validationText(key: ValidationKey, values?: Record<string, string | number>): string {
  return fillMessage(VALIDATION_MESSAGES[key], values);
}
