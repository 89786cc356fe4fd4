// React hooks of the policies and procedures page (spec 002 §2, §7) over the rules of core/policies
// (search term, headings: exported by `@ypo/headless/core`), with the page's texts.
export { POLICIES_KEYS, usePolicyArticle, usePolicyHeadings, usePolicySearch } from './use-policies';
export { POLICIES_MESSAGES } from '../../core/policies/messages';
