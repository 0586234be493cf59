import { startTransition, useEffect, useState } from 'react';

/**
 * The first `first` items at once, then `step` more per browser task until all show. Putting 100 search cards into
 * the page in one commit is one long task on a slow phone, and a tap during it waits; several short ones leave room
 * for it in between. A new list starts over from `first`.
 */
export function useProgressiveList<T>(items: readonly T[], first: number, step: number): readonly T[] {
  const [progress, setProgress] = useState({ items, shown: first });
  // A new answer: restart during this render, so its first frame never holds more than `first` cards.
  if (progress.items !== items) setProgress({ items, shown: first });
  const shown = progress.items === items ? progress.shown : first;

  useEffect(() => {
    if (shown >= items.length) return;
    const timer = setTimeout(() =>
      startTransition(() => setProgress((current) => (current.items === items ? { items, shown: current.shown + step } : current))),
    );
    return () => clearTimeout(timer);
  }, [items, shown, step]);

  return shown >= items.length ? items : items.slice(0, shown);
}
