import { env } from '@/config/env';
import { ApiError, extractErrorMessage, parseJsonOrNull, tokenStorage } from './api-client';
import { offerDownload } from './download';

/** A file the API serves only with the session (an invoice PDF): fetched with the bearer token, then offered as a download. */
export async function downloadWithSession(path: string, fileName: string): Promise<void> {
  const token = tokenStorage.get();
  let response: Response;
  try {
    response = await fetch(`${env.apiOrigin}${path}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError('Keine Verbindung zum Server. Bitte prüfe deine Internetverbindung.', 0);
  }
  if (!response.ok) {
    const text = await response.text();
    throw new ApiError(extractErrorMessage(text, response.statusText), response.status, parseJsonOrNull(text));
  }
  offerDownload(fileName, await response.blob());
}
