import { useEffect, useState } from 'react';

/**
 * True once the element has come within `margin` (a CSS margin, as IntersectionObserver's rootMargin) of the screen,
 * and from then on. Lets a section below the fold wait with its requests and heavy scripts until it is about to be seen.
 */
export function useNearViewport(element: Element | null, margin = '0px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);

  return near;
}
