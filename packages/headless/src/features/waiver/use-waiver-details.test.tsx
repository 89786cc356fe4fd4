import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { waiver as mocks } from '@ypo/msw';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WAIVER_MESSAGES } from '../../core/waiver/messages';
import { problem, recordRequests, server, startMockServer, wrapperFor } from '../../testing/mock-server';
import { useWaiverActions } from './use-waiver-actions';
import { useWaiverDetails, type WaiverDetailsAnswer } from './use-waiver-details';

startMockServer();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const LEAD = '7b000000-0000-4000-8000-000000000001';
const ID = '3c000000-0000-4000-8000-000000000001';
const CHAPTER = '00000000-0000-4000-8000-00000000c101';
const silenceLog = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);
const waiverOf = (extra: Partial<WaiverDetailsAnswer> = {}) =>
  ({ id: ID, leadId: LEAD, communityId: CHAPTER, firstName: 'Ingrid', lastName: 'Solberg', waiverStatus: 'Requested', waiverFlowStatus: 'Submit', ...extra }) as WaiverDetailsAnswer;
const prp = (isAdmin: boolean, isMember: boolean) => mocks.getGetWaiverPrpRoleMockHandler({ isAdmin, isMember, isActive: isAdmin || isMember });
const posts = (calls: Request[]) => calls.filter((r) => r.method === 'POST').map((r) => new URL(r.url).pathname.replace('/waiver/api/waivers/', ''));

/** Details and actions together, as the page uses them. */
function useBoth(viewType: string) {
  const details = useWaiverDetails(LEAD, viewType, { communityId: CHAPTER });
  const actions = useWaiverActions(details.waiver && details.state ? { waiver: details.waiver, state: details.state, viewer: details.viewer } : undefined);
  return { details, actions };
}

describe('useWaiverDetails (spec 002 §4, §6, §7)', () => {
  it('loads the waiver in its view and gives the actions the viewer may take', async () => {
    const calls = recordRequests();
    const wrapper = wrapperFor(mocks.getGetWaiverDetailsMockHandler(waiverOf()), prp(false, false));
    const { result } = renderHook(() => useWaiverDetails(LEAD, 'regional', { communityId: CHAPTER }), { wrapper });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.state).toMatchObject({ status: 'requested', flow: 'Submit' });
    expect(result.current.viewer.roles).toEqual(['Regional Officer']);
    expect(result.current.actions).toEqual(['sendToRegion', 'sendToPrp', 'commentAsRegion']);
    const details = calls.find((r) => r.url.includes('get-details'));
    expect(new URL(details?.url ?? '').pathname).toBe(`/waiver/api/waivers/get-details/${LEAD}/regional`);
    expect(new URL(details?.url ?? '').searchParams.get('communityId')).toBe(CHAPTER);
  });

  it('reads the PRP roles from get-prp-role: a PRP view without the role gives no action', async () => {
    const wrapper = wrapperFor(mocks.getGetWaiverDetailsMockHandler(waiverOf({ waiverFlowStatus: 'Denied_by_Member' })), prp(false, true));
    const { result } = renderHook(() => ({ admin: useWaiverDetails(LEAD, 'prpAdmin'), member: useWaiverDetails(LEAD, 'prpMember') }), { wrapper });
    await waitFor(() => expect(result.current.member.actions).toEqual(['commentAsPrpMember', 'voteApprove', 'voteDeny']));
    expect(result.current.admin.viewer.roles).toEqual([]);
    expect(result.current.admin.actions).toEqual([]);
  });

  it('reads comments, votes and the history when the answer carries one', async () => {
    const history = [
      { action: 'voteDeny', personId: 'p1', personName: 'Farid Haddad', at: '2026-10-08T10:00:00Z', from: { status: 'requested', flow: 'Send_to_PRP' }, to: { status: 'requested', flow: 'Denied_by_Member' }, note: 'Too small.' },
      { action: 'commentAsRegion', personId: 'r1', personName: 'Esperanza Ruiz', at: '2026-10-06T10:00:00Z', from: { status: 'requested', flow: 'Submit' }, to: { status: 'requested', flow: 'Submit' }, note: 'Supported.' },
      { bogus: true },
    ];
    const wrapper = wrapperFor(http.get('*/waiver/api/waivers/get-details/:leadId/:viewType', () => HttpResponse.json({ ...waiverOf(), history })), prp(false, false));
    const { result } = renderHook(() => useWaiverDetails(LEAD, 'chapter'), { wrapper });
    await waitFor(() => expect(result.current.history).toHaveLength(2));
    expect(result.current.history.map((h) => h.action)).toEqual(['commentAsRegion', 'voteDeny']);
    expect(result.current.comments).toEqual([{ type: 'REGIONALOFFICER', personId: 'r1', personName: 'Esperanza Ruiz', comment: 'Supported.', at: '2026-10-06T10:00:00Z' }]);
    expect(result.current.votes).toMatchObject([{ personName: 'Farid Haddad', vote: 'deny', reason: 'Too small.' }]);
  });

  it('shows the permissions text for a 403 and the load text for another failure', async () => {
    silenceLog();
    const wrapper = wrapperFor(problem('get', '*/waiver/api/waivers/get-details/:leadId/:viewType', 403, 'Insufficient permissions to view waiverList'), prp(false, false));
    const { result } = renderHook(() => useWaiverDetails(LEAD, 'chapter'), { wrapper });
    await waitFor(() => expect(result.current.error?.message).toBe(WAIVER_MESSAGES.insufficientPermissions));
    expect(result.current.actions).toEqual([]);
    server.use(problem('get', '*/waiver/api/waivers/get-details/:leadId/:viewType', 500, 'Internal Server Error'));
    const other = renderHook(() => useWaiverDetails(LEAD, 'chapter'), { wrapper: wrapperFor() });
    await waitFor(() => expect(other.result.current.error?.message).toBe(WAIVER_MESSAGES.details.loadFailed));
  });

  it('holds every load without a lead', () => {
    const calls = recordRequests();
    const { result } = renderHook(() => useWaiverDetails(undefined, 'chapter'), { wrapper: wrapperFor() });
    expect(result.current).toMatchObject({ waiver: undefined, actions: [], isLoading: false });
    expect(calls).toHaveLength(0);
  });
});

