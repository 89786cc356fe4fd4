import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canMove, inDisplayOrder, moveById, sortOrderList } from './reorder';

const items = [
  { id: 'c', sortOrder: 3 },
  { id: 'a', sortOrder: 1 },
  { id: 'b', sortOrder: 2 },
];

describe('reorder', () => {
  it('knows when Move up and Move down apply', () => {
    expect(canMove(0, 3, 'up')).toBe(false);
    expect(canMove(0, 3, 'down')).toBe(true);
    expect(canMove(2, 3, 'down')).toBe(false);
    expect(canMove(2, 3, 'up')).toBe(true);
    expect(canMove(0, 1, 'up')).toBe(false);
    expect(canMove(0, 1, 'down')).toBe(false);
    expect(canMove(-1, 3, 'down')).toBe(false);
    expect(canMove(3, 3, 'up')).toBe(false);
  });

  it('orders by sortOrder, items without one last, ties stable', () => {
    expect(inDisplayOrder([{ id: 'x' }, { id: 'b', sortOrder: 2 }, { id: 'a', sortOrder: 1 }, { id: 'a2', sortOrder: 1 }]).map((i) => i.id)).toEqual([
      'a',
      'a2',
      'b',
      'x',
    ]);
  });

  it('moves an item one place and numbers the list 1..n for the reorder call', () => {
    const moved = moveById(items, 'c', 'up');
    expect(moved?.items).toEqual([
      { id: 'a', sortOrder: 1 },
      { id: 'c', sortOrder: 2 },
      { id: 'b', sortOrder: 3 },
    ]);
    expect(moved?.sortOrders).toEqual([
      { id: 'a', sortOrder: 1 },
      { id: 'c', sortOrder: 2 },
      { id: 'b', sortOrder: 3 },
    ]);
    expect(moveById(items, 'a', 'down')?.items.map((i) => i.id)).toEqual(['b', 'a', 'c']);
  });

  it('does nothing at the edges or for an unknown id, and never changes its input', () => {
    const before = structuredClone(items);
    expect(moveById(items, 'a', 'up')).toBeUndefined();
    expect(moveById(items, 'c', 'down')).toBeUndefined();
    expect(moveById(items, 'zzz', 'up')).toBeUndefined();
    moveById(items, 'b', 'up');
    expect(items).toEqual(before);
  });

  it('numbers positions from 1', () => {
    expect(sortOrderList([{ id: 'x' }, { id: 'y' }])).toEqual([
      { id: 'x', sortOrder: 1 },
      { id: 'y', sortOrder: 2 },
    ]);
  });

  it('moving up then down restores the order (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ minLength: 1 }), { minLength: 2, maxLength: 12 }), fc.nat(), (ids, pick) => {
        const list = ids.map((id, i) => ({ id, sortOrder: i + 1 }));
        const index = 1 + (pick % (list.length - 1));
        const id = list[index]!.id;
        const up = moveById(list, id, 'up');
        expect(up).toBeDefined();
        const back = moveById(up!.items, id, 'down');
        expect(back?.items).toEqual(list);
        expect(up!.sortOrders.map((s) => s.sortOrder)).toEqual(list.map((_, i) => i + 1));
      }),
    );
  });
});
