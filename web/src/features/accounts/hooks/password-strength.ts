import { PASSWORD_MIN_LENGTH, passwordResemblesEmail, type MessageKey } from '@praxisnah/contracts';
import '@/lib/message-parts/operators';

export interface PasswordRule {
  key: 'length' | 'letter' | 'digit' | 'email';
  /** The rule's text, filled with `PASSWORD_MIN_LENGTH` as {min}. */
  label: MessageKey;
  met: boolean;
}

/** The rules of the shared password schema, as a checklist the person sees while typing. */
export function passwordRules(password: string, email?: string): PasswordRule[] {
  const rules: PasswordRule[] = [
    { key: 'length', label: 'accounts.password.ruleLength', met: password.length >= PASSWORD_MIN_LENGTH },
    { key: 'letter', label: 'accounts.password.ruleLetter', met: /\p{L}/u.test(password) },
    { key: 'digit', label: 'accounts.password.ruleDigit', met: /\p{N}/u.test(password) },
  ];
  if (email !== undefined) {
    rules.push({
      key: 'email',
      label: 'accounts.password.ruleEmail',
      met: password.length > 0 && !(email.trim() !== '' && passwordResemblesEmail(password, email)),
    });
  }
  return rules;
}

export type PasswordStrength = 'leer' | 'schwach' | 'mittel' | 'stark';

/**
 * A rough strength for the meter: weak until every rule is met; then length and variety (upper and lower case,
 * special characters) make it medium or strong.
 */
export function passwordStrength(password: string, email?: string): PasswordStrength {
  if (!password) return 'leer';
  if (!passwordRules(password, email).every((rule) => rule.met)) return 'schwach';
  let points = 0;
  if (password.length >= 14) points += 1;
  if (password.length >= 18) points += 1;
  if (/\p{Lu}/u.test(password) && /\p{Ll}/u.test(password)) points += 1;
  if (/[^\p{L}\p{N}]/u.test(password)) points += 1;
  return points >= 2 ? 'stark' : 'mittel';
}
