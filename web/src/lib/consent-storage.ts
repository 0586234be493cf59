import { local } from './storage';

export const CONSENT_KEY = 'praxisnah_consent';
export const CONSENT_VERSION = '1.0';

/** Consent record of product.md section 3. */
export interface ConsentRecord {
  analytics: boolean;
  location: boolean;
  essential: true;
  timestamp: string;
  version: string;
}

function isConsentRecord(value: unknown): value is ConsentRecord {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.analytics === 'boolean' &&
    typeof record.location === 'boolean' &&
    record.essential === true &&
    typeof record.timestamp === 'string' &&
    typeof record.version === 'string'
  );
}

const listeners = new Set<() => void>();

/** product.md section 4: consent counts only when its stored version matches the current one. */
export function readConsent(): ConsentRecord | null {
  const raw = local.get(CONSENT_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isConsentRecord(parsed) && parsed.version === CONSENT_VERSION ? parsed : null;
  } catch {
    return null;
  }
}

export function writeConsent(choice: { analytics: boolean; location: boolean }): ConsentRecord {
  const record: ConsentRecord = { ...choice, essential: true, timestamp: new Date().toISOString(), version: CONSENT_VERSION };
  local.set(CONSENT_KEY, JSON.stringify(record));
  listeners.forEach((listener) => listener());
  return record;
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const hasAnalyticsConsent = () => readConsent()?.analytics === true;
export const hasLocationConsent = () => readConsent()?.location === true;
