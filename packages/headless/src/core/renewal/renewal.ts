import type { profiles } from '@ypo/sdk';

/** Renewal status of `GET profiles/api/persons/{id}/renewal-status`. */
export type RenewalStatus = profiles.components['schemas']['RenewalStatus'];
/** The server's renewal state: NotStarted, Incomplete or Complete. */
export type RenewalState = RenewalStatus['renewalStatus'];

/** What the renewal banner offers (spec 000 §4): renew now, continue (incomplete), view invoice (complete). */
export type RenewalAction = 'renewNow' | 'continue' | 'viewInvoice';

/** spec 000 §4: the renewal deadline is 30 June. */
export const RENEWAL_DEADLINE = { month: 6, day: 30 } as const;

/** The banner to show. */
export interface RenewalBanner {
  /** The banner's button: renew now, continue or view invoice. */
  readonly action: RenewalAction;
  /** The renewal deadline, `YYYY-MM-DD`. */
  readonly deadline: string;
}

const ACTION_BY_STATE: Readonly<Record<RenewalState, RenewalAction>> = {
  NotStarted: 'renewNow',
  Incomplete: 'continue',
  Complete: 'viewInvoice',
};

const pad = (value: number) => String(value).padStart(2, '0');
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// Dates are compared in UTC so the rule gives the same answer on every device.
/** The next 30 June on or after `now` (UTC), as `YYYY-MM-DD`. */
export function renewalDeadlineFor(now: number): string {
  const today = new Date(now);
  const year = today.getUTCFullYear();
  const thisYears = `${year}-${pad(RENEWAL_DEADLINE.month)}-${pad(RENEWAL_DEADLINE.day)}`;
  const todayIso = `${year}-${pad(today.getUTCMonth() + 1)}-${pad(today.getUTCDate())}`;
  return todayIso <= thisYears ? thisYears : `${year + 1}-${pad(RENEWAL_DEADLINE.month)}-${pad(RENEWAL_DEADLINE.day)}`;
}

/** Input of {@link renewalBannerOf}. */
export interface RenewalBannerInput {
  /** The member's renewal status and deadline; `null` or `undefined` before it loads. */
  readonly status: Pick<RenewalStatus, 'renewalStatus' | 'renewalDeadline'> | null | undefined;
  /** The current time, in epoch milliseconds. */
  readonly now: number;
}

/** The renewal banner for a renewal status, or `null` when there is nothing to show (unknown status). */
export function renewalBannerOf({ status, now }: RenewalBannerInput): RenewalBanner | null {
  const action = status ? ACTION_BY_STATE[status.renewalStatus] : undefined;
  if (!status || action === undefined) return null;
  // The server's deadline wins; without one it is the next 30 June.
  const deadline = typeof status.renewalDeadline === 'string' && ISO_DATE.test(status.renewalDeadline) ? status.renewalDeadline : renewalDeadlineFor(now);
  return { action, deadline };
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A `YYYY-MM-DD` date as '30 June 2026'. */
export function formatRenewalDeadline(deadline: string): string {
  const match = ISO_DATE.exec(deadline);
  if (!match) return deadline;
  const [, year, month, day] = match;
  return `${Number(day)} ${MONTHS[Number(month) - 1] ?? month} ${year}`;
}
