import type { profiles } from '@ypo/sdk';
import useSWR from 'swr';
import { unwrap } from '../../core/errors/unwrap';
import { useSdk } from '../../hooks/sdk-context';
import { useMutation, type CallResult } from '../../hooks/use-mutation';

/** The connection payload (spec 002 §3): the other person and whether the member is connected. */
export type ConnectionPayload = profiles.components['schemas']['ConnectionPayload'];

/** SWR key of the signed-in member's connection to a person (shared by the directory rows and the profile). */
export const connectionKey = (personId: string) => ['profiles/connection', personId.toLowerCase()] as const;

/** What {@link useConnection} gives. */
export interface Connection {
  /** Connected now (optimistically, while a change is saved). */
  readonly isConnected: boolean;
  /** A change is being saved. */
  readonly isSaving: boolean;
  /** The last change failed (the state was rolled back). */
  readonly error: ReturnType<typeof useMutation>['error'];
  /** Connects if not connected, else disconnects. */
  readonly toggle: () => Promise<CallResult<ConnectionPayload> | undefined>;
}

/**
 * Connect to or disconnect from a member (spec 002 §3: `saveMemberProfileConnection`) through the
 * one write hook: shown at once, rolled back if the save fails, then the server's answer. The state
 * is cached per person, so the directory row and the profile of one person show the same; `known`
 * is what the page read (a directory row's or the profile's `isConnected`) until a change is made.
 */
export function useConnection(personId: string, known: boolean): Connection {
  const sdk = useSdk();
  const key = connectionKey(personId);
  const { data } = useSWR<boolean>(key, null, { fallbackData: known, revalidateOnMount: false, revalidateOnFocus: false, revalidateOnReconnect: false });
  const isConnected = data ?? known;
  const mutation = useMutation(
    (next: boolean) => unwrap(sdk.profiles.POST('/profiles/api/member-profile/save-memberprofile-connection', { body: { connectedPersonId: personId, isConnected: next } }), { log: true }),
    { key, optimistic: (_current: boolean | undefined, next: boolean) => next, populate: (answer: ConnectionPayload) => answer.isConnected },
  );
  return { isConnected, isSaving: mutation.isMutating, error: mutation.error, toggle: () => mutation.trigger(!isConnected) };
}
