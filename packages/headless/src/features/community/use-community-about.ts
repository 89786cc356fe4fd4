import type { communities } from '@ypo/sdk';
import { unwrap } from '../../core/errors/unwrap';
import { FEATURE_MESSAGES } from '../../core/feature-messages';
import { useSdk } from '../../hooks/sdk-context';
import { useSdkQuery } from '../../hooks/use-sdk-query';
import { CHAPTER_CONTENT_KEYS, type ContentCommunity } from './chapter-content-keys';
import { useContentSave } from './use-content-save';

/** A community's about section (spec 001 §3: text with images and a profileImageUrl). */
export type CommunityAbout = communities.components['schemas']['CommunityAbout'];

const hasContent = (about: CommunityAbout | undefined) => Boolean(about?.description?.trim() || about?.images?.length);

/**
 * The about section of a community and its save (spec 001 §7: GET .../{id}/community-about/{type};
 * POST creates the first one, PUT updates an existing one). `description` is user HTML: show it
 * only through the app's sanitising component.
 */
export function useCommunityAbout({ communityId, communityType }: ContentCommunity) {
  const sdk = useSdk();
  const key = CHAPTER_CONTENT_KEYS.about(communityId, communityType);
  const query = useSdkQuery<CommunityAbout>(key, (api, signal) =>
    api.communities.GET('/communities/api/communities/{id}/community-about/{type}', { params: { path: { id: communityId, type: communityType } }, signal }),
  );
  const exists = hasContent(query.data);
  const write = useContentSave(
    key,
    (about: Omit<CommunityAbout, 'communityId' | 'communityType'>) => {
      const body = { ...about, communityId, communityType };
      const params = { params: { path: { type: communityType } }, body };
      return unwrap(
        exists ? sdk.communities.PUT('/communities/api/communities/community-about/{type}', params) : sdk.communities.POST('/communities/api/communities/community-about/{type}', params),
        { log: true },
      );
    },
    FEATURE_MESSAGES.aboutSaved,
  );
  return { about: query.data, error: query.error, isLoading: query.isLoading, ...write };
}
