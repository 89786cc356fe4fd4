import { atom, useAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { readImpersonationId, startImpersonation, stopImpersonation, type ImpersonationStart } from '../../core/impersonation/impersonation';
import type { KeyValueStorage } from '../../core/storage/session-keys';

// Bumped on start and stop so readers of the session storage render again.
const impersonationVersionAtom = atom(0);

/** Input of {@link useImpersonation}. */
export interface ImpersonationOptions {
  /** `canImpersonate` of the permissions result. */
  readonly canImpersonate: boolean;
  /** The signed-in user's own id. */
  readonly currentUserId?: string | undefined;
  /** Defaults to `sessionStorage` (spec 000 §6: the alternate id is kept in the session). */
  readonly storage?: KeyValueStorage | undefined;
}

const defaultStorage = (): KeyValueStorage | undefined => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

/**
 * The impersonation admin tool (spec 000 §6): start and stop impersonating a member. The SDK
 * reads the same storage (`readImpersonationId`) to send X-Impersonation-Id; every cached answer
 * is fetched again after a change, now as the other member.
 */
export function useImpersonation({ canImpersonate, currentUserId, storage }: ImpersonationOptions) {
  const [version, setVersion] = useAtom(impersonationVersionAtom);
  const { mutate } = useSWRConfig();
  const store = storage ?? defaultStorage();
  const impersonationId = useMemo(
    () => (store ? readImpersonationId(store) : null),
    // version: re-read after start or stop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [store, version],
  );
  const refetchAll = useCallback(() => void mutate(() => true), [mutate]);
  const start = useCallback(
    (memberId: string): ImpersonationStart => {
      if (!store) return { ok: false, reason: 'notAllowed' };
      const result = startImpersonation(store, { memberId, canImpersonate, currentUserId });
      if (result.ok) {
        setVersion((v) => v + 1);
        refetchAll();
      }
      return result;
    },
    [canImpersonate, currentUserId, refetchAll, setVersion, store],
  );
  const stop = useCallback(() => {
    if (!store) return;
    stopImpersonation(store);
    setVersion((v) => v + 1);
    refetchAll();
  }, [refetchAll, setVersion, store]);
  return { impersonationId, isImpersonating: impersonationId !== null, canImpersonate, start, stop };
}
