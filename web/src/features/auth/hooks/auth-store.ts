import type { QueryClient } from '@tanstack/react-query';
import type { SessionCompany, SessionUser } from '@praxisnah/contracts';
import { tokenStorage } from '@/lib/api-client';
import { getMeQueryOptions } from '../api/get-me';

export type AuthState =
  | { status: 'loading'; user: null; company: null }
  | { status: 'unauthenticated'; user: null; company: null }
  | { status: 'authenticated'; user: SessionUser; company: SessionCompany | null };

let state: AuthState = { status: 'loading', user: null, company: null };
const listeners = new Set<() => void>();
let initialised = false;

function set(next: AuthState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

export const getAuthState = () => state;

export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setSession(token: string, user: SessionUser, company: SessionCompany | null): void {
  tokenStorage.set(token);
  set({ status: 'authenticated', user, company });
}

export function clearSession(): void {
  tokenStorage.clear();
  set({ status: 'unauthenticated', user: null, company: null });
}

/**
 * product.md section 4, run once at app start: no token → signed out; with a token the current user is fetched;
 * success → authenticated; failure → the token is cleared and the visitor is signed out.
 */
export async function initAuth(queryClient: QueryClient): Promise<void> {
  if (initialised) return;
  initialised = true;
  if (!tokenStorage.get()) {
    set({ status: 'unauthenticated', user: null, company: null });
    return;
  }
  try {
    const me = await queryClient.fetchQuery(getMeQueryOptions());
    set({ status: 'authenticated', user: me.user, company: me.company });
  } catch {
    clearSession();
  }
}
