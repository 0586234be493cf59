import { useEffect } from 'react';

const SUFFIX = 'Praxisnah';

/** Sets the document title for the current screen, e.g. "Praktika finden | Praxisnah". */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} | ${SUFFIX}`;
  }, [title]);
}
