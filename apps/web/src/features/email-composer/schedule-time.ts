// The instant a date and a wall-clock time name in a time zone (schedule-email takes an instant).

/** Minutes the IANA zone is ahead of UTC at `instant` (ms); throws a RangeError for an unknown zone. */
function ianaOffsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return (Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - instant) / 60_000;
}

/** The fixed offset a zone's display name states, as get-time-zones names them: '(UTC-05:00) Eastern Standard Time', '(UTC) UTC'. */
function statedOffsetMinutes(name: string): number | undefined {
  const match = /^\(UTC(?:([+-])(\d{2}):(\d{2}))?\)/.exec(name.trim());
  if (!match) return undefined;
  if (!match[1]) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/**
 * The ISO instant of `date` (YYYY-MM-DD) at `time` (HH:MM) on the clocks of `zone`: an IANA id through the
 * browser's time-zone data, else (a Windows id such as 'Eastern Standard Time') the offset its name
 * states. `undefined` when the date or time is missing or malformed, or the zone unknown.
 */
export function scheduledInstantOf(date: string, time: string, zone: { readonly id: string; readonly name: string }): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return undefined;
  const wall = Date.parse(`${date}T${time}:00Z`);
  if (Number.isNaN(wall) || new Date(wall).toISOString().slice(0, 16) !== `${date}T${time}`) return undefined;
  try {
    // Twice: the offset at the first guess can differ from the one at the wall time (a DST change between).
    const guess = wall - ianaOffsetMinutes(wall, zone.id) * 60_000;
    return new Date(wall - ianaOffsetMinutes(guess, zone.id) * 60_000).toISOString();
  } catch {
    const offset = statedOffsetMinutes(zone.name);
    return offset === undefined ? undefined : new Date(wall - offset * 60_000).toISOString();
  }
}
