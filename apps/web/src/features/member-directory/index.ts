// The member directory page (spec 002 §2-§5, §9). The router loads this module on the first visit (app/screens.tsx).
export { MemberDirectoryPage } from './member-directory-page';
