/**
 * The web client's build-time environment, validated once at start-up: a wrong value stops the app with a clear line.
 * Checked by hand rather than with zod so that the validation library stays out of the first download.
 */
function parseEnv(source: Record<string, unknown>) {
  const errors: string[] = [];
  const apiOrigin = typeof source.VITE_API_ORIGIN === 'string' ? source.VITE_API_ORIGIN.trim() : '';
  if (apiOrigin !== '' && !/^https?:\/\/[^/]+$/.test(apiOrigin)) {
    errors.push('Invalid environment variable VITE_API_ORIGIN: must be empty or an http(s) origin without a path');
  }
  const mode = typeof source.MODE === 'string' ? source.MODE : 'production';
  if (errors.length) throw new Error(errors.join('\n'));
  return { apiOrigin, isDevelopment: mode === 'development' } as const;
}

export const env = parseEnv(import.meta.env as Record<string, unknown>);
