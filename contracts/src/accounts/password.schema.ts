import { z } from 'zod';
import { validationText } from '../messages/validation-text';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

/** An e-mail address as accounts store it: trimmed and lower-cased, so one person has one address. */
export const accountEmailSchema = z
  .string({ error: validationText('validation.account.emailRequired') })
  .trim()
  .toLowerCase()
  .pipe(
    z
      .email({ error: validationText('validation.account.emailInvalid') })
      .max(254, { error: validationText('validation.account.emailTooLong') }),
  );

/** The strength rules of a new password; whether it equals the e-mail is checked where both are known. */
export const newPasswordSchema = z
  .string({ error: validationText('validation.account.passwordRequired') })
  .min(PASSWORD_MIN_LENGTH, { error: validationText('validation.account.passwordTooShort', { min: PASSWORD_MIN_LENGTH }) })
  .max(PASSWORD_MAX_LENGTH, { error: validationText('validation.account.passwordTooLong', { max: PASSWORD_MAX_LENGTH }) })
  .regex(/\p{L}/u, { error: validationText('validation.account.passwordNeedsLetter') })
  .regex(/\p{N}/u, { error: validationText('validation.account.passwordNeedsDigit') });

export const PASSWORD_EQUALS_EMAIL = validationText('validation.account.passwordEqualsEmail');

/** True when the password is the address itself or its part before the at-sign (case-insensitive). */
export function passwordResemblesEmail(password: string, email: string): boolean {
  const candidate = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  return candidate === address || (address.includes('@') && candidate === address.slice(0, address.indexOf('@')));
}
