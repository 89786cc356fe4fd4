import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { profiles } from '@ypo/msw';
import { afterEach, describe, expect, it } from 'vitest';
import { problem, startMockServer, wrapperFor } from '../../testing/mock-server';
import { useRenewalStatus } from './use-renewal-status';

startMockServer();
afterEach(cleanup);

const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';

const RENEWAL = '*/profiles/api/persons/:id/renewal-status';

describe('useRenewalStatus (spec 000 §4)', () => {
  it('turns the renewal status into the banner', async () => {
    const wrapper = wrapperFor(
      profiles.getGetPersonRenewalStatusMockHandler(({ request }) => {
        expect(new URL(request.url).pathname).toBe(`/profiles/api/persons/${AMARA}/renewal-status`);
        return { personId: AMARA, renewalStatus: 'Incomplete', renewalDeadline: '2026-06-30' };
      }),
    );
    const { result } = renderHook(() => useRenewalStatus(AMARA), { wrapper });
    await waitFor(() => expect(result.current.banner).toEqual({ action: 'continue', deadline: '2026-06-30' }));
  });

  it('shows no banner when the call fails or there is no person', async () => {
    const wrapper = wrapperFor(problem('get', RENEWAL, 404, 'Not Found'));
    const failing = renderHook(() => useRenewalStatus(AMARA), { wrapper });
    await waitFor(() => expect(failing.result.current.error?.cause?.status).toBe(404));
    expect(failing.result.current.banner).toBeNull();
    const none = renderHook(() => useRenewalStatus(null), { wrapper });
    expect(none.result.current.banner).toBeNull();
  });
});
