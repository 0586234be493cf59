/**
 * The path (with query and fragment) a short link may lead to: one on PUBLIC_ORIGIN, never another site. The
 * request's Host is not asked, since the client chooses it; a stored link from before paths were stored counts
 * only when it starts with PUBLIC_ORIGIN.
 */
export function ownPath(publicOrigin: string, target: string): string | null {
  let url: URL;
  try {
    url = new URL(target, publicOrigin);
  } catch {
    return null;
  }
  return url.origin === publicOrigin ? `${url.pathname}${url.search}${url.hash}` : null;
}
