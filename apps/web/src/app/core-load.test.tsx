import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppHarness, permissionsOf, startMockServer, userOf, type GatewayAnswers } from '../testing/app-harness';
import { useCoreLoad } from './core-load';

startMockServer();

const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const PERMISSIONS = '/communities/api/community/GetUserPermissionsAndCommunities';
const RENEWAL = `/profiles/api/persons/${AMARA}/renewal-status`;
const PROFILE = `/profiles/api/persons/${AMARA}`;

/** Answers that wait until the test releases them, by path. */
function heldAnswers(bodies: Record<string, unknown>) {
  const release: Record<string, () => void> = {};
  const answers: GatewayAnswers = {};
  for (const [path, body] of Object.entries(bodies)) {
    const answer = new Promise<Response>((resolve) => (release[path] = () => resolve(Response.json(body))));
    // The fake gateway awaits what an answer returns.
    answers[path] = (() => answer) as unknown as () => Response;
  }
  return { answers, release: (path: string) => act(async () => release[path]!()) };
}

function renderCoreLoad(answers: GatewayAnswers) {
  const harness = createAppHarness({ user: userOf(AMARA), answers });
  const view = renderHook(() => useCoreLoad(), { wrapper: harness.Providers });
  return { ...view, harness };
}

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

describe('useCoreLoad (spec 000 §2 core load)', () => {
  it('starts the permissions, renewal-status, profile and flags calls together and holds until the banners are known', async () => {
    const held = heldAnswers({ [PERMISSIONS]: permissionsOf(), [RENEWAL]: {}, [PROFILE]: {} });
    const { result, harness } = renderCoreLoad(held.answers);
    await waitFor(() => expect(harness.calls.map((c) => c.path)).toEqual(expect.arrayContaining([PERMISSIONS, RENEWAL, PROFILE, '/api/featureFlags'])));
    expect(result.current.isLoading).toBe(true);
    await held.release(PERMISSIONS);
    await held.release(PROFILE);
    expect(result.current.isLoading).toBe(true);
    await held.release(RENEWAL);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
  });

  it('does not wait for the renewal status of someone without membership (the banner is for members only)', async () => {
    const held = heldAnswers({ [RENEWAL]: {} });
    const answers = { ...held.answers, [PERMISSIONS]: () => Response.json(permissionsOf({ hasConnectAccess: false, isNonMemberSpeaker: true })) };
    const { result } = renderCoreLoad(answers);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
  });

  it('counts a failed call as answered', async () => {
    const failing = () => new Response(null, { status: 500 });
    const { result } = renderCoreLoad({ [PERMISSIONS]: () => Response.json(permissionsOf()), [RENEWAL]: failing, [PROFILE]: failing });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
  });

  it('does not wait for anything when nobody is signed in', async () => {
    const harness = createAppHarness({ user: null });
    const { result } = renderHook(() => useCoreLoad(), { wrapper: harness.Providers });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(harness.calls).toEqual([]);
  });
});
