import { useEffect, useRef } from 'react';

/**
 * The infinite scroll's trigger: calls `onReach` when the returned element (a sentinel under a
 * list) scrolls into view. The list keeps a 'Load more' button beside it for keyboard users.
 */
export function useOnReach(onReach: () => void) {
  const target = useRef<HTMLDivElement>(null);
  const latest = useRef(onReach);
  latest.current = onReach;
  useEffect(() => {
    const node = target.current;
    if (!node || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) latest.current();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return target;
}
