// spec 001 §9: a cookie TransactionHubAcknowledgement gates opening the external opportunity site
// (days set by the caller).

/** The acknowledgement cookie's name (spec 001 §9). */
export const TRANSACTION_HUB_COOKIE = 'TransactionHubAcknowledgement';

const DAY_MS = 86_400_000;

/** Whether a `document.cookie` string holds the transaction hub acknowledgement. */
export function hasTransactionHubAcknowledgement(cookies: string): boolean {
  return cookies.split(';').some((pair) => {
    const [name = '', value = ''] = pair.split('=').map((part) => part.trim());
    return name === TRANSACTION_HUB_COOKIE && value === 'true';
  });
}

/**
 * The `document.cookie` assignment that records the acknowledgement for `days` days from `now`:
 * site-wide, Secure and SameSite=Lax. A non-positive or non-finite `days` gives a session cookie.
 */
export function transactionHubAcknowledgementCookie(days: number, now: number): string {
  const base = `${TRANSACTION_HUB_COOKIE}=true; path=/; SameSite=Lax; Secure`;
  if (!Number.isFinite(days) || days <= 0 || !Number.isFinite(now)) return base;
  return `${base}; expires=${new Date(now + days * DAY_MS).toUTCString()}`;
}
