import { env } from '@/config/env';
import { ApiError, extractErrorMessage, parseJsonOrNull, tokenStorage } from './api-client';

/** Offers the blob as a download under the given file name (a CSV built here, an invoice fetched with the session). */
export function offerDownload(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

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
