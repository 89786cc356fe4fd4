import { atom, useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useMemo } from 'react';
import { unwrap } from '../../core/errors/unwrap';
import {
  beginProfileLoads,
  chatUserProfileOf,
  nextProfileRetryAt,
  participantMemberId,
  profilesToLoad,
  settleProfileLoads,
  type ChatUserProfile,
  type ParticipantProfileLoads,
} from '../../core/messenger';
import { useSdk } from '../../hooks/sdk-context';

interface ProfileCache {
  readonly loads: ParticipantProfileLoads;
  readonly profiles: Readonly<Record<string, ChatUserProfile>>;
}

/** The participants' profiles and their load states (spec 002 §4), one cache per headless store. */
const chatProfilesAtom = atom<ProfileCache>({ loads: {}, profiles: {} });

/** What {@link useChatProfiles} returns. */
export interface ChatProfiles {
  /** The profiles loaded, by member id (lower case). */
  readonly profiles: Readonly<Record<string, ChatUserProfile>>;
  /** Each asked-for member's load state (NEW, PENDING, LOADED, FAILED), by member id. */
  readonly loads: ParticipantProfileLoads;
  /** Loads again the FAILED profiles whose automatic retries ran out (core's `reload`). */
  readonly reload: () => void;
}

/**
 * The chat user profiles of participants (member or chat user ids) through get-chat-users (spec 002 §7), with the
 * profile load machine of spec 002 §4: each id is asked for once, a failed load (or an id the answer leaves out) is
 * retried on core's schedule (`PROFILE_RETRY`), then stays FAILED until `reload`.
 */
export function useChatProfiles(participants: readonly string[]): ChatProfiles {
  const sdk = useSdk();
  const store = useStore();
  const cache = useAtomValue(chatProfilesAtom);
  const ids = useMemo(
    () => [...new Set(participants.map(participantMemberId).filter((id): id is string => id !== null))].sort(),
    // The ids, not the array: a new array with the same people asks for nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [participants.join(',')],
  );

  const load = useCallback(
    async (wanted: readonly string[]) => {
      const now = Date.now();
      const due = profilesToLoad(store.get(chatProfilesAtom).loads, wanted, now);
      if (due.length === 0) return;
      store.set(chatProfilesAtom, (current) => ({ ...current, loads: beginProfileLoads(current.loads, due, now) }));
      let answered: string[] | null = null;
      let found: ChatUserProfile[] = [];
      try {
        const result = await unwrap(sdk.chat.POST('/chat/api/chat/get-chat-users', { body: { userIds: due } }), { log: true });
        found = (result.chatUsers ?? []).map(chatUserProfileOf);
        answered = found.map((profile) => profile.id);
      } catch {
        // FAILED below: retried on the schedule (spec 002 §4 'Failed loads are retried.').
      }
      store.set(chatProfilesAtom, (current) => ({
        loads: settleProfileLoads(current.loads, due, answered, Date.now()),
        profiles: { ...current.profiles, ...Object.fromEntries(found.map((profile) => [profile.id.toLowerCase(), profile])) },
      }));
    },
    [sdk, store],
  );

  useEffect(() => {
    void load(ids);
  }, [ids, load]);

  // The next automatic retry of a failed load, while it is planned.
  const retryAt = nextProfileRetryAt(Object.fromEntries(ids.filter((id) => Object.hasOwn(cache.loads, id)).map((id) => [id, cache.loads[id]!])));
  useEffect(() => {
    if (retryAt === null) return;
    const timer = setTimeout(() => void load(ids), Math.max(0, retryAt - Date.now()));
    return () => clearTimeout(timer);
  }, [retryAt, ids, load]);

  const reload = useCallback(() => {
    store.set(chatProfilesAtom, (current) => {
      const loads = { ...current.loads };
      for (const id of ids) if (loads[id]?.status === 'FAILED') delete loads[id];
      return { ...current, loads };
    });
    void load(ids);
  }, [store, ids, load]);

  return { profiles: cache.profiles, loads: cache.loads, reload };
}
