import { PASSWORD_MIN_LENGTH, passwordResemblesEmail } from '@praxisnah/contracts';

export interface PasswordRule {
  key: 'length' | 'letter' | 'digit' | 'email';
  label: string;
  met: boolean;
}

/** The rules of the shared password schema, as a checklist the person sees while typing. */
export function passwordRules(password: string, email?: string): PasswordRule[] {
  const rules: PasswordRule[] = [
    { key: 'length', label: `Mindestens ${PASSWORD_MIN_LENGTH} Zeichen`, met: password.length >= PASSWORD_MIN_LENGTH },
    { key: 'letter', label: 'Mindestens ein Buchstabe', met: /\p{L}/u.test(password) },
    { key: 'digit', label: 'Mindestens eine Ziffer', met: /\p{N}/u.test(password) },
  ];
  if (email !== undefined) {
    rules.push({
      key: 'email',
      label: 'Nicht Ihre E-Mail-Adresse',
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
