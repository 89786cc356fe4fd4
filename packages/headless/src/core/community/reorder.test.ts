import { describe, expect, it } from 'vitest';
import { moveItem, moveItemBy, reorderMoveOf, withOrder, type ReorderMove } from './reorder';

const LIST = ['a', 'b', 'c', 'd'] as const;

describe('reorder (spec 001 §5 quick links and featured items)', () => {
  it.each<[string, ReorderMove | undefined]>([
    ['ArrowUp', -1],
    ['ArrowLeft', -1],
    ['ArrowDown', 1],
    ['ArrowRight', 1],
    ['Home', 'first'],
    ['End', 'last'],
    ['Enter', undefined],
    ['a', undefined],
  ])('key %s moves %j', (key, move) => {
    expect(reorderMoveOf(key)).toBe(move);
  });

  it.each([
    [0, 2, ['b', 'c', 'a', 'd']],
    [3, 0, ['d', 'a', 'b', 'c']],
    [1, 1, ['a', 'b', 'c', 'd']],
    [1, 99, ['a', 'c', 'd', 'b']],
    [2, -5, ['c', 'a', 'b', 'd']],
    [4, 0, ['a', 'b', 'c', 'd']],
    [-1, 0, ['a', 'b', 'c', 'd']],
    [1.5, 0, ['a', 'b', 'c', 'd']],
    [1, Number.NaN, ['a', 'b', 'c', 'd']],
  ])('moves the item at %d to %d', (from, to, expected) => {
    expect(moveItem(LIST, from, to)).toEqual(expected);
    expect(LIST).toEqual(['a', 'b', 'c', 'd']);
  });

  it.each<[number, ReorderMove, string[], number]>([
    [1, -1, ['b', 'a', 'c', 'd'], 0],
    [1, 1, ['a', 'c', 'b', 'd'], 2],
    [0, -1, ['a', 'b', 'c', 'd'], 0],
    [3, 1, ['a', 'b', 'c', 'd'], 3],
    [2, 'first', ['c', 'a', 'b', 'd'], 0],
    [1, 'last', ['a', 'c', 'd', 'b'], 3],
  ])('by keyboard: the item at %d moved %j', (index, move, items, focus) => {
    expect(moveItemBy(LIST, index, move)).toEqual({ items, index: focus });
  });

  it('leaves the list alone for an index outside it', () => {
    expect(moveItemBy(LIST, 7, 1)).toEqual({ items: [...LIST], index: 7 });
    expect(moveItemBy([], 0, 'last')).toEqual({ items: [], index: 0 });
  });

  it('numbers the places from 1, or from a given start, under the given key', () => {
    const featured = [{ id: 'x', order: 7 }, { id: 'y' }];
    expect(withOrder(featured, 'order')).toEqual([
      { id: 'x', order: 1 },
      { id: 'y', order: 2 },
    ]);
    expect(withOrder([{ key: 'k' }], 'iconOrder', 0)).toEqual([{ key: 'k', iconOrder: 0 }]);
  });
});
