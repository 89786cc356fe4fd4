import type { communities } from '@ypo/sdk';
import { useSdkQuery } from '../../hooks/use-sdk-query';

/** An announcement panel: title, body, events and people (spec 001 §3 "announcement panel with eventList and profileList"). */
export type AnnouncementPanel = communities.components['schemas']['AnnouncementPanel'];

/** SWR key of a community's left-pane announcement. */
export const leftPaneAnnouncementKey = (communityId: string) => ['communities/api/communities/get-left-pane-announcement', communityId.toLowerCase()] as const;
/** SWR key of a community's connect announcement. */
export const connectAnnouncementKey = (communityId: string) => ['communities/api/communities/get-connect-announcement', communityId.toLowerCase()] as const;

/**
 * The announcement panels of a community (spec 001 §7): the left-pane announcement
 * (getLeftPaneAnnouncement) and the connect announcement (getConnectAnnouncement). Each fails
 * alone: a failed panel is left out, the other still shows. `null` holds the calls.
 */
export function useCommunityAnnouncements(communityId: string | null | undefined) {
  const leftPane = useSdkQuery<AnnouncementPanel>(communityId ? leftPaneAnnouncementKey(communityId) : null, (sdk, signal) =>
    sdk.communities.GET('/communities/api/communities/get-left-pane-announcement/{id}', { params: { path: { id: communityId ?? '' } }, signal }),
  );
  const connect = useSdkQuery<AnnouncementPanel>(communityId ? connectAnnouncementKey(communityId) : null, (sdk, signal) =>
    sdk.communities.GET('/communities/api/communities/get-connect-announcement/{communityId}', { params: { path: { communityId: communityId ?? '' } }, signal }),
  );
  return {
    leftPane: leftPane.data,
    connect: connect.data,
    isLoading: leftPane.isLoading || connect.isLoading,
    leftPaneError: leftPane.error,
    connectError: connect.error,
  };
}
