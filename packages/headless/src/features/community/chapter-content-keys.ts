import type { CommunityType } from '../../core/permissions';

/** SWR keys of a community page's content (the paths they load; cleared on logout with the cache). */
export const CHAPTER_CONTENT_KEYS = {
  about: (communityId: string, communityType: string) => `communities/api/communities/${communityId}/community-about/${communityType}`,
  chairMessage: (communityId: string, communityType: string) => `communities/api/communities/${communityId}/chair-messages/${communityType}`,
  welcomeMessage: (communityId: string) => `communities/api/communities/getChapterWelcomeMessage/${communityId}`,
  awards: (communityId: string, communityName: string) => `communities/api/awards/list/by-community/${communityId}/${communityName}`,
  sponsors: (communityId: string) => `communities/api/communities/${communityId}/sponsors`,
  transactionHub: (communityId: string) => `communities/api/transactionhub/${communityId}`,
  quickLinks: (communityId: string) => `communities/api/communities/getChapterQuickLinks/${communityId}`,
} as const;

/** Which community a content hook reads: its id and its type (the path's type name, e.g. `chapter`). */
export interface ContentCommunity {
  /** The community's id. */
  readonly communityId: string;
  /** Its type, the type name the content paths carry (e.g. `chapter`). */
  readonly communityType: CommunityType;
}
