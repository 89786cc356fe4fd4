import type { communities } from '@ypo/sdk';
import { useMemo } from 'react';
import { useSdkQuery } from '../../hooks/use-sdk-query';
import type { Community } from './use-community';

/** A chapter in a chapter list (spec 001 §3: name, communityId, parentId, chapter type). */
export type ChapterListItem = communities.components['schemas']['ChapterListItem'];

/** A chapter of a region as the region page lists it: the community with its chapter type. */
export interface RegionChapter {
  readonly communityId: string;
  readonly name: string;
  readonly communityType: Community['communityType'];
  /** YPO Chapter, YPO Gold Chapter or YPO Integrated Chapter, from the chapter list. */
  readonly chapterType: ChapterListItem['chapterType'] | undefined;
  readonly isAdmin: boolean;
}

/** SWR key of the communities of a region. */
export const regionCommunitiesKey = (regionId: string) => ['communities/api/communities/communitiesByRegion', regionId.toLowerCase()] as const;
/** SWR key of every chapter. */
export const ALL_CHAPTERS_KEY = 'communities/api/communities/get-all-chapters';
/** SWR key of every region. */
export const REGIONS_KEY = 'communities/api/communities/get-regions';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/**
 * A region page's own content (spec 001 §2): its chapters (communitiesByRegion) with their chapter
 * types (get-all-chapters), by name, and the other regions (get-regions). `null` holds the calls.
 */
export function useRegionChapters(regionId: string | null | undefined) {
  const chapters = useSdkQuery<Community[]>(regionId ? regionCommunitiesKey(regionId) : null, (sdk, signal) =>
    sdk.communities.GET('/communities/api/communities/communitiesByRegion/{id}', { params: { path: { id: regionId ?? '' } }, signal }),
  );
  const all = useSdkQuery<ChapterListItem[]>(regionId ? ALL_CHAPTERS_KEY : null, (sdk, signal) =>
    sdk.communities.GET('/communities/api/communities/get-all-chapters', { signal }),
  );
  const regions = useSdkQuery<Community[]>(regionId ? REGIONS_KEY : null, (sdk, signal) => sdk.communities.GET('/communities/api/communities/get-regions', { signal }));

  const regionChapters = useMemo((): RegionChapter[] => {
    const types = new Map((all.data ?? []).map((c) => [c.communityId.toLowerCase(), c.chapterType]));
    return (chapters.data ?? [])
      .filter((c) => c.communityType === 'chapter')
      .map((c) => ({
        communityId: c.communityId,
        name: c.name,
        communityType: c.communityType,
        chapterType: types.get(c.communityId.toLowerCase()),
        isAdmin: c.isAdmin === true,
      }))
      .sort(byName);
  }, [chapters.data, all.data]);
  const otherRegions = useMemo(
    () => (regions.data ?? []).filter((r) => regionId === null || regionId === undefined || r.communityId.toLowerCase() !== regionId.toLowerCase()).sort(byName),
    [regions.data, regionId],
  );
  return {
    chapters: regionChapters,
    regions: otherRegions,
    // The chapter list is what the page is about; chapter types and regions only add to it.
    isLoading: chapters.isLoading,
    error: chapters.error,
  };
}

/**
 * The region of a chapter (its regional home, spec 001 §6): the chapter's `parentId` in the chapter
 * list (get-all-chapters, shared with the region page's call). `undefined` while loading, when the
 * chapter has no region, or when the list failed (a regional home link then opens the region page's default).
 */
export function useChapterRegionId(chapterId: string | null | undefined): string | undefined {
  const all = useSdkQuery<ChapterListItem[]>(chapterId ? ALL_CHAPTERS_KEY : null, (sdk, signal) =>
    sdk.communities.GET('/communities/api/communities/get-all-chapters', { signal }),
  );
  return useMemo(
    () => (chapterId ? all.data?.find((c) => c.communityId.toLowerCase() === chapterId.toLowerCase())?.parentId : undefined),
    [all.data, chapterId],
  );
}
