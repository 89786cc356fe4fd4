import type { KeyValueStorage } from '../storage/session-keys';

/** Storage key of the cookie acceptances (kept in local storage: it outlives the session). */
export const COOKIE_ACCEPTANCE_STORAGE_KEY = 'ypo.cookieAcceptance';
/** spec 000 §3: acceptance is stored per user, or under 'general' when nobody is signed in. */
export const GENERAL_COOKIE_ACCEPTANCE = 'general';

/** When each user (or 'general') accepted the cookie policy (ISO date-time). */
export type CookieAcceptances = Readonly<Record<string, string>>;

/** The key an acceptance is stored under: the user id, or 'general'. */
export function cookieAcceptanceKey(userId: string | null | undefined): string {
  const id = userId?.trim();
  return id ? id.toLowerCase() : GENERAL_COOKIE_ACCEPTANCE;
}

/** Every stored acceptance; an unreadable entry counts as none. */
export function readCookieAcceptances(storage: KeyValueStorage): CookieAcceptances {
  try {
    const value: unknown = JSON.parse(storage.getItem(COOKIE_ACCEPTANCE_STORAGE_KEY) ?? '{}');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

/** Input of {@link isCookiePolicyAccepted}. */
export interface CookieAcceptanceInput {
  /** The signed-in user, or nothing on public pages ('general'). */
  readonly userId?: string | null | undefined;
  /** The person profile's `cookiesPolicyAccepted` (spec 000 §3), when it is known. */
  readonly isAcceptedInProfile?: boolean | undefined;
}

/** Whether the cookie banner can stay hidden: the user (or 'general') accepted here, or the profile says so. */
export function isCookiePolicyAccepted(storage: KeyValueStorage, input: CookieAcceptanceInput = {}): boolean {
  if (input.isAcceptedInProfile === true) return true;
  return readCookieAcceptances(storage)[cookieAcceptanceKey(input.userId)] !== undefined;
}

/** Records that the user (or 'general') accepted the cookie policy now. */
export function acceptCookiePolicy(storage: KeyValueStorage, userId: string | null | undefined, now: number = Date.now()): CookieAcceptances {
  const next = { ...readCookieAcceptances(storage), [cookieAcceptanceKey(userId)]: new Date(now).toISOString() };
  storage.setItem(COOKIE_ACCEPTANCE_STORAGE_KEY, JSON.stringify(next));
  return next;
}
