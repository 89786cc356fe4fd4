// The waiver pages (spec 002 §2): the lists, the form and the details; app/screens.tsx loads them
// through ./route.ts, one chunk for all of them.
export { WaiverDetailsPage, WaiverPrpAdminDetailsPage } from './waiver-details-page';
export { WaiverFormPage } from './waiver-form-page';
export { WaiverListPage } from './waiver-list-page';
