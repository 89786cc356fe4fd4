import { atom, useAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import { acceptCookiePolicy, isCookiePolicyAccepted } from '../../core/cookies/cookie-acceptance';
import type { KeyValueStorage } from '../../core/storage/session-keys';

// Bumped on every acceptance so readers of the storage render again.
const cookieAcceptanceVersionAtom = atom(0);

/** Input of {@link useCookieAcceptance}. */
export interface CookieAcceptanceOptions {
  /** The signed-in user, or nothing for 'general'. */
  readonly userId?: string | null | undefined;
  /** The person profile's `cookiesPolicyAccepted`, when known. */
  readonly isAcceptedInProfile?: boolean | undefined;
  /** Where acceptances are kept; defaults to `localStorage` (acceptance outlives the session). */
  readonly storage?: KeyValueStorage | undefined;
  /** The clock for the acceptance's time, in epoch milliseconds; `Date.now` by default. */
  readonly now?: () => number;
}

const defaultStorage = (): KeyValueStorage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** Whether the cookie policy is accepted by the user (or 'general'), and a function to accept it. */
export function useCookieAcceptance({ userId, isAcceptedInProfile, storage, now = Date.now }: CookieAcceptanceOptions = {}) {
  const [version, setVersion] = useAtom(cookieAcceptanceVersionAtom);
  const store = storage ?? defaultStorage();
  const isAccepted = useMemo(
    () => (store ? isCookiePolicyAccepted(store, { userId, isAcceptedInProfile }) : true),
    // version: re-read after an acceptance.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [store, userId, isAcceptedInProfile, version],
  );
  const accept = useCallback(() => {
    if (store) acceptCookiePolicy(store, userId, now());
    setVersion((v) => v + 1);
  }, [now, setVersion, store, userId]);
  return { isAccepted, accept };
}
