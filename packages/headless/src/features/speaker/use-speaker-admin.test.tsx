import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { speaker as mocks } from '@ypo/msw';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SpeakerApplicant } from '../../core/speaker/admin';
import { problem, recordRequests, server, startMockServer, wrapperFor } from '../../testing/mock-server';
import { useCanViewSpeakerAdmin, usePendingSpeakersCount, useSpeakerApplicants, useSpeakerReview } from './use-speaker-admin';

startMockServer();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const pid = (n: number) => `5d1f6a2e-3c4b-4f7a-9e21-0a00000${String(n).padStart(5, '0')}`;
const card = (n: number, extra: Partial<SpeakerApplicant> = {}): SpeakerApplicant => ({
  personID: pid(n), speakerId: null, firstName: `First${n}`, familyName: `Last${n}`, categories: ['Leading Change'], approvalStatus: 'P', ...extra,
});
const silenceLog = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);
const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);
const listCalls = (calls: Request[], name: string) => calls.filter((r) => new URL(r.url).pathname.endsWith(name)).map(queryOf);

/** A stateful pending list of `total` applicants, paged by skipNumber and takeSize; review moves them out. */
function pendingServer(total: number) {
  let pending = Array.from({ length: total }, (_, i) => card(i + 1));
  const reviewed: SpeakerApplicant[] = [];
  const page = (list: SpeakerApplicant[], request: Request) => {
    const { skipNumber, takeSize } = queryOf(request);
    return list.slice(Number(skipNumber), Number(skipNumber) + Number(takeSize));
  };
  const review = (status: 'A' | 'D') => async ({ request }: { request: Request }) => {
    const body = (await request.json()) as { personID: string };
    const found = pending.find((c) => c.personID === body.personID);
    if (!found) return HttpResponse.json({ title: 'Unprocessable', status: 422 }, { status: 422 });
    pending = pending.filter((c) => c !== found);
    reviewed.unshift({ ...found, approvalStatus: status });
    return HttpResponse.json(true);
  };
  return [
    mocks.getCanViewSpeakerAdminDirectoryMockHandler(true),
    mocks.getGetPendingSpeakersCountMockHandler(() => pending.length),
    mocks.getGetPendingSpeakersMockHandler(({ request }) => page(pending, request)),
    mocks.getGetReviewedSpeakersMockHandler(({ request }) => {
      const status = queryOf(request).status;
      return page(status ? reviewed.filter((c) => c.approvalStatus === status) : reviewed, request);
    }),
    http.post('*/speaker/api/speaker/approve-speaker-request', review('A')),
    http.post('*/speaker/api/speaker/reject-speaker-request', review('D')),
  ];
}

describe('useCanViewSpeakerAdmin and usePendingSpeakersCount (spec 002 §6, §7)', () => {
  it('reads the permission and the count', async () => {
    const wrapper = wrapperFor(mocks.getCanViewSpeakerAdminDirectoryMockHandler(true), mocks.getGetPendingSpeakersCountMockHandler(7));
    const { result } = renderHook(() => ({ admin: useCanViewSpeakerAdmin(), count: usePendingSpeakersCount() }), { wrapper });
    expect(result.current.admin).toMatchObject({ canView: false, isLoading: true });
    await waitFor(() => expect(result.current.admin).toMatchObject({ canView: true, isLoading: false }));
    await waitFor(() => expect(result.current.count.count).toBe(7));
  });
  it('a refused or failed check means no, and the count waits while disabled', async () => {
    silenceLog();
    const calls = recordRequests();
    const wrapper = wrapperFor(problem('get', '*/speaker/api/speaker/can-view-speaker-admin-directory', 500, 'Internal Server Error'));
    const { result } = renderHook(() => ({ admin: useCanViewSpeakerAdmin(), count: usePendingSpeakersCount({ isEnabled: false }) }), { wrapper });
    await waitFor(() => expect(result.current.admin.isLoading).toBe(false));
    expect(result.current.admin.canView).toBe(false);
    expect(result.current.count.count).toBeUndefined();
    expect(calls.filter((r) => r.url.includes('pending-speakers-count'))).toHaveLength(0);
  });
});

