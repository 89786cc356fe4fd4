import type { SortOrderItem } from './types';

/** Direction of a "Move up" / "Move down" button. */
export type MoveDirection = 'up' | 'down';

/** Whether the item at `index` can move in `direction` within a list of `length`. */
export function canMove(index: number, length: number, direction: MoveDirection): boolean {
  if (!Number.isInteger(index) || index < 0 || index >= length) return false;
  return direction === 'up' ? index > 0 : index < length - 1;
}

/** Items in display order: by sortOrder, items without one after, ties in their given order. */
export function inDisplayOrder<T extends { readonly sortOrder?: number | undefined }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (a.item.sortOrder ?? Infinity) - (b.item.sortOrder ?? Infinity) || a.index - b.index)
    .map(({ item }) => item);
}

/** The positions of a list as a reorder call sends them: 1..n in the given order. */
export function sortOrderList(items: readonly { readonly id: string }[]): SortOrderItem[] {
  return items.map((item, index) => ({ id: item.id, sortOrder: index + 1 }));
}

/** A list after one move: the items renumbered 1..n and the body of the reorder call. */
export interface Moved<T> {
  /** The items in their new order, each with its `sortOrder` renumbered from 1. */
  readonly items: T[];
  /** The body of the reorder call: `{ id, sortOrder }` of every item, 1..n in the new order. */
  readonly sortOrders: SortOrderItem[];
}

/**
 * Moves the item with `id` one place up or down (the list is taken in display order).
 * `undefined` when there is no such item or it is already first (up) or last (down).
 */
export function moveById<T extends { readonly id: string; readonly sortOrder?: number | undefined }>(
  items: readonly T[],
  id: string,
  direction: MoveDirection,
): Moved<T> | undefined {
  const ordered = inDisplayOrder(items);
  const index = ordered.findIndex((item) => item.id === id);
  if (!canMove(index, ordered.length, direction)) return undefined;
  const target = direction === 'up' ? index - 1 : index + 1;
  const moved = [...ordered];
  [moved[index], moved[target]] = [moved[target] as T, moved[index] as T];
  return { items: moved.map((item, i) => ({ ...item, sortOrder: i + 1 })), sortOrders: sortOrderList(moved) };
}
