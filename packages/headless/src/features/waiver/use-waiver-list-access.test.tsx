import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { problem, startMockServer, wrapperFor } from '../../testing/mock-server';
import { useWaiverListAccess } from './use-waiver-list-access';

startMockServer();
afterEach(() => vi.restoreAllMocks());

const REQUESTS = '*/waiver/api/waivers/get-requests/:viewType';

describe('useWaiverListAccess (spec 002 §2, §4: get-requests/{viewType})', () => {
  it('says yes when the view’s list answers, asking for its first page in that view', async () => {
    const asked: string[] = [];
    const wrapper = wrapperFor(
      http.get(REQUESTS, ({ request, params }) => {
        asked.push(`${String(params.viewType)} ${new URL(request.url).searchParams.get('pageNumber')}`);
        return HttpResponse.json([]);
      }),
    );
    const { result } = renderHook(() => useWaiverListAccess('regionalMemberOfficer'), { wrapper });
    await waitFor(() => expect(result.current).toBe(true));
    expect(asked).toEqual(['regionalMemberOfficer 1']);
  });

  it('says no when the server refuses the view (403), and logs nothing', async () => {
    const log = vi.spyOn(console, 'error');
    const wrapper = wrapperFor(problem('get', REQUESTS, 403, 'Forbidden'));
    const { result } = renderHook(() => useWaiverListAccess('regionalMemberOfficer'), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toBe(false);
    expect(log).not.toHaveBeenCalled();
  });

  it('asks nothing while disabled', async () => {
    let calls = 0;
    const wrapper = wrapperFor(http.get(REQUESTS, () => ((calls += 1), HttpResponse.json([]))));
    const { result } = renderHook(() => useWaiverListAccess('regionalMemberOfficer', { isEnabled: false }), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toBe(false);
    expect(calls).toBe(0);
  });
});
