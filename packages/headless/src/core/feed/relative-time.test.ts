import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const NOW = '2026-11-23T12:00:00.000Z';
const ago = (ms: number) => new Date(Date.parse(NOW) - ms).toISOString();
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('relativeTime (spec 001 §2, 002 §9)', () => {
  it.each([
    ['the same moment', 0, 'Just Now'],
    ['59 seconds', 59 * S, 'Just Now'],
    ['a date in the future (clock skew)', -5 * M, 'Just Now'],
    ['1 minute', M, '1 minute ago'],
    ['59 minutes 59 seconds', H - S, '59 minutes ago'],
    ['1 hour', H, '1 hour ago'],
    ['2 hours 59 minutes', 3 * H - M, '2 hours ago'],
    ['23 hours', 23 * H + 59 * M, '23 hours ago'],
    ['1 day', D, '1 day ago'],
    ['29 days', 29 * D, '29 days ago'],
    ['30 days', 30 * D, '1 month ago'],
    ['59 days', 59 * D, '1 month ago'],
    ['60 days', 60 * D, '2 months ago'],
    ['364 days', 364 * D, '11 months ago'],
    ['365 days', 365 * D, '1 year ago'],
    ['3 years', 3 * 365 * D + D, '3 years ago'],
  ])('%s ago reads %j', (_label, elapsed, text) => {
    expect(relativeTime(ago(elapsed), NOW)).toBe(text);
  });

  it('takes a Date, epoch milliseconds or an ISO text for both moments', () => {
    const then = Date.parse(NOW) - 5 * M;
    expect(relativeTime(new Date(then), new Date(NOW))).toBe('5 minutes ago');
    expect(relativeTime(then, Date.parse(NOW))).toBe('5 minutes ago');
  });

  it('gives an empty text for a date that does not parse', () => {
    expect(relativeTime('not a date', NOW)).toBe('');
    expect(relativeTime(NOW, Number.NaN)).toBe('');
  });
});
