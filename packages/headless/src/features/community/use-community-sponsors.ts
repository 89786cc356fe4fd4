import type { communities } from '@ypo/sdk';
import { withOrder } from '../../core/community/reorder';
import { unwrap } from '../../core/errors/unwrap';
import { FEATURE_MESSAGES } from '../../core/feature-messages';
import { useSdk } from '../../hooks/sdk-context';
import { useSdkQuery } from '../../hooks/use-sdk-query';
import { CHAPTER_CONTENT_KEYS } from './chapter-content-keys';
import { useContentSave } from './use-content-save';

type Schemas = communities.components['schemas'];
/** A sponsor of a community. */
export type Sponsor = Schemas['Sponsor'];
/** The sponsors of a community and whether the viewer may edit them (spec 001 §3, §6: canEdit is the server's). */
export type SponsorList = Schemas['SponsorList'];

/**
 * The sponsors of a community (spec 001 §7: GET and POST communities/{id}/sponsors). `canEdit`
 * comes from the server; `save` sends the list in the given order (`order` from 1).
 */
export function useCommunitySponsors(communityId: string) {
  const sdk = useSdk();
  const key = CHAPTER_CONTENT_KEYS.sponsors(communityId);
  const query = useSdkQuery<SponsorList>(key, (api, signal) =>
    api.communities.GET('/communities/api/communities/{id}/sponsors', { params: { path: { id: communityId } }, signal }),
  );
  const write = useContentSave(
    key,
    (sponsors: readonly Sponsor[]) =>
      unwrap(
        sdk.communities.POST('/communities/api/communities/{id}/sponsors', { params: { path: { id: communityId } }, body: { sponsors: withOrder(sponsors, 'order') } }),
        { log: true },
      ),
    FEATURE_MESSAGES.sponsorsSaved,
  );
  return { sponsors: query.data?.sponsors, canEdit: query.data?.canEdit === true, error: query.error, isLoading: query.isLoading, ...write };
}
