export { CommunityPage } from './community-page';
export type { CommunityPageProps } from './community-page';
export { HomePage } from './home-page';
export type { HomePageProps } from './home-page';
export type { CommunitySlot, CommunitySlotContext, SlotCommunity } from './slots';
