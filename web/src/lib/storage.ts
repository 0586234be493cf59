/** Storage that never throws (private mode, disabled storage): reads give null, writes are dropped. */
function safe(storage: () => Storage) {
  return {
    get(key: string): string | null {
      try {
        return storage().getItem(key);
      } catch {
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        storage().setItem(key, value);
      } catch {
        // ignored: the feature simply does not persist
      }
    },
    remove(key: string): void {
      try {
        storage().removeItem(key);
      } catch {
        // ignored
      }
    },
  };
}

export const local = safe(() => window.localStorage);
export const session = safe(() => window.sessionStorage);
