import { describe, expect, it } from 'vitest';
import { windowRange } from './windowing';

const even = (count: number, height = 100) => Array.from({ length: count }, () => height);

describe('windowRange', () => {
  it('renders the items in the viewport and the overscan, and pads for the rest', () => {
    expect(windowRange({ heights: even(1000), viewportTop: 0, viewportHeight: 800, overscan: 200 })).toEqual({ start: 0, end: 10, before: 0, after: 99_000 });
    expect(windowRange({ heights: even(1000), viewportTop: 50_000, viewportHeight: 800, overscan: 200 })).toEqual({
      start: 498,
      end: 510,
      before: 49_800,
      after: 49_000,
    });
  });

  it('keeps the rendered count bounded whatever the length of the list', () => {
    for (const count of [10, 100, 1000, 10_000]) {
      const range = windowRange({ heights: even(count, 300), viewportTop: 1200, viewportHeight: 900, overscan: 600 });
      expect(range.end - range.start).toBeLessThanOrEqual(8);
      expect(range.before + range.after + (range.end - range.start) * 300).toBe(count * 300);
    }
  });

  it('uses each height as given (measured posts of different sizes)', () => {
    expect(windowRange({ heights: [500, 50, 50, 800, 100], viewportTop: 560, viewportHeight: 100, overscan: 0 })).toEqual({ start: 2, end: 4, before: 550, after: 100 });
  });

  it('starts at the top while the list is still below the viewport, and keeps the last item once scrolled past it', () => {
    expect(windowRange({ heights: even(50), viewportTop: -400, viewportHeight: 800, overscan: 0 })).toMatchObject({ start: 0, end: 4 });
    expect(windowRange({ heights: even(5), viewportTop: 5_000, viewportHeight: 800, overscan: 0 })).toEqual({ start: 4, end: 5, before: 400, after: 0 });
    expect(windowRange({ heights: [], viewportTop: 0, viewportHeight: 800, overscan: 0 })).toEqual({ start: 0, end: 0, before: 0, after: 0 });
  });
});
