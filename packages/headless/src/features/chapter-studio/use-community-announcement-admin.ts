import { FEATURE_MESSAGES } from '../../core/feature-messages';
import type { communities } from '@ypo/sdk';
import { useCallback } from 'react';
import type { Announcement } from '../../core/chapter-studio';
import { unwrap } from '../../core/errors/unwrap';
import { useSdk } from '../../hooks/sdk-context';
import { useMutation } from '../../hooks/use-mutation';
import { useSdkQuery } from '../../hooks/use-sdk-query';

type Schemas = communities.components['schemas'];
/** What the create announcement page of a community loads: the announcement (if any) and the picklists. */
export type AnnouncementInfo = Schemas['AnnouncementInfo'];
/** A community announcement save: the announcement with its community (no id on create). */
export type AnnouncementSaveRequest = Schemas['AnnouncementSaveRequest'];
/** A custom email group of a chapter. */
export type CustomEmailGroup = Schemas['CustomEmailGroup'];
/** A member offered for a custom email group. */
export type EmailGroupMember = Schemas['EmailGroupMember'];
/** A custom email group save (create without id, update with it). */
export type CustomEmailGroupSaveRequest = Schemas['CustomEmailGroupSaveRequest'];

/** Whether a community announcement save creates it or updates it. */
export type AnnouncementSaveMode = 'create' | 'update';

/** SWR keys of the communities service's announcements and custom email groups. */
export const COMMUNITY_ANNOUNCEMENT_KEYS = {
  all: (communityId: string) => ['communities/api/get-all-announcements', communityId.toLowerCase()] as const,
  info: (communityId: string, announcementId?: string) => ['communities/api/get-announcement-info', communityId.toLowerCase(), announcementId?.toLowerCase() ?? ''] as const,
  emailGroups: (communityId: string) => ['communities/api/get-custom-email-groups-info', communityId.toLowerCase()] as const,
  members: (communityId: string) => ['communities/api/get-member-details-info', communityId.toLowerCase()] as const,
};

/**
 * A community's announcements (communities service, spec 001 §7): the list (a manager sees drafts too),
 * create, update, publish (make-online) and delete. spec 001 §8: a failed save or publish shows
 * 'Something went wrong, please try again later.', a failed delete 'Error, Delete Failed!'; the server's
 * message rides along as `serverMessage`. Each write reloads the list.
 */
export function useCommunityAnnouncementAdmin(communityId: string | null | undefined) {
  const sdk = useSdk();
  const key = communityId ? COMMUNITY_ANNOUNCEMENT_KEYS.all(communityId) : null;
  const list = useSdkQuery<Announcement[]>(key, (api, signal) =>
    api.communities.GET('/communities/api/get-all-announcements/{id}', { params: { path: { id: communityId ?? '' } }, signal }),
  );
  const reload = list.mutate;
  const save = useMutation(
    useCallback(
      async (announcement: Omit<AnnouncementSaveRequest, 'communityId'>, mode: AnnouncementSaveMode) => {
        const body = { ...announcement, communityId: communityId ?? '' };
        const call =
          mode === 'create' ? sdk.communities.POST('/communities/api/create-announcement', { body }) : sdk.communities.PUT('/communities/api/update-announcement', { body });
        const saved = await unwrap(call, { log: true, message: FEATURE_MESSAGES.announcementFailed });
        await reload();
        return saved;
      },
      [communityId, reload, sdk],
    ),
  );
  const publish = useMutation(
    useCallback(
      async (id: string) => {
        await unwrap(sdk.communities.POST('/communities/api/make-online-announcement', { body: { id, communityId: communityId ?? '' } }), { log: true, message: FEATURE_MESSAGES.announcementFailed });
        await reload();
      },
      [communityId, reload, sdk],
    ),
  );
  const remove = useMutation(
    useCallback(
      async (id: string) => {
        await unwrap(sdk.communities.PUT('/communities/api/delete-announcement', { body: { id, communityId: communityId ?? '' } }), { log: true, message: FEATURE_MESSAGES.announcementDeleteFailed });
        await reload();
      },
      [communityId, reload, sdk],
    ),
  );
  return {
    announcements: list.data ?? [],
    error: list.error,
    isLoading: list.isLoading,
    save: save.trigger,
    publish: publish.trigger,
    remove: remove.trigger,
    isSaving: save.isMutating || publish.isMutating || remove.isMutating,
    saveError: save.error ?? publish.error ?? remove.error,
  };
}

/** The create announcement page data of a community (get-announcement-info): the announcement to edit, if any, and the picklists. */
export function useCommunityAnnouncementInfo(communityId: string | null | undefined, announcementId?: string) {
  const query = useSdkQuery<AnnouncementInfo>(communityId ? COMMUNITY_ANNOUNCEMENT_KEYS.info(communityId, announcementId) : null, (api, signal) =>
    announcementId
      ? api.communities.GET('/communities/api/get-announcement-info/{communityId}/{announcementId}', { params: { path: { communityId: communityId ?? '', announcementId } }, signal })
      : api.communities.GET('/communities/api/get-announcement-info/{communityId}', { params: { path: { communityId: communityId ?? '' } }, signal }),
  );
  return { info: query.data, error: query.error, isLoading: query.isLoading };
}

/**
 * A chapter's custom email groups and the members they may hold (communities service, spec 001 §7),
 * with create, update and delete; failures show 'Something went wrong, please try again later.' and a
 * failed delete 'Error, Delete Failed!' (spec 001 §8). Each write reloads the groups.
 */
export function useCustomEmailGroups(communityId: string | null | undefined) {
  const sdk = useSdk();
  const groups = useSdkQuery<CustomEmailGroup[]>(communityId ? COMMUNITY_ANNOUNCEMENT_KEYS.emailGroups(communityId) : null, (api, signal) =>
    api.communities.GET('/communities/api/get-custom-email-groups-info/{id}', { params: { path: { id: communityId ?? '' } }, signal }),
  );
  const members = useSdkQuery<EmailGroupMember[]>(communityId ? COMMUNITY_ANNOUNCEMENT_KEYS.members(communityId) : null, (api, signal) =>
    api.communities.GET('/communities/api/get-member-details-info/{id}', { params: { path: { id: communityId ?? '' } }, signal }),
  );
  const reload = groups.mutate;
  const save = useMutation(
    useCallback(
      async (group: Omit<CustomEmailGroupSaveRequest, 'communityId'>) => {
        const body = { ...group, communityId: communityId ?? '' };
        const call = group.id ? sdk.communities.PUT('/communities/api/update-custom-email-group', { body }) : sdk.communities.POST('/communities/api/create-custom-email-group', { body });
        const saved = await unwrap(call, { log: true, message: FEATURE_MESSAGES.announcementFailed });
        await reload();
        return saved;
      },
      [communityId, reload, sdk],
    ),
  );
  const remove = useMutation(
    useCallback(
      async (id: string) => {
        await unwrap(sdk.communities.PUT('/communities/api/delete-custom-email-group', { body: { id, communityId: communityId ?? '' } }), { log: true, message: FEATURE_MESSAGES.announcementDeleteFailed });
        await reload();
      },
      [communityId, reload, sdk],
    ),
  );
  return {
    groups: groups.data ?? [],
    members: members.data ?? [],
    error: groups.error ?? members.error,
    isLoading: groups.isLoading || members.isLoading,
    save: save.trigger,
    remove: remove.trigger,
    isSaving: save.isMutating || remove.isMutating,
    saveError: save.error ?? remove.error,
  };
}
