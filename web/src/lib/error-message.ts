export const FALLBACK_ERROR_MESSAGE = 'Ein Fehler ist aufgetreten';

/** Pulls a "message" (or "error") value out of a text that is not valid JSON, e.g. a truncated or wrapped body. */
function extractMessageFromText(text: string): string | null {
  const quoted = /"(?:message|error)"\s*:\s*"((?:[^"\\]|\\.)*)"/.exec(text);
  if (quoted?.[1]) {
    try {
      return JSON.parse(`"${quoted[1]}"`) as string;
    } catch {
      return quoted[1];
    }
  }
  const title = /<title>([^<]+)<\/title>/i.exec(text);
  return title?.[1]?.trim() || null;
}

/**
 * product.md section 8, in this order: the server's message field if it is a string; otherwise the whole JSON body;
 * otherwise a message extracted from the raw text, then the raw text, then the status text, then the fallback.
 */
export function extractErrorMessage(rawText: string, statusText: string): string {
  const text = rawText.trim();
  if (text) {
    let body: unknown;
    let isJson: boolean;
    try {
      body = JSON.parse(text);
      isJson = true;
    } catch {
      isJson = false;
    }
    if (isJson) {
      if (body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string') {
        const message = (body as { message: string }).message.trim();
        if (message) return message;
      }
      if (typeof body === 'string' && body.trim()) return body.trim();
      if (body !== null && body !== undefined && body !== '') return JSON.stringify(body);
    }
    const extracted = extractMessageFromText(text);
    if (extracted) return extracted;
    return text;
  }
  if (statusText.trim()) return statusText.trim();
  return FALLBACK_ERROR_MESSAGE;
}
