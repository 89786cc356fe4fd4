import { useEffect, useRef } from 'react';

/**
 * Calls `onReach` when the returned element scrolls into view (the infinite scroll of a list).
 * `watch` re-arms the observer when it changes (e.g. the count shown), so an end still in view after
 * more items show calls `onReach` again; `isEnabled` false observes nothing.
 */
export function useOnReach<T extends HTMLElement = HTMLDivElement>(onReach: () => void, { isEnabled = true, watch }: { isEnabled?: boolean; watch?: unknown } = {}) {
  const target = useRef<T>(null);
  const latest = useRef(onReach);
  latest.current = onReach;
  useEffect(() => {
    const node = target.current;
    if (!node || !isEnabled || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) latest.current();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [isEnabled, watch]);
  return target;
}
