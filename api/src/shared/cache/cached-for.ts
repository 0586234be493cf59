/**
 * One shared answer for `ttlMs`: callers within that time get the same promise, so a burst of requests costs one
 * load. A failed load is forgotten at once, so the next call tries again.
 */
export function cachedFor<T>(ttlMs: number, load: () => Promise<T>): () => Promise<T> {
  let cached: { at: number; value: Promise<T> } | null = null;
  return () => {
    if (!cached || Date.now() - cached.at > ttlMs) {
      const value = load();
      cached = { at: Date.now(), value };
      value.catch(() => {
        if (cached?.value === value) cached = null;
      });
    }
    return cached.value;
  };
}
