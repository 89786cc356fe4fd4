import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { canAddQuickLink, quickLinksLimitMessage } from '../../core/community/quick-links';
import { quickLinksEditReducer, type QuickLinkItem } from '../../core/community/quick-links-list';
import type { ReorderMove } from '../../core/community/reorder';

const sameList = (a: readonly QuickLinkItem[], b: readonly QuickLinkItem[]) =>
  a.length === b.length &&
  a.every((item, i) => item.id === b[i]?.id && item.label === b[i]?.label && item.navigationUrl === b[i]?.navigationUrl);

/**
 * The draft of a quick links editor (spec 001 §5), for the chapter's quick links and the personal
 * My Quick Links alike: the list as edited (moves by keyboard or drop, add, edit, remove), up to 24
 * with the maximum-reached message, and whether it differs from `saved`. The draft follows `saved`
 * when that changes (a load, a successful save) and is kept otherwise, so a failed save loses nothing.
 */
export function useQuickLinksEditor(saved: readonly QuickLinkItem[] | undefined) {
  const [items, dispatch] = useReducer(quickLinksEditReducer, saved ?? []);
  const last = useRef(saved);
  useEffect(() => {
    if (saved === last.current) return;
    last.current = saved;
    dispatch({ type: 'reset', items: saved ?? [] });
  }, [saved]);

  const actions = useMemo(
    () => ({
      /** Moves the item at `index` one place up (-1) or down (1), or to the first or last place. */
      move: (index: number, move: ReorderMove) => dispatch({ type: 'move', index, move }),
      /** Moves the item at `from` to place `to` (a drop). */
      moveTo: (from: number, to: number) => dispatch({ type: 'moveTo', from, to }),
      /** Adds a link at the end (nothing past 24). */
      add: (item: QuickLinkItem) => dispatch({ type: 'add', item }),
      update: (id: string, label: string, navigationUrl: string) => dispatch({ type: 'update', id, label, navigationUrl }),
      remove: (id: string) => dispatch({ type: 'remove', id }),
    }),
    [],
  );
  const reset = useCallback(() => dispatch({ type: 'reset', items: saved ?? [] }), [saved]);

  return {
    items,
    ...actions,
    reset,
    canAdd: canAddQuickLink(items.length),
    /** 'You have reached the maximum of 24 quick links.' once the list holds 24. */
    limitMessage: quickLinksLimitMessage(items.length),
    isDirty: !sameList(items, saved ?? []),
  };
}
