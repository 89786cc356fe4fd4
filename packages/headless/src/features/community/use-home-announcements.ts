import { defaultCommunityOf } from '../../core/community/community-route';
import { useSdkQuery } from '../../hooks/use-sdk-query';
import { MY_COMMUNITIES_KEY, type Community } from './use-community';
import { useCommunityAnnouncements } from './use-community-announcements';

/**
 * The announcement panels of /home (spec 001 §7): the left-pane and connect announcements of the
 * member's primary chapter (else their home community), from listCommunitiesByUser.
 */
export function useHomeAnnouncements() {
  const mine = useSdkQuery<Community[]>(MY_COMMUNITIES_KEY, (sdk, signal) => sdk.communities.GET('/communities/api/community/listCommunitiesByUser', { signal }));
  const community = mine.data ? (defaultCommunityOf(mine.data, 'chapter') ?? defaultCommunityOf(mine.data, 'home')) : undefined;
  const panels = useCommunityAnnouncements(community?.communityId);
  return { ...panels, community, isLoading: mine.isLoading || panels.isLoading };
}
