// Policies and procedures rules (spec 002 §2, §7), plain TypeScript. The feature's texts
// (POLICIES_MESSAGES) are exported with its hooks (@ypo/headless/policies), not from the core.
export { POLICY_SEARCH_MIN_LENGTH, policyHeadingOf, policySearchTermOf } from './policies';
export type { PolicyArticle, PolicyArticleSummary, PolicyHeading } from './policies';
