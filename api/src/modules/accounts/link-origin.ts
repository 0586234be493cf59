/**
 * A link into the web client for a mail. It always starts with PUBLIC_ORIGIN: the Origin and Host headers are chosen
 * by whoever sends the request, so a link built from them could carry a reset token to another site.
 */
export function clientLink(publicOrigin: string, path: string, token?: string): string {
  const url = new URL(path, publicOrigin);
  if (token) url.searchParams.set('token', token);
  return url.toString();
}
