import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { windowRange, type WindowRange } from './windowing';

/** Options of {@link useWindow}. */
export interface WindowOptions {
  /** Height of an item not measured yet (px). */
  readonly estimate: number;
  /** Extra height rendered above and below the viewport (px). */
  readonly overscan: number;
}

const viewportOf = (list: HTMLElement | null) => ({
  top: list ? -list.getBoundingClientRect().top : 0,
  height: typeof window === 'undefined' ? 800 : window.innerHeight,
});

/**
 * Windowing over the page's own scroll: which of `keys` to render (see `windowRange`) and a `measure`
 * ref for each rendered item, whose height is kept by key (so a post taken out of the list moves the
 * others up by its real height). Heights stay estimates where there is no ResizeObserver.
 */
export function useWindow(keys: readonly string[], { estimate, overscan }: WindowOptions) {
  const listRef = useRef<HTMLElement | null>(null);
  const [heights, setHeights] = useState<ReadonlyMap<string, number>>(() => new Map());
  const [viewport, setViewport] = useState(() => viewportOf(null));

  const frame = useRef(0);
  const update = useCallback(() => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      const next = viewportOf(listRef.current);
      setViewport((current) => (current.top === next.top && current.height === next.height ? current : next));
    });
  }, []);

  useEffect(() => {
    // Captured on the document: the page may scroll in an element of the layout rather than the window.
    document.addEventListener('scroll', update, { capture: true, passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame.current);
      document.removeEventListener('scroll', update, { capture: true });
      window.removeEventListener('resize', update);
    };
  }, [update]);
  // The list may have moved without a scroll (a page came, the loading shape went, a post left).
  useEffect(() => update(), [keys, update]);

  const observer = useMemo(
    () =>
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver((entries) =>
            setHeights((current) => {
              let next: Map<string, number> | undefined;
              for (const entry of entries) {
                const key = (entry.target as HTMLElement).dataset['windowKey'];
                const height = Math.round(entry.borderBoxSize[0]?.blockSize ?? entry.target.getBoundingClientRect().height);
                if (key === undefined || height <= 0 || current.get(key) === height) continue;
                next ??= new Map(current);
                next.set(key, height);
              }
              return next ?? current;
            }),
          ),
    [],
  );
  useEffect(() => () => observer?.disconnect(), [observer]);

  /** The ref of a rendered item (it needs `data-window-key` set to its key). */
  const measure = useCallback(
    (element: HTMLElement | null) => {
      if (element === null || observer === undefined) return undefined;
      observer.observe(element);
      return () => observer.unobserve(element);
    },
    [observer],
  );

  const range: WindowRange = useMemo(
    () => windowRange({ heights: keys.map((key) => heights.get(key) ?? estimate), viewportTop: viewport.top, viewportHeight: viewport.height, overscan }),
    [keys, estimate, overscan, viewport, heights],
  );
  return { listRef, range, measure };
}
