import { policySearchTermOf, type PolicyArticle, type PolicyArticleSummary, type PolicyHeading } from '../../core/policies/policies';
import { useSdkQuery } from '../../hooks/use-sdk-query';

/** SWR keys of the policies and procedures. */
export const POLICIES_KEYS = {
  headings: 'profiles/api/tools/policies/get-headings',
  article: (id: string) => `profiles/api/tools/policies/get-article-data/${id}`,
  search: (term: string) => `profiles/api/tools/policies/search/${term}`,
} as const;

/** The headings of the policies with their articles (spec 002 §7: get-headings). */
export function usePolicyHeadings() {
  const query = useSdkQuery<PolicyHeading[]>(POLICIES_KEYS.headings, (api, signal) => api.profiles.GET('/profiles/api/tools/policies/get-headings', { signal }));
  return { headings: query.data, error: query.error, isLoading: query.isLoading };
}

/**
 * One policy article with its HTML body (spec 002 §7: get-article-data/{id}); nothing is loaded
 * without an id. Opening another article aborts the older load (one action name, spec 001 §4).
 */
export function usePolicyArticle(id: string | undefined) {
  const query = useSdkQuery<PolicyArticle>(
    id ? POLICIES_KEYS.article(id) : null,
    (api, signal) => api.profiles.GET('/profiles/api/tools/policies/get-article-data/{id}', { params: { path: { id: id ?? '' } }, signal }),
    { name: 'policies/article' },
  );
  return { article: query.data, error: query.error, isLoading: query.isLoading };
}

/**
 * The policies matching `input` (spec 002 §7: search/{term}): the term trimmed, searched only when
 * over 1 character (`term` is then `undefined` and nothing is loaded); a newer term aborts the older search.
 */
export function usePolicySearch(input: string) {
  const term = policySearchTermOf(input);
  const query = useSdkQuery<PolicyArticleSummary[]>(
    term === undefined ? null : POLICIES_KEYS.search(term),
    (api, signal) => api.profiles.GET('/profiles/api/tools/policies/search/{term}', { params: { path: { term: term ?? '' } }, signal }),
    { name: 'policies/search', swr: { keepPreviousData: true } },
  );
  return { term, results: term === undefined ? undefined : query.data, error: query.error, isLoading: query.isLoading };
}
