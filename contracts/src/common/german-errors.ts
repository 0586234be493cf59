import { z } from 'zod';

z.config(z.locales.de());

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
