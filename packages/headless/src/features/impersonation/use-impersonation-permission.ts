import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { unwrap } from '../../core/errors/unwrap';
import { normaliseMemberId } from '../../core/impersonation/impersonation';
import { AppError } from '../../core/messages';
import type { UserProfileSummary } from '../../core/session/register-member';
import { useMutation, type CallResult } from '../../hooks/use-mutation';
import { PERMISSIONS_KEY, usePermissions } from '../../hooks/use-permissions';
import { useSdk } from '../../hooks/sdk-context';
import { useSdkQuery } from '../../hooks/use-sdk-query';

/** The impersonation permission after a change (`PUT member-profile/impersonation`, spec 002 §3 'Impersonation payload'). */
export interface ImpersonationPermission {
  /** The member whose permission changed (person id). */
  readonly personId: string;
  /** Whether that member now allows impersonation. */
  readonly canImpersonate: boolean;
}

/** SWR key of the people the allow-impersonation tool found for a search text. */
export const impersonationPeopleKey = (term: string) => ['profiles/api/search-people', term] as const;

// spec 002 §5: search text is used only when longer than 1 character.
const MIN_SEARCH_LENGTH = 2;

/**
 * The admin tool that allows or disallows impersonation for a member (spec 000 §6: 'The right to
 * allow impersonation requires the group super admin role ... Enabling and disabling it is an admin
 * tool'; spec 002 §7: `PUT member-profile/impersonation` with personId and canImpersonate). Finds
 * members by name (their summaries carry canImpersonate, spec 002 §3) and switches the flag with
 * the list updated at once and rolled back when the call fails. Denied by default: until the
 * permissions say group super admin, nothing is searched and every change is refused.
 */
export function useImpersonationPermission(search: string) {
  const sdk = useSdk();
  const { mutate } = useSWRConfig();
  const { roles } = usePermissions();
  const isAllowed = roles?.canAllowImpersonation === true;
  const term = search.trim();
  const key = isAllowed && term.length >= MIN_SEARCH_LENGTH ? impersonationPeopleKey(term) : null;
  const people = useSdkQuery<UserProfileSummary[]>(
    key,
    (client, signal) => client.profiles.GET('/profiles/api/search-people/{term}', { params: { path: { term } }, signal }),
    // One action name for every text: a newer search aborts the older one (spec 001 §4).
    { name: 'impersonation.searchPeople', unwrap: { log: true }, swr: { keepPreviousData: true } },
  );

  const mutation = useMutation(
    async (personId: string, canImpersonate: boolean): Promise<ImpersonationPermission> => {
      if (!isAllowed) throw new AppError('forbidden');
      return unwrap(sdk.profiles.PUT('/profiles/api/member-profile/impersonation', { body: { personId, canImpersonate } }), { log: true });
    },
    {
      key,
      optimistic: (current: UserProfileSummary[] | undefined, personId: string, canImpersonate: boolean) =>
        (current ?? []).map((person) => (normaliseMemberId(person.id) === normaliseMemberId(personId) ? { ...person, canImpersonate } : person)),
    },
  );
  const { trigger } = mutation;

  const setCanImpersonate = useCallback(
    async (personId: string, canImpersonate: boolean): Promise<CallResult<ImpersonationPermission> | undefined> => {
      const result = await trigger(personId, canImpersonate);
      // The admin may have changed their own flag: the permissions (account menu) read it again.
      if (result?.ok) void mutate(PERMISSIONS_KEY);
      return result;
    },
    [mutate, trigger],
  );

  return {
    /** Group super admin (spec 000 §6); false while the permissions load. */
    isAllowed,
    people: key ? (people.data ?? []) : [],
    isSearching: people.isLoading,
    searchError: people.error,
    /** Allows (`true`) or disallows a member to impersonate; one change at a time (a second resolves to `undefined`). */
    setCanImpersonate,
    isSaving: mutation.isMutating,
  };
}
