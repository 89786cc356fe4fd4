import { renderHook, waitFor } from '@testing-library/react';
import { waiver as mocks } from '@ypo/msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { problem, startMockServer, wrapperFor } from '../../testing/mock-server';
import { usePrpRole } from './use-prp-role';

startMockServer();
afterEach(() => vi.restoreAllMocks());

describe('usePrpRole (spec 002 §4: get-prp-role)', () => {
  it('says which Peer Review Panel lists are the person’s', async () => {
    const wrapper = wrapperFor(mocks.getGetWaiverPrpRoleMockHandler({ isMember: true, isAdmin: false, isActive: true }));
    const { result } = renderHook(() => usePrpRole(), { wrapper });
    await waitFor(() => expect(result.current.isPanelMember).toBe(true));
    expect(result.current.isPanelAdmin).toBe(false);
  });

  it('gives an inactive role no list', async () => {
    const wrapper = wrapperFor(mocks.getGetWaiverPrpRoleMockHandler({ isMember: true, isAdmin: true, isActive: false }));
    const { result } = renderHook(() => usePrpRole(), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toEqual({ isPanelMember: false, isPanelAdmin: false });
  });

  it('offers no panel link when the call fails, and logs nothing', async () => {
    const log = vi.spyOn(console, 'error');
    const wrapper = wrapperFor(problem('get', '*/waiver/api/waivers/get-prp-role', 500, 'Internal Server Error'));
    const { result } = renderHook(() => usePrpRole(), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toEqual({ isPanelMember: false, isPanelAdmin: false });
    expect(log).not.toHaveBeenCalled();
  });
});
