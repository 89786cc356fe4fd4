import { describe, expect, it } from 'vitest';
import { scheduledInstantOf } from './schedule-time';

const zone = (id: string, name = id) => ({ id, name });

describe('scheduledInstantOf', () => {
  it('reads the date and time on the clocks of an IANA zone, summer time included', () => {
    expect(scheduledInstantOf('2031-01-15', '09:30', zone('UTC'))).toBe('2031-01-15T09:30:00.000Z');
    expect(scheduledInstantOf('2031-01-15', '09:30', zone('Asia/Tokyo'))).toBe('2031-01-15T00:30:00.000Z');
    expect(scheduledInstantOf('2031-07-15', '09:30', zone('America/New_York'))).toBe('2031-07-15T13:30:00.000Z');
    expect(scheduledInstantOf('2031-01-15', '09:30', zone('America/New_York'))).toBe('2031-01-15T14:30:00.000Z');
  });

  it('takes the offset a Windows zone name states', () => {
    expect(scheduledInstantOf('2031-01-15', '09:30', zone('Eastern Standard Time', '(UTC-05:00) Eastern Standard Time'))).toBe('2031-01-15T14:30:00.000Z');
    expect(scheduledInstantOf('2031-01-15', '09:30', zone('India Standard Time', '(UTC+05:30) India Standard Time'))).toBe('2031-01-15T04:00:00.000Z');
  });

  it('gives nothing for a missing or malformed date or time, or an unknown zone', () => {
    expect(scheduledInstantOf('', '09:30', zone('UTC'))).toBeUndefined();
    expect(scheduledInstantOf('2031-01-15', '9', zone('UTC'))).toBeUndefined();
    expect(scheduledInstantOf('2031-02-30', '09:30', zone('UTC'))).toBeUndefined();
    expect(scheduledInstantOf('2031-01-15', '09:30', zone('Nowhere Time'))).toBeUndefined();
  });
});
