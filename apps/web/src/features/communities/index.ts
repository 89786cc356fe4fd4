export { CommunityPage } from './community-page';
export { HomePage } from './home-page';
