import { FEATURE_MESSAGES } from '../feature-messages';

// spec 001 §2 / 002 §9: relative times in minutes, hours, days, months, years, otherwise 'Just Now'.
// The spec quotes only 'Just Now'; the unit texts and the month (30 days) and year (365 days) lengths are ours.

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const MONTH_DAYS = 30;
const YEAR_DAYS = 365;

/** A moment: an ISO date-time text, a `Date` or epoch milliseconds. */
export type Moment = string | number | Date;

function millisOf(moment: Moment): number {
  if (moment instanceof Date) return moment.getTime();
  if (typeof moment === 'number') return moment;
  return Date.parse(moment);
}

const fill = (template: string, count: number) => template.replace('{count}', String(count));

/**
 * How long ago `date` was at `now`: 'Just Now' under a minute (and for a date in the future, a clock
 * ahead of ours), else whole minutes, hours, days, months or years; `''` for a date that does not parse.
 */
export function relativeTime(date: Moment, now: Moment): string {
  const then = millisOf(date);
  const at = millisOf(now);
  if (!Number.isFinite(then) || !Number.isFinite(at)) return '';
  const elapsed = at - then;
  if (elapsed < MINUTE_MS) return FEATURE_MESSAGES.timeJustNow;
  if (elapsed < HOUR_MS) return unit(Math.floor(elapsed / MINUTE_MS), FEATURE_MESSAGES.timeMinuteAgo, FEATURE_MESSAGES.timeMinutesAgo);
  if (elapsed < DAY_MS) return unit(Math.floor(elapsed / HOUR_MS), FEATURE_MESSAGES.timeHourAgo, FEATURE_MESSAGES.timeHoursAgo);
  const days = Math.floor(elapsed / DAY_MS);
  if (days < MONTH_DAYS) return unit(days, FEATURE_MESSAGES.timeDayAgo, FEATURE_MESSAGES.timeDaysAgo);
  if (days < YEAR_DAYS) return unit(Math.min(11, Math.floor(days / MONTH_DAYS)), FEATURE_MESSAGES.timeMonthAgo, FEATURE_MESSAGES.timeMonthsAgo);
  return unit(Math.floor(days / YEAR_DAYS), FEATURE_MESSAGES.timeYearAgo, FEATURE_MESSAGES.timeYearsAgo);
}

function unit(count: number, one: string, many: string): string {
  return count === 1 ? one : fill(many, count);
}
