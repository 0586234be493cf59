import { env } from '@/config/env';
import { ApiError, extractErrorMessage, tokenStorage } from '@/lib/api-client';
import { managementPath } from './get-event-management';

/** Fetches the CSV with the session's token and hands it to the browser as a download. */
export async function downloadRegistrationsCsv(eventId: string, fileName: string): Promise<void> {
  const token = tokenStorage.get();
  const response = await fetch(`${env.apiOrigin}${managementPath(eventId)}/registrations.csv`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ApiError(extractErrorMessage(await response.text(), response.statusText), response.status);
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
