// React hooks of the networks pages (spec 001 §1-§5, §8) over the rules of core/networks.
export type { NetworkCommunityRef } from './network-community';
export { LANDING_NETWORKS_KEY, useNetworksLanding } from './use-networks-landing';
export type { LandingNetwork } from './use-networks-landing';
export { pendingJoinRequestsKey, useNetworkMembership } from './use-network-membership';
export type { JoinRequest } from './use-network-membership';
export { joinRequestsKey, useJoinRequests } from './use-join-requests';
export type { JoinReview } from './use-join-requests';
export { useInvite } from './use-invite';
export type { InviteTarget } from './use-invite';
export { relatedCommunitiesKey, useRelatedCommunities } from './use-related-communities';
export type { RelatedCommunity, RelatedCommunityInput } from './use-related-communities';
export { useNetworkAdminPanels } from './use-network-admin-panels';
export { networkPageContentKey, subnetworksKey, useNetworkPage } from './use-network-page';
export type { NetworkContentItem, NetworkPageContent, NetworkRelatedContent, NetworkSummary } from './use-network-page';
export { useNetworkPageEditor } from './use-network-page-editor';
export type { NetworkContentInput } from './use-network-page-editor';
