// The member's tools: feedback and the policies and procedures (spec 002 §2, §3, §7, §8). The router
// loads this module on the first visit through route.ts (app/screens.tsx); My Quick Links live with
// the one quick links editor (components/quick-links) on the resources page.
export { FeedbackPage } from './feedback-page';
export { PoliciesPage } from './policies-page';
