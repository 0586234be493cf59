import { useMemo, useSyncExternalStore } from 'react';
import { CONSENT_KEY, readConsent, subscribeConsent, type ConsentRecord } from '@/lib/consent-storage';
import { local } from '@/lib/storage';

/** The stored consent (null when none, or when its version is outdated). */
export function useConsent(): ConsentRecord | null {
  const raw = useSyncExternalStore(subscribeConsent, () => local.get(CONSENT_KEY));
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => readConsent(), [raw]);
}

/* Lets the footer reopen the dialog ("Cookie-Einstellungen"), so consent can be changed or withdrawn at any time. */
const openListeners = new Set<() => void>();
export function openConsentSettings(): void {
  openListeners.forEach((listener) => listener());
}
export function onOpenConsentSettings(listener: () => void): () => void {
  openListeners.add(listener);
  return () => openListeners.delete(listener);
}
