// The member profile page (spec 002 §2); issue 15 adds its sections. The router loads this module on the first visit (app/screens.tsx).
export { MemberProfilePage } from './member-profile-page';
