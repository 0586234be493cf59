import { env } from '@/config/env';
import { ApiError } from './api-error';
import { extractErrorMessage } from './error-message';

export { extractErrorMessage, FALLBACK_ERROR_MESSAGE } from './error-message';
export { ApiError } from './api-error';
const TOKEN_KEY = 'praxisnah_token';

export const tokenStorage = {
  get(): string | null {
    try {
      return localStorage.getItem(TOKEN_KEY);
    } catch {
      return null;
    }
  },
  set(token: string): void {
    localStorage.setItem(TOKEN_KEY, token);
  },
  clear(): void {
    try {
      localStorage.removeItem(TOKEN_KEY);
    } catch {
      // storage unavailable: nothing to clear
    }
  },
};

type QueryValue = string | number | boolean | null | undefined | readonly string[];

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** JSON-encoded, except a FormData body, which is sent as multipart as it is. */
  body?: unknown;
  /** product.md section 6: search, smart search, login and detail calls send no auth header; all others send the bearer token. */
  auth?: boolean;
  signal?: AbortSignal;
}

/** Builds a query string, dropping empty values and joining arrays with commas (product.md section 5). */
export function toQueryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      const joined = value.filter((part) => part.trim() !== '').join(',');
      if (joined) params.set(key, joined);
      continue;
    }
    const text = String(value);
    if (text.trim() === '' || text === 'all') continue;
    params.set(key, text);
  }
  const result = params.toString();
  return result ? `?${result}` : '';
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, auth = true, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A FormData body (file upload) sets its own multipart content type with the boundary.
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (auth) {
    const token = tokenStorage.get();
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  let response: Response;
  try {
    response = await fetch(`${env.apiOrigin}${path}${toQueryString(query)}`, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('Keine Verbindung zum Server. Bitte prüfe deine Internetverbindung.', 0);
  }
  const text = await response.text();
  if (!response.ok) throw new ApiError(extractErrorMessage(text, response.statusText), response.status, parseJsonOrNull(text));
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(extractErrorMessage(text, response.statusText), response.status);
  }
}

export function parseJsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
