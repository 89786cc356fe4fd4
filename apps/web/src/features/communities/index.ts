export { CommunityPage } from './community-page';
export type { CommunityContentContext } from './community-page';
export { HomePage } from './home-page';
