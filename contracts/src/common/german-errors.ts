import { z } from 'zod';
import { bareCheckMessage } from '../messages/bare-check-message';

/**
 * zod's messages as the API answers them: the catalogue text of a check written without one (bareCheckMessage), else
 * zod's German locale. Runs here for the server; the client calls it where its forms load, because its bundler drops
 * the top-level statements of a contracts module (web/vite.config.ts, moduleSideEffects).
 */
export function configureZodMessages(): void {
  z.config({ ...z.locales.de(), customError: bareCheckMessage });
}
configureZodMessages();

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
