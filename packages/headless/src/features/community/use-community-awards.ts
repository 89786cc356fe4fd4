import type { communities } from '@ypo/sdk';
import { useSdkQuery } from '../../hooks/use-sdk-query';
import { CHAPTER_CONTENT_KEYS } from './chapter-content-keys';

/** An award of a community. */
export type Award = communities.components['schemas']['Award'];

/** The awards of a community (spec 001 §7: GET awards/list/by-community/{id}/{name}); `communityName` is the path's name segment (e.g. `chapter`). */
export function useCommunityAwards({ communityId, communityName }: { readonly communityId: string; readonly communityName: string }) {
  const query = useSdkQuery<Award[]>(CHAPTER_CONTENT_KEYS.awards(communityId, communityName), (api, signal) =>
    api.communities.GET('/communities/api/awards/list/by-community/{id}/{name}', { params: { path: { id: communityId, name: communityName } }, signal }),
  );
  return { awards: query.data, error: query.error, isLoading: query.isLoading };
}