describe('useWaiverActions (spec 002 §4, §7, §8)', () => {
  it('refuses locally what the machine does not allow, and a bad payload, without a call', async () => {
    const calls = recordRequests();
    const wrapper = wrapperFor(mocks.getGetWaiverDetailsMockHandler(waiverOf()), prp(false, false));
    const { result } = renderHook(() => useBoth('regional'), { wrapper });
    await waitFor(() => expect(result.current.details.actions).toHaveLength(3));
    const failureOf = async (request: Parameters<typeof result.current.actions.run>[0]) => {
      const outcome = await act(() => result.current.actions.run(request));
      return outcome?.ok === false ? [outcome.error.code, outcome.error.message] : outcome;
    };
    expect(await failureOf({ action: 'sendBack', reason: 'No.' })).toEqual(['forbidden', 'Only PRP Admin may send the waiver back to the chapter now.']);
    expect(await failureOf({ action: 'commentAsRegion', comment: '  ' })).toEqual(['validation', WAIVER_MESSAGES.commentRequired]);
    expect(await failureOf({ action: 'sendToPrp', reviewMembers: [] })).toEqual(['validation', WAIVER_MESSAGES.panelRequired]);
    expect(posts(calls)).toEqual([]);
  });

  it("refuses an action the viewer's role allows but the state does not", async () => {
    const calls = recordRequests();
    const wrapper = wrapperFor(mocks.getGetWaiverDetailsMockHandler(waiverOf()), prp(false, true));
    const { result } = renderHook(() => useBoth('prpMember'), { wrapper });
    await waitFor(() => expect(result.current.details.isLoading).toBe(false));
    expect(result.current.details.actions).toEqual([]);
    const outcome = await act(() => result.current.actions.run({ action: 'voteApprove' }));
    expect(outcome?.ok === false && [outcome.error.code, outcome.error.message]).toEqual(['forbidden', 'A waiver in Waiver Requested (Submit) cannot vote to approve the waiver.']);
    expect(posts(calls)).toEqual([]);
  });

  it('sends the allowed action with its payload and loads the details again', async () => {
    const calls = recordRequests();
    const wrapper = wrapperFor(mocks.getGetWaiverDetailsMockHandler(waiverOf()), prp(false, false), mocks.getSendWaiverToPrpMockHandler(true), mocks.getAddWaiverRegionalOfficerCommentMockHandler(true));
    const { result } = renderHook(() => useBoth('regional'), { wrapper });
    await waitFor(() => expect(result.current.details.actions).toHaveLength(3));
    const before = calls.filter((r) => r.url.includes('get-details')).length;
    const outcome = await act(() => result.current.actions.run({ action: 'sendToPrp', reviewMembers: ['5d1f6a2e-3c4b-4f7a-9e21-0a0000000006'] }));
    expect(outcome).toEqual({ ok: true, data: { action: 'sendToPrp', isErrorFlag: false } });
    await act(() => result.current.actions.run({ action: 'commentAsRegion', comment: ' Supported. ' }));
    const sent = calls.filter((r) => r.method === 'POST');
    expect(posts(calls)).toEqual(['send-to-prp', 'add-comment/REGIONALOFFICER']);
    expect(await sent[0]?.json()).toEqual({ id: ID, leadId: LEAD, communityId: CHAPTER, reviewMembers: ['5d1f6a2e-3c4b-4f7a-9e21-0a0000000006'] });
    expect(await sent[1]?.json()).toEqual({ id: ID, leadId: LEAD, comment: 'Supported.' });
    expect(new URL(sent[1]?.url ?? '').searchParams.get('communityId')).toBe(CHAPTER);
    await waitFor(() => expect(calls.filter((r) => r.url.includes('get-details')).length).toBeGreaterThan(before));
  });

  it('swallows a failed vote, send-back or finalize with the error flag (spec 002 §8)', async () => {
    silenceLog();
    const wrapper = wrapperFor(
      mocks.getGetWaiverDetailsMockHandler(waiverOf({ waiverFlowStatus: 'Denied_by_Member' })),
      prp(true, false),
      problem('post', '*/waiver/api/waivers/finalize-request', 500, 'Internal Server Error'),
      http.post('*/waiver/api/waivers/send-back-to-chapter', () => HttpResponse.json(true, { status: 202 })),
    );
    const { result } = renderHook(() => useBoth('prpAdmin'), { wrapper });
    await waitFor(() => expect(result.current.details.actions).toEqual(['sendToRegion', 'sendToPrp', 'sendBack', 'finalizeApproved', 'finalizeDenied']));
    const recipients = [{ id: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000002', name: 'Bruno Lindqvist', email: 'bruno.lindqvist@harborcity.example' }];
    let outcome = await act(() => result.current.actions.run({ action: 'finalizeApproved', recipients }));
    expect(outcome).toEqual({ ok: true, data: { action: 'finalizeApproved', isErrorFlag: true } });
    expect(result.current.actions.errorFlag).toBe('finalizeApproved');
    expect(result.current.actions.error).toBeUndefined();
    // Any status but 200 is the error flag, even a success status.
    outcome = await act(() => result.current.actions.run({ action: 'sendBack', reason: 'Please attach the figures.' }));
    expect(outcome).toEqual({ ok: true, data: { action: 'sendBack', isErrorFlag: true } });
    expect(result.current.actions.errorFlag).toBe('sendBack');
  });

  it('throws the other failures with the server message: the dialog keeps them', async () => {
    silenceLog();
    const wrapper = wrapperFor(
      mocks.getGetWaiverDetailsMockHandler(waiverOf()),
      prp(false, false),
      http.post('*/waiver/api/waivers/send-to-region/:leadId', () => HttpResponse.json({ title: 'Forbidden', status: 403, detail: "Only the regional officer of the waiver's region or a PRP admin can do this." }, { status: 403 })),
    );
    const { result } = renderHook(() => useBoth('regional'), { wrapper });
    await waitFor(() => expect(result.current.details.actions).toHaveLength(3));
    const outcome = await act(() => result.current.actions.run({ action: 'sendToRegion' }));
    expect(outcome).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(result.current.actions.error).toBeDefined();
    expect(result.current.actions.errorFlag).toBeNull();
    act(() => result.current.actions.reset());
    expect(result.current.actions.error).toBeUndefined();
  });
});
