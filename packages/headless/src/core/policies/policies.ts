import type { profiles } from '@ypo/sdk';

// spec 002 §2 (the policiesProcedures page), §7 'GET tools/policies/get-headings; GET
// tools/policies/get-article-data/{id}; GET tools/policies/search/{term}'. When to search is not
// said for policies; the platform's rule for search text is applied (spec 001 §5, 002 §5: 'Search
// text is sent only when over 1 character').

type Schemas = profiles.components['schemas'];
/** A heading of the policies with its articles' ids and titles. */
export type PolicyHeading = Schemas['PolicyHeading'];
/** A policy article: its title and its HTML body (`content`, shown only through the sanitising component). */
export type PolicyArticle = Schemas['PolicyArticle'];
/** An article as headings and search results list it. */
export type PolicyArticleSummary = Schemas['PolicyArticleSummary'];

/** Fewest characters of a search term that is sent (over 1 character). */
export const POLICY_SEARCH_MIN_LENGTH = 2;

/** The term searched for `input`: trimmed, inner runs of spaces as one; `undefined` when it is too short to send. */
export function policySearchTermOf(input: string): string | undefined {
  const term = input.trim().replace(/\s+/g, ' ');
  return term.length >= POLICY_SEARCH_MIN_LENGTH ? term : undefined;
}

/** The heading an article sits under (for the article's breadcrumb), or `undefined`. */
export function policyHeadingOf(headings: readonly PolicyHeading[] | undefined, articleId: string): PolicyHeading | undefined {
  const id = articleId.toLowerCase();
  return headings?.find((heading) => heading.articles.some((article) => article.id.toLowerCase() === id));
}
