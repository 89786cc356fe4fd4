import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ProblemMethod } from '@ypo/msw';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { holdRequests, providerFor, startMockServer, testSdk } from '../testing/mock-server';
import { useSdkQuery } from './use-sdk-query';

startMockServer();
afterEach(cleanup);

/** Every `method path` request held open until the test answers it, and a provider on the mock server. */
function heldServer(method: ProblemMethod, path: string) {
  const held = holdRequests(method, path);
  const sdk = testSdk();
  const wrapper = providerFor(sdk);
  return { held, wrapper };
}

const SEARCH = '*/profiles/api/personsearchautocomplete';
const EMAILS = '*/profiles/api/champs/get-emails/:communityId';

/** A member type-ahead as a feature would write it: every text shares the action name 'memberSearch'. */
function useMemberSearch(text: string) {
  return useSdkQuery(
    text.length > 1 ? ['profiles/api/personsearchautocomplete', text] : null,
    (sdk, signal) => sdk.profiles.POST('/profiles/api/personsearchautocomplete', { body: { search: text }, signal }),
    { name: 'memberSearch' },
  );
}

/** A community's email list as a feature would write it: drafts or sent, one action name for both. */
function useEmails(communityId: string, isDraft: boolean) {
  return useSdkQuery<unknown[]>(
    ['profiles/api/champs/get-emails', communityId, isDraft],
    (sdk, signal) => sdk.profiles.GET('/profiles/api/champs/get-emails/{communityId}', { params: { path: { communityId }, query: { isDraft } }, signal }),
    { name: 'champsEmails' },
  );
}

const COMMUNITY = '7c000000-0000-4000-8000-000000000001';
const AMARA = { id: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001', firstName: 'Amara', lastName: 'Okafor' };

describe('useSdkQuery: requests of the same action name cancel the previous one (spec 001 §4)', () => {
  it('type-ahead: typing fast aborts the older searches and only the last answer is shown', async () => {
    const { held, wrapper } = heldServer('post', SEARCH);
    const { result, rerender } = renderHook(({ text }) => useMemberSearch(text), { wrapper, initialProps: { text: 'am' } });
    await waitFor(() => expect(held).toHaveLength(1));
    rerender({ text: 'ama' });
    await waitFor(() => expect(held).toHaveLength(2));
    rerender({ text: 'amara' });
    await waitFor(() => expect(held).toHaveLength(3));
    expect(held.map((h) => h.request.signal.aborted)).toEqual([true, true, false]);
    expect(await held[2]!.request.json()).toEqual({ search: 'amara' });
    held[2]!.answer([AMARA]);
    await waitFor(() => expect(result.current.data).toEqual([AMARA]));
    expect(result.current.error).toBeUndefined();
  });

  it('lists: changing the filter aborts the older list load, and the abort is no error', async () => {
    const { held, wrapper } = heldServer('get', EMAILS);
    const { result, rerender } = renderHook(({ isDraft }) => useEmails(COMMUNITY, isDraft), { wrapper, initialProps: { isDraft: false } });
    await waitFor(() => expect(held).toHaveLength(1));
    rerender({ isDraft: true });
    await waitFor(() => expect(held).toHaveLength(2));
    expect(held[0]!.request.signal.aborted).toBe(true);
    expect(new URL(held[1]!.request.url).search).toBe('?isDraft=true');
    held[1]!.answer([{ emailId: 'e1' }]);
    await waitFor(() => expect(result.current.data).toEqual([{ emailId: 'e1' }]));
    // Back to the first filter: loaded again (its aborted load left no error behind).
    rerender({ isDraft: false });
    await waitFor(() => expect(held).toHaveLength(3));
    expect(result.current.error).toBeUndefined();
    held[2]!.answer([]);
    await waitFor(() => expect(result.current.data).toEqual([]));
  });

  it('pending loads: leaving the screen aborts the load; a screen still using it keeps it', async () => {
    const { held, wrapper } = heldServer('get', EMAILS);
    function Emails() {
      const { data, error } = useEmails(COMMUNITY, false);
      return <p>{error ? error.message : data ? `${data.length} emails` : 'loading'}</p>;
    }
    function Screen() {
      const [count, setCount] = useState(2);
      return (
        <>
          <button onClick={() => setCount((n) => n - 1)}>leave</button>
          {Array.from({ length: count }, (_, i) => (
            <Emails key={i} />
          ))}
        </>
      );
    }
    render(<Screen />, { wrapper });
    await waitFor(() => expect(held).toHaveLength(1));
    act(() => screen.getByRole('button').click());
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(held[0]!.request.signal.aborted).toBe(false);
    act(() => screen.getByRole('button').click());
    await waitFor(() => expect(held[0]!.request.signal.aborted).toBe(true));
  });

  it('shows a real failure as the AppError of the catalogue', async () => {
    const { held, wrapper } = heldServer('get', EMAILS);
    const { result } = renderHook(() => useEmails(COMMUNITY, false), { wrapper });
    await waitFor(() => expect(held).toHaveLength(1));
    held[0]!.answer({ title: 'Internal Server Error' }, 500);
    await waitFor(() => expect(result.current.error).toMatchObject({ code: 'server', cause: { status: 500 } }));
  });
});
