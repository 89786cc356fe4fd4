import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { profiles } from '@ypo/msw';
import { afterEach, describe, expect, it } from 'vitest';
import { problem, recordRequests, startMockServer, wrapperFor } from '../../testing/mock-server';
import { usePolicyArticle, usePolicyHeadings, usePolicySearch } from './use-policies';

startMockServer();
afterEach(cleanup);

const ARTICLE = { id: '9b000000-0000-4000-8000-000000000011', title: 'Code of conduct', content: '<p>Respect.</p>' };

describe('policies and procedures (spec 002 §7)', () => {
  it('loads the headings, and an article only once one is chosen', async () => {
    const requests = recordRequests();
    const headings = [{ id: '9b000000-0000-4000-8000-000000000001', title: 'Membership policies', articles: [{ id: ARTICLE.id, title: ARTICLE.title }] }];
    const wrapper = wrapperFor(profiles.getGetPolicyHeadingsMockHandler(headings), profiles.getGetPolicyArticleDataMockHandler(ARTICLE));
    const { result, rerender } = renderHook(({ id }: { id?: string }) => ({ headings: usePolicyHeadings(), article: usePolicyArticle(id) }), { wrapper, initialProps: {} });
    await waitFor(() => expect(result.current.headings.headings).toEqual(headings));
    expect(requests.some((r) => r.url.includes('get-article-data'))).toBe(false);
    rerender({ id: ARTICLE.id });
    await waitFor(() => expect(result.current.article.article).toEqual(ARTICLE));
    expect(requests.some((r) => r.url.endsWith(`/get-article-data/${ARTICLE.id}`))).toBe(true);
  });

  it('searches the trimmed term only when over 1 character', async () => {
    const requests = recordRequests();
    const wrapper = wrapperFor(profiles.getSearchPoliciesMockHandler([{ id: ARTICLE.id, title: ARTICLE.title }]));
    const { result, rerender } = renderHook(({ input }: { input: string }) => usePolicySearch(input), { wrapper, initialProps: { input: ' c ' } });
    expect(result.current.term).toBeUndefined();
    expect(result.current.results).toBeUndefined();
    rerender({ input: '  code of  conduct ' });
    await waitFor(() => expect(result.current.results).toEqual([{ id: ARTICLE.id, title: ARTICLE.title }]));
    expect(result.current.term).toBe('code of conduct');
    const searches = requests.filter((r) => r.url.includes('/tools/policies/search/'));
    expect(searches.map((r) => decodeURIComponent(new URL(r.url).pathname.split('/').pop() ?? ''))).toEqual(['code of conduct']);
    rerender({ input: '' });
    expect(result.current.results).toBeUndefined();
  });

  it('a failed article load is an error', async () => {
    const wrapper = wrapperFor(problem('get', '*/profiles/api/tools/policies/get-article-data/:id', 404, 'Not Found'));
    const { result } = renderHook(() => usePolicyArticle(ARTICLE.id), { wrapper });
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.article).toBeUndefined();
  });
});
