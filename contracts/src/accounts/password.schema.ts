import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

/** An e-mail address as accounts store it: trimmed and lower-cased, so one person has one address. */
export const accountEmailSchema = z
  .string({ error: 'Bitte geben Sie Ihre E-Mail-Adresse ein.' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Bitte geben Sie eine gültige E-Mail-Adresse ein' }).max(254, { error: 'Die E-Mail-Adresse ist zu lang.' }));

/** The strength rules of a new password; whether it equals the e-mail is checked where both are known. */
export const newPasswordSchema = z
  .string({ error: 'Bitte geben Sie ein Passwort ein.' })
  .min(PASSWORD_MIN_LENGTH, { error: `Das Passwort braucht mindestens ${PASSWORD_MIN_LENGTH} Zeichen.` })
  .max(PASSWORD_MAX_LENGTH, { error: `Das Passwort darf höchstens ${PASSWORD_MAX_LENGTH} Zeichen haben.` })
  .regex(/\p{L}/u, { error: 'Das Passwort muss mindestens einen Buchstaben enthalten.' })
  .regex(/\p{N}/u, { error: 'Das Passwort muss mindestens eine Ziffer enthalten.' });

export const PASSWORD_EQUALS_EMAIL = 'Das Passwort darf nicht Ihre E-Mail-Adresse sein.';

/** True when the password is the address itself or its part before the at-sign (case-insensitive). */
export function passwordResemblesEmail(password: string, email: string): boolean {
  const candidate = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  return candidate === address || (address.includes('@') && candidate === address.slice(0, address.indexOf('@')));
}
