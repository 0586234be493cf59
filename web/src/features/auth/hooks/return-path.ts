/** The screen a visitor was sent to the login from, as router state `{ from }`: only a path of this site counts. */
export function returnPath(state: unknown): string | null {
  const from = state && typeof state === 'object' ? (state as { from?: unknown }).from : undefined;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}
