import { FEATURE_MESSAGES } from '../../core/feature-messages';
import type { communities } from '@ypo/sdk';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { announcementFormData, type Announcement, type AnnouncementPicklist, type AnnouncementValues } from '../../core/chapter-studio';
import { unwrap } from '../../core/errors/unwrap';
import { useSdk } from '../../hooks/sdk-context';
import { useMutation } from '../../hooks/use-mutation';
import { useSdkQuery } from '../../hooks/use-sdk-query';

type Schemas = communities.components['schemas'];
/** The chapter studio: resources with favourites, the managed chapters and the announcements (spec 001 §3). */
export type ChapterStudioData = Schemas['ChapterStudioData'];
/** A resource category of the chapter studio. */
export type ChapterStudioResource = Schemas['ChapterStudioResource'];

/** SWR keys of the chapter studio. */
export const CHAPTER_STUDIO_KEYS = {
  studio: (communityId: string) => ['communities/api/getChapterStudioCategoriesAndResources', communityId.toLowerCase()] as const,
  allAnnouncements: ['communities/api/getAllAnnouncements'] as const,
  announcement: (id: string) => ['communities/api/getAnnouncementById', id.toLowerCase()] as const,
  picklist: ['communities/api/GetAnnouncementPicklist'] as const,
};

// spec 001 §8 'Chapter studio failures are rethrown': the loads keep the failure in `error` for the screen.
const RETHROW = { log: true } as const;

/** The favourite flag of one resource flipped, wherever it is listed. */
function withFavourite(data: ChapterStudioData | undefined, resourceId: string, isFavorite: boolean): ChapterStudioData | undefined {
  if (!data) return data;
  return {
    ...data,
    resources: data.resources.map((category) => ({
      ...category,
      resourceItems: category.resourceItems.map((item) => (item.resourceId.toLowerCase() === resourceId.toLowerCase() ? { ...item, isFavorite } : item)),
    })),
  };
}

/**
 * The chapter studio of a community (getChapterStudioCategoriesAndResources) and the favourite toggle
 * (saveChapterStudioPersonFavorite). spec 001 §4: the toggle adds or removes by resourceId, also on
 * error: the flag flips at once and stays flipped when the save fails (the failure is logged).
 */
export function useChapterStudio(communityId: string | null | undefined) {
  const sdk = useSdk();
  const { mutate } = useSWRConfig();
  const key = communityId ? CHAPTER_STUDIO_KEYS.studio(communityId) : null;
  const query = useSdkQuery<ChapterStudioData>(
    key,
    (api, signal) => api.communities.GET('/communities/api/getChapterStudioCategoriesAndResources/{id}', { params: { path: { id: communityId ?? '' } }, signal }),
    { unwrap: RETHROW },
  );
  const toggleFavourite = useCallback(
    async (resourceId: string, isFavorite: boolean) => {
      if (key) await mutate<ChapterStudioData>(key, (current) => withFavourite(current, resourceId, isFavorite), { revalidate: false });
      await unwrap(sdk.communities.POST('/communities/api/saveChapterStudioPersonFavorite', { body: { resourceId, isFavorite } }), { log: true, swallow: undefined });
    },
    [key, mutate, sdk],
  );
  return { studio: query.data, error: query.error, isLoading: query.isLoading, toggleFavourite };
}

/** The announcement picklists: departments, regions, visibleTo and the three background colours (GetAnnouncementPicklist). */
export function useAnnouncementPicklist(enabled = true) {
  const query = useSdkQuery<AnnouncementPicklist>(enabled ? CHAPTER_STUDIO_KEYS.picklist : null, (api, signal) => api.communities.GET('/communities/api/GetAnnouncementPicklist', { signal }), {
    unwrap: RETHROW,
  });
  return { picklist: query.data, error: query.error, isLoading: query.isLoading };
}

/** One chapter studio announcement to edit (getAnnouncementById); `null` for a new one. */
export function useStudioAnnouncement(announcementId: string | null | undefined) {
  const query = useSdkQuery<Announcement>(
    announcementId ? CHAPTER_STUDIO_KEYS.announcement(announcementId) : null,
    (api, signal) => api.communities.GET('/communities/api/getAnnouncementById/{id}', { params: { path: { id: announcementId ?? '' } }, signal }),
    { unwrap: RETHROW },
  );
  return { announcement: query.data, error: query.error, isLoading: query.isLoading };
}

/** Every chapter studio announcement the user may see (getAllAnnouncements): a manager's drafts too. */
export function useStudioAnnouncements() {
  const query = useSdkQuery<Announcement[]>(CHAPTER_STUDIO_KEYS.allAnnouncements, (api, signal) => api.communities.GET('/communities/api/getAllAnnouncements', { signal }), {
    unwrap: RETHROW,
  });
  return { announcements: query.data ?? [], error: query.error, isLoading: query.isLoading };
}

/**
 * Saves a chapter studio announcement as the multipart form of spec 001 §7 (saveChapterStudioAnnouncement),
 * as a draft or published, with the chosen image if any. spec 001 §8: the save throws the response data:
 * the failure shows 'Something went wrong, please try again later.' and carries the server's message
 * (`serverMessage`); the form keeps everything typed. A saved announcement refreshes the studio's lists.
 */
export function useSaveStudioAnnouncement() {
  const sdk = useSdk();
  const { mutate } = useSWRConfig();
  const write = useCallback(
    async (values: AnnouncementValues, intent: 'draft' | 'publish', image?: Blob & { name?: string }) => {
      const form = announcementFormData(values, intent, image);
      const saved = await unwrap(
        sdk.communities.POST('/communities/api/saveChapterStudioAnnouncement', {
          body: { title: values.title, recordTypeName: values.recordTypeName, isActive: values.isActive, isPublished: intent === 'publish' },
          bodySerializer: () => form,
        }),
        { log: true, message: FEATURE_MESSAGES.announcementFailed },
      );
      await refreshStudioLists(mutate);
      return saved;
    },
    [mutate, sdk],
  );
  const { trigger, isMutating, error } = useMutation(write);
  return { save: trigger, isSaving: isMutating, saveError: error };
}

/**
 * Deletes a chapter studio announcement (PUT delete-announcement with the managed chapter's id, spec 001 §7).
 * spec 001 §8: a failure shows 'Error, Delete Failed!' with the server's message as `serverMessage`.
 * A deleted announcement leaves the studio's lists.
 */
export function useDeleteStudioAnnouncement(communityId: string | null | undefined) {
  const sdk = useSdk();
  const { mutate } = useSWRConfig();
  const write = useCallback(
    async (id: string) => {
      await unwrap(sdk.communities.PUT('/communities/api/delete-announcement', { body: { id, communityId: communityId ?? '' } }), { log: true, message: FEATURE_MESSAGES.announcementDeleteFailed });
      await refreshStudioLists(mutate);
    },
    [communityId, mutate, sdk],
  );
  const { trigger, isMutating, error } = useMutation(write);
  return { remove: trigger, isDeleting: isMutating, deleteError: error };
}

const refreshStudioLists = (mutate: ReturnType<typeof useSWRConfig>['mutate']) =>
  mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && STUDIO_LISTS.includes(key[0]), undefined, { revalidate: true });

const STUDIO_LISTS: readonly string[] = [CHAPTER_STUDIO_KEYS.allAnnouncements[0], 'communities/api/getChapterStudioCategoriesAndResources', 'communities/api/getAnnouncementById'];
