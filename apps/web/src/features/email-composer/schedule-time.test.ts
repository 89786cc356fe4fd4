import { describe, expect, it } from 'vitest';
import { scheduledInstantOf } from './schedule-time';

describe('scheduledInstantOf', () => {
  it('reads the date and time on the clocks of the zone', () => {
    expect(scheduledInstantOf('2031-01-15', '09:30', 'UTC')).toBe('2031-01-15T09:30:00.000Z');
    expect(scheduledInstantOf('2031-01-15', '09:30', 'Asia/Tokyo')).toBe('2031-01-15T00:30:00.000Z');
    expect(scheduledInstantOf('2031-07-15', '09:30', 'America/New_York')).toBe('2031-07-15T13:30:00.000Z');
    expect(scheduledInstantOf('2031-01-15', '09:30', 'America/New_York')).toBe('2031-01-15T14:30:00.000Z');
  });

  it('gives nothing for a missing or malformed date or time, or an unknown zone', () => {
    expect(scheduledInstantOf('', '09:30', 'UTC')).toBeUndefined();
    expect(scheduledInstantOf('2031-01-15', '9', 'UTC')).toBeUndefined();
    expect(scheduledInstantOf('2031-02-30', '09:30', 'UTC')).toBeUndefined();
    expect(scheduledInstantOf('2031-01-15', '09:30', 'Nowhere/Else')).toBeUndefined();
  });
});
