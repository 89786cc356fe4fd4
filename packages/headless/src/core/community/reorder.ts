// Reordering shared by chapter quick links and featured items (spec 001 §5: quick links reorderable by
// drag; featuredPostsReorderList), and by keyboard for those who do not drag (WCAG 2.1.1).

/** A keyboard move: one step up or down, or to the first or last place. */
export type ReorderMove = -1 | 1 | 'first' | 'last';

/** The move a key stands for: arrows up/left and down/right, Home and End; `undefined` for any other key. */
export function reorderMoveOf(key: string): ReorderMove | undefined {
  switch (key) {
    case 'ArrowUp':
    case 'ArrowLeft':
      return -1;
    case 'ArrowDown':
    case 'ArrowRight':
      return 1;
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    default:
      return undefined;
  }
}

/** `items` with the item at `from` moved to `to` (clamped to the list); an unknown `from` changes nothing. The input is not modified. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const list = [...items];
  if (!Number.isInteger(from) || from < 0 || from >= list.length || Number.isNaN(to)) return list;
  const target = Math.min(Math.max(0, Math.trunc(to)), list.length - 1);
  const [moved] = list.splice(from, 1) as [T];
  list.splice(target, 0, moved);
  return list;
}

/** The list after a keyboard `move` of the item at `index`, and where that item is now (for the focus). */
export function moveItemBy<T>(items: readonly T[], index: number, move: ReorderMove): { readonly items: T[]; readonly index: number } {
  if (!Number.isInteger(index) || index < 0 || index >= items.length) return { items: [...items], index };
  const to = move === 'first' ? 0 : move === 'last' ? items.length - 1 : Math.min(Math.max(0, index + move), items.length - 1);
  return { items: moveItem(items, index, to), index: to };
}

/** Each item with its place written to `key`, from `start` (1 by default): `order` of featured items, `iconOrder` of quick links. */
export function withOrder<T extends object, K extends string>(items: readonly T[], key: K, start = 1): (Omit<T, K> & Record<K, number>)[] {
  return items.map((item, index) => ({ ...item, [key]: start + index }) as Omit<T, K> & Record<K, number>);
}