describe('useSpeakerApplicants (spec 002 §4, §7, §8)', () => {
  it('pages the pending list by 10 until a page comes back short', async () => {
    const calls = recordRequests();
    const wrapper = wrapperFor(...pendingServer(23));
    const { result } = renderHook(() => useSpeakerApplicants('pending'), { wrapper });
    await waitFor(() => expect(result.current.applicants).toHaveLength(10));
    expect(result.current).toMatchObject({ hasMore: true, isLoading: false });
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.applicants).toHaveLength(20));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.applicants).toHaveLength(23));
    expect(result.current.hasMore).toBe(false);
    act(() => result.current.loadMore());
    expect(listCalls(calls, 'get-pending-speakers')).toEqual([
      { skipNumber: '0', takeSize: '10' },
      { skipNumber: '10', takeSize: '10' },
      { skipNumber: '20', takeSize: '10' },
    ]);
  });

  it('sends the reviewed filter as status: A, D, or none for Approved and Denied', async () => {
    const calls = recordRequests();
    const wrapper = wrapperFor(mocks.getGetReviewedSpeakersMockHandler([card(1, { approvalStatus: 'A' })]));
    const { result, rerender } = renderHook(({ filter }) => useSpeakerApplicants('reviewed', filter), { wrapper, initialProps: { filter: 'approved' as 'approved' | 'denied' | 'approvedAndDenied' } });
    await waitFor(() => expect(result.current.applicants).toHaveLength(1));
    expect(result.current.hasMore).toBe(false);
    rerender({ filter: 'denied' });
    await waitFor(() => expect(listCalls(calls, 'get-reviewed-speakers')).toHaveLength(2));
    rerender({ filter: 'approvedAndDenied' });
    await waitFor(() => expect(listCalls(calls, 'get-reviewed-speakers')).toHaveLength(3));
    expect(listCalls(calls, 'get-reviewed-speakers')).toEqual([
      { skipNumber: '0', takeSize: '10', status: 'A' },
      { skipNumber: '0', takeSize: '10', status: 'D' },
      { skipNumber: '0', takeSize: '10' },
    ]);
  });

  it('a failed pending list load empties the list and gives the error', async () => {
    const log = silenceLog();
    const wrapper = wrapperFor(mocks.getGetPendingSpeakersMockHandler(({ request }) => Array.from({ length: 10 }, (_, i) => card(Number(queryOf(request).skipNumber) + i + 1))));
    const { result } = renderHook(() => useSpeakerApplicants('pending'), { wrapper });
    await waitFor(() => expect(result.current.applicants).toHaveLength(10));
    server.use(problem('get', '*/speaker/api/speaker/get-pending-speakers', 500, 'Internal Server Error'));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.applicants).toEqual([]);
    expect(result.current.hasMore).toBe(false);
    expect(result.current.error?.message).toBeTruthy();
    expect(log).toHaveBeenCalled();
  });

  it('loads nothing while disabled', async () => {
    const calls = recordRequests();
    const wrapper = wrapperFor(...pendingServer(3));
    const { result } = renderHook(() => useSpeakerApplicants('pending', 'approvedAndDenied', { isEnabled: false }), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(result.current).toMatchObject({ applicants: [], isLoading: false, hasMore: false });
    expect(calls).toHaveLength(0);
  });
});

describe('useSpeakerReview (spec 002 §4)', () => {
  it('approves: the applicant leaves the pending list at once, then count and reviewed list reload', async () => {
    const calls = recordRequests();
    const wrapper = wrapperFor(...pendingServer(3));
    const { result } = renderHook(
      () => ({ pending: useSpeakerApplicants('pending'), approved: useSpeakerApplicants('reviewed', 'approved'), count: usePendingSpeakersCount(), review: useSpeakerReview() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.pending.applicants).toHaveLength(3));
    await waitFor(() => expect(result.current.count.count).toBe(3));
    expect(result.current.approved.applicants).toEqual([]);
    let outcome: Awaited<ReturnType<typeof result.current.review.review>>;
    await act(async () => {
      outcome = await result.current.review.review({ applicant: card(2), decision: 'approve' });
    });
    expect(outcome).toEqual({ ok: true, data: true });
    expect(result.current.pending.applicants.map((a) => a.personID)).toEqual([pid(1), pid(3)]);
    await waitFor(() => expect(result.current.count.count).toBe(2));
    await waitFor(() => expect(result.current.approved.applicants.map((a) => a.personID)).toEqual([pid(2)]));
    const body = await calls.find((r) => r.url.includes('approve-speaker-request'))?.clone().json();
    expect(body).toEqual({ speakerId: null, personID: pid(2) });
  });

  it('denies through reject-speaker-request with the speaker id of a non-member', async () => {
    const calls = recordRequests();
    const wrapper = wrapperFor(http.post('*/speaker/api/speaker/reject-speaker-request', () => HttpResponse.json(true)));
    const { result } = renderHook(() => useSpeakerReview(), { wrapper });
    await act(async () => {
      await result.current.review({ applicant: card(4, { personID: null, speakerId: pid(9) }), decision: 'deny' });
    });
    expect(await calls.find((r) => r.url.includes('reject-speaker-request'))?.clone().json()).toEqual({ speakerId: pid(9), personID: null });
  });

  it('puts the applicant back when the review fails and gives the error', async () => {
    silenceLog();
    const wrapper = wrapperFor(...pendingServer(2));
    const { result } = renderHook(() => ({ pending: useSpeakerApplicants('pending'), review: useSpeakerReview() }), { wrapper });
    await waitFor(() => expect(result.current.pending.applicants).toHaveLength(2));
    server.use(problem('post', '*/speaker/api/speaker/approve-speaker-request', 403, 'Administrators Only'));
    let outcome: Awaited<ReturnType<typeof result.current.review.review>>;
    await act(async () => {
      outcome = await result.current.review.review({ applicant: card(1), decision: 'approve' });
    });
    expect(outcome?.ok).toBe(false);
    expect(result.current.review.error).toBeDefined();
    expect(result.current.pending.applicants.map((a) => a.personID)).toEqual([pid(1), pid(2)]);
  });
});
