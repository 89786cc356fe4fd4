// The instant a date and a wall-clock time name in a time zone (schedule-email takes an instant).

/** Minutes the zone is ahead of UTC at `instant` (ms). */
function offsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return (Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - instant) / 60_000;
}

/**
 * The ISO instant of `date` (YYYY-MM-DD) at `time` (HH:MM) on the clocks of `timeZone` (an IANA id), or
 * `undefined` when either is missing or malformed or the zone is unknown.
 */
export function scheduledInstantOf(date: string, time: string, timeZone: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return undefined;
  const wall = Date.parse(`${date}T${time}:00Z`);
  if (Number.isNaN(wall) || new Date(wall).toISOString().slice(0, 16) !== `${date}T${time}`) return undefined;
  try {
    // Twice: the offset at the first guess can differ from the one at the wall time (a DST change between).
    const guess = wall - offsetMinutes(wall, timeZone) * 60_000;
    return new Date(wall - offsetMinutes(guess, timeZone) * 60_000).toISOString();
  } catch {
    return undefined;
  }
}
