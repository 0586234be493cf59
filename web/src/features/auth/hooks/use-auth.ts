import { useSyncExternalStore } from 'react';
import { t } from '@/lib/messages';
import { getAuthState, subscribeAuth, type AuthState } from './auth-store';

export function useAuth(): AuthState {
  return useSyncExternalStore(subscribeAuth, getAuthState, getAuthState);
}

/** Menu label: the part of the e-mail before the at-sign when signed in, otherwise "Menü". */
export function menuLabel(state: AuthState): string {
  return state.status === 'authenticated' ? (state.user.email.split('@')[0] ?? state.user.email) : t('nav.menu');
}
