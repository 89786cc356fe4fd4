// spec 001 §4, 002 §9: the welcome banner for a new member shows on the home page when the member
// joined 1 to 90 days ago and the record type is Member.

/** The new-member window, in whole days since joining (spec 001 §4). */
export const NEW_MEMBER_BANNER_DAYS = { min: 1, max: 90 } as const;
/** The record type that gets the banner. */
export const NEW_MEMBER_RECORD_TYPE = 'Member';

const DAY_MS = 86_400_000;

/** Input of {@link showsNewMemberBanner}. */
export interface NewMemberBannerInput {
  /** When the member joined: an ISO date or date-time, a `Date` or epoch milliseconds. */
  readonly joinedOn: string | number | Date | null | undefined;
  /** The member's record type (only 'Member' gets the banner). */
  readonly recordType: string | null | undefined;
  /** Now, injected (epoch milliseconds or a `Date`). */
  readonly now: number | Date;
}

function utcDayOf(moment: string | number | Date): number {
  const millis = moment instanceof Date ? moment.getTime() : typeof moment === 'number' ? moment : Date.parse(moment);
  return Number.isFinite(millis) ? Math.floor(millis / DAY_MS) : Number.NaN;
}

/** Calendar days (UTC) from `joinedOn` to `now`; `undefined` when either does not parse. */
export function daysSinceJoining(joinedOn: string | number | Date, now: number | Date): number | undefined {
  const days = utcDayOf(now) - utcDayOf(joinedOn);
  return Number.isFinite(days) ? days : undefined;
}

/** Whether the home page shows the new-member welcome banner (joined 1 to 90 days ago, record type Member). */
export function showsNewMemberBanner({ joinedOn, recordType, now }: NewMemberBannerInput): boolean {
  if (recordType !== NEW_MEMBER_RECORD_TYPE || joinedOn === null || joinedOn === undefined || joinedOn === '') return false;
  const days = daysSinceJoining(joinedOn, now);
  return days !== undefined && days >= NEW_MEMBER_BANNER_DAYS.min && days <= NEW_MEMBER_BANNER_DAYS.max;
}
