// The content and community directories and the connections page (spec 001 §2, §3, §9; spec 002 §2,
// §8, §9). The router loads this module on the first visit of one of them (app/screens.tsx).
export { ContentDirectoryPage } from './content-directory-page';
export { CommunityDirectoryPage } from './community-directory-page';
export { MemberConnectionsPage } from './member-connections-page';
