import type { communities } from '@ypo/sdk';
import { useSWRConfig } from 'swr';
import { unwrap } from '../../core/errors/unwrap';
import { AppError } from '../../core/messages';
import { FEATURE_MESSAGES } from '../../core/feature-messages';
import { isLastAdminChange } from '../../core/networks/join';
import { useSdk } from '../../hooks/sdk-context';
import { useMutation } from '../../hooks/use-mutation';
import { useSdkQuery } from '../../hooks/use-sdk-query';
import { GROUP_REQUESTS_KEY, groupAdminsKey, groupKey, type Group, type GroupCommunityName, type GroupMember, type GroupRequestList } from './use-group-page';

type Schemas = communities.components['schemas'];
/** A focus option of the group form. */
export type FocusOption = Schemas['FocusOption'];
/** The group form: a create request, or a configuration with `groupId`. */
export type GroupForm = Schemas['GroupForm'];
/** A group create request. */
export type GroupApplication = Schemas['GroupApplication'];

/** SWR key of the group form's focus list. */
export const GROUP_FOCUS_LIST_KEY = 'communities/api/groupform/getfocuslist';
/** SWR key of the stored last-admin answer for a group. */
export const groupLastAdminKey = (groupId: string) => ['communities/api/groups/isLastAdmin', groupId.toLowerCase()] as const;
/** SWR key of a member search in a group. */
export const groupMemberSearchKey = (groupId: string, term: string) => ['communities/api/member-search', groupId.toLowerCase(), term] as const;

// spec 001 §5: search text is sent only when over 1 character.
const MIN_SEARCH = 2;

/**
 * Group configuration (spec 001 §3, §6: canEditGroup; the 'configure group' panel): the focus list
 * of the form (getGroupFormFocusList) and `save`, which sends the form with the group's id
 * (configureGroup) and shows the saved group at once wherever the group is shown.
 */
export function useGroupConfiguration(groupId: string) {
  const sdk = useSdk();
  const focus = useSdkQuery<FocusOption[]>(GROUP_FOCUS_LIST_KEY, (api, signal) => api.communities.GET('/communities/api/groupform/getfocuslist', { signal }));
  const saveMutation = useMutation(
    (form: Omit<GroupForm, 'groupId'>): Promise<Group> => unwrap(sdk.communities.POST('/communities/api/group/configure', { body: { ...form, groupId } }), { log: true }),
    { key: groupKey(groupId), populate: true },
  );
  return {
    focusOptions: focus.data ?? [],
    isLoading: focus.isLoading,
    save: saveMutation.trigger,
    isSaving: saveMutation.isMutating,
    saveError: saveMutation.error,
  };
}

/**
 * Asking for a new group (spec 001 §4: a group create request, reviewed later): the focus list and
 * `create`; the request joins the cached pending list the member and the reviewers see.
 */
export function useGroupCreateRequest() {
  const sdk = useSdk();
  const focus = useSdkQuery<FocusOption[]>(GROUP_FOCUS_LIST_KEY, (api, signal) => api.communities.GET('/communities/api/groupform/getfocuslist', { signal }));
  const createMutation = useMutation(
    (form: Omit<GroupForm, 'groupId'>): Promise<GroupApplication> => unwrap(sdk.communities.POST('/communities/api/group/creategrouprequest', { body: form }), { log: true }),
    {
      key: GROUP_REQUESTS_KEY,
      populate: (created: GroupApplication, current: GroupRequestList | undefined) => ({
        canApprove: current?.canApprove ?? false,
        groupApplicationList: [...(current?.groupApplicationList ?? []), created],
      }),
    },
  );
  return { focusOptions: focus.data ?? [], create: createMutation.trigger, isSaving: createMutation.isMutating, saveError: createMutation.error };
}

/**
 * A group's members for its admins (spec 001 §4, §6; the 'manage participants' panel): member
 * search (sent when the term is over 1 character), the admin flag set or cleared per member, and
 * member removal. The last-admin check: the server's answer (isLastGroupAdmin, whether the user is
 * the group's last admin) is stored as `isLastAdmin`, and removing or demoting the only admin is
 * refused with 'The last admin of a group cannot be removed.' before any call. After a change the
 * admins, the search and the stored answer reload. `name` is `network` for a network's participants
 * (its admins are its community admins).
 */
export function useGroupMembers(groupId: string, term = '', name: GroupCommunityName = 'group') {
  const sdk = useSdk();
  const { mutate } = useSWRConfig();
  const search = term.trim();
  const path = { params: { path: { id: groupId, name } } } as const;
  const admins = useSdkQuery<GroupMember[]>(groupAdminsKey(groupId), (api, signal) => api.communities.GET('/communities/api/groups/list-admins/{id}/{name}', { ...path, signal }));
  const lastAdmin = useSdkQuery<boolean>(groupLastAdminKey(groupId), (api, signal) => api.communities.GET('/communities/api/groups/isLastAdmin/{id}/{name}', { ...path, signal }));
  const members = useSdkQuery<GroupMember[]>(
    search.length >= MIN_SEARCH ? groupMemberSearchKey(groupId, search) : null,
    (api, signal) => api.communities.GET('/communities/api/member-search/{id}/{name}/{term}', { params: { path: { id: groupId, name, term: search } }, signal }),
    { name: `communities/api/member-search/${groupId.toLowerCase()}`, swr: { keepPreviousData: true } },
  );
  const reload = () =>
    Promise.all([mutate(groupAdminsKey(groupId)), mutate(groupLastAdminKey(groupId)), mutate((key) => Array.isArray(key) && key[0] === 'communities/api/member-search' && key[1] === groupId.toLowerCase())]);
  const refuseLastAdmin = (memberId: string) => {
    if (isLastAdminChange(admins.data ?? [], memberId)) throw new AppError('validation', { message: FEATURE_MESSAGES.lastGroupAdmin });
  };
  const adminMutation = useMutation(async (memberId: string, isAdmin: boolean) => {
    if (!isAdmin) refuseLastAdmin(memberId);
    const answer = await unwrap(sdk.communities.GET('/communities/api/groups/add-admin/{id}/{memberId}/{isAdmin}', { params: { path: { id: groupId, memberId, isAdmin } } }), { log: true });
    await reload();
    return answer;
  });
  const removeMutation = useMutation(async (memberId: string) => {
    refuseLastAdmin(memberId);
    const answer = await unwrap(sdk.communities.GET('/communities/api/groups/{id}/remove-member/{memberId}', { params: { path: { id: groupId, memberId } } }), { log: true });
    await reload();
    return answer;
  });
  return {
    members: search.length >= MIN_SEARCH ? (members.data ?? []) : [],
    admins: admins.data ?? [],
    isLastAdmin: lastAdmin.data === true,
    isSearching: members.isLoading,
    setAdmin: adminMutation.trigger,
    removeMember: removeMutation.trigger,
    isSaving: adminMutation.isMutating || removeMutation.isMutating,
    saveError: adminMutation.error ?? removeMutation.error,
  };
}
