import { z } from 'zod';
import { bareCheckMessage } from '../messages/bare-check-message';

// zod's German locale only for what the catalogue does not cover (a wrong type, say): see bareCheckMessage.
z.config({ ...z.locales.de(), customError: bareCheckMessage });

/**
 * One German sentence for a failed validation, naming the field, so a 400 tells a person what to fix.
 * The field label is the path's last segment; wire names are already German or self-explaining.
 */
export function germanValidationMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Ungültige Eingabe.';
  const field = issue.path.filter((segment) => typeof segment === 'string').join('.');
  return field ? `Ungültiger Wert für „${field}“: ${issue.message}` : issue.message;
}

export { z };
