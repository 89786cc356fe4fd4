import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { profiles as profileMocks } from '@ypo/msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdRequests, problem, recordRequests, server, startMockServer, wrapperFor } from '../../testing/mock-server';
import { useMentionSearch, type MentionCandidate } from './use-mention-search';

startMockServer();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const COMMUNITY = { communityId: '00000000-0000-4000-8000-00000000c101', communityType: 'chapter' };
const SEARCH = '*/profiles/api/membersearch/:communityId/:name/:term';
const member = (n: number, lastName = 'Okafor'): MentionCandidate => ({
  id: `5d1f6a2e-3c4b-4f7a-9e21-${String(n).padStart(12, '0')}`,
  firstName: `Member${n}`,
  lastName,
  preferredName: null,
});

function setup(initial: string) {
  const requests = recordRequests();
  const wrapper = wrapperFor();
  const hook = renderHook(({ typed }) => useMentionSearch(COMMUNITY, typed), { wrapper, initialProps: { typed: initial } });
  const paths = () => requests.map((r) => decodeURIComponent(new URL(r.url).pathname));
  return { ...hook, paths };
}

describe('useMentionSearch (spec 001 §4, §5, §8, §9)', () => {
  it("searches the community's members by the typed term, without the @", async () => {
    server.use(profileMocks.getProfilesMemberSearchMockHandler([member(1), member(2)]));
    const { result, paths } = setup('@Oka');
    await waitFor(() => expect(result.current.members).toHaveLength(2));
    expect(result.current.term).toBe('Oka');
    expect(paths()).toEqual([`/profiles/api/membersearch/${COMMUNITY.communityId}/chapter/Oka`]);
  });

  it('sends nothing for text of 1 character or less', async () => {
    const { result, paths, rerender } = setup('@');
    rerender({ typed: '@O' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(paths()).toEqual([]);
    expect(result.current).toMatchObject({ members: [], term: null, isLoading: false, error: undefined });
  });

  it('cuts the list to 100 members', async () => {
    server.use(profileMocks.getProfilesMemberSearchMockHandler(Array.from({ length: 130 }, (_, i) => member(i))));
    const { result } = setup('Member');
    await waitFor(() => expect(result.current.members).toHaveLength(100));
    expect(result.current.members[99]?.firstName).toBe('Member99');
  });

  it('aborts the older search when a newer term comes, and never shows its late answer', async () => {
    const held = holdRequests('get', SEARCH);
    const { result, rerender } = setup('Ok');
    await waitFor(() => expect(held).toHaveLength(1));
    rerender({ typed: 'Oka' });
    await waitFor(() => expect(held).toHaveLength(2));
    expect(held[0]?.request.signal.aborted).toBe(true);
    expect(held[1]?.request.signal.aborted).toBe(false);
    held[0]?.answer([member(1, 'Older')]);
    held[1]?.answer([member(2, 'Okafor')]);
    await waitFor(() => expect(result.current.members.map((m) => m.lastName)).toEqual(['Okafor']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.members.map((m) => m.lastName)).toEqual(['Okafor']);
    expect(result.current.error).toBeUndefined();
  });

  it('ignores a late answer even from a transport that does not stop on abort', async () => {
    let releaseOlder: () => void = () => undefined;
    server.use(
      profileMocks.getProfilesMemberSearchMockHandler(async ({ params }) => {
        if (params['term'] === 'Ok') await new Promise<void>((resolve) => (releaseOlder = resolve));
        return [member(params['term'] === 'Ok' ? 1 : 2, String(params['term']))];
      }),
    );
    const { result, rerender } = setup('Ok');
    await waitFor(() => expect(result.current.isLoading).toBe(true));
    rerender({ typed: 'Oka' });
    await waitFor(() => expect(result.current.members.map((m) => m.lastName)).toEqual(['Oka']));
    releaseOlder();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.members.map((m) => m.lastName)).toEqual(['Oka']);
  });

  it('logs a failed search and empties the list (spec 001 §8)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(problem('get', SEARCH, 500, 'Internal Server Error'));
    const { result } = setup('Oka');
    await waitFor(() => expect(result.current.error?.code).toBe('server'));
    expect(result.current.members).toEqual([]);
    expect(log).toHaveBeenCalled();
  });
});
