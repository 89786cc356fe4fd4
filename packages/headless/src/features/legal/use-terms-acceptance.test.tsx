import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { profiles, speaker } from '@ypo/msw';
import { afterEach, describe, expect, it } from 'vitest';
import { problem, providerFor, server, startMockServer, testSdk } from '../../testing/mock-server';
import { useTermsAcceptance } from './use-terms-acceptance';

startMockServer();
afterEach(cleanup);

const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const HIROSHI = '5a000000-0000-4000-8000-000000000001';
const T0 = Date.UTC(2026, 10, 21, 9, 0, 0);

const profile = (personId: string, termsAndConditionsAccepted: boolean) => ({
  personId,
  firstName: 'Amara',
  familyName: 'Okafor',
  email: 'amara.okafor@harborcity.example',
  termsAndConditionsAccepted,
});

interface Seen {
  method: string;
  path: string;
  body: unknown;
}

function setup(accepted: boolean, saveStatus = 200) {
  const seen: Seen[] = [];
  const record = async (request: Request) => {
    const path = new URL(request.url).pathname;
    seen.push({ method: request.method, path, body: request.method === 'GET' ? undefined : await request.json() });
    return path;
  };
  server.use(
    profiles.getGetPersonMockHandler(async ({ request, params }) => (await record(request), profile(String(params.id), accepted))),
    ...(saveStatus !== 200
      ? [
          problem('put', '*/profiles/api/v2/persons/save-terms-and-conditions', saveStatus, 'Bad Request'),
          problem('post', '*/speaker/api/speaker/save-terms-and-conditions', saveStatus, 'Bad Request'),
        ]
      : [
          profiles.getSavePersonTermsAndConditionsMockHandler(async ({ request }) => (await record(request), profile(AMARA, true))),
          speaker.getSaveSpeakerTermsAndConditionsMockHandler(async ({ request }) => (await record(request), true)),
        ]),
  );
  const sdk = testSdk();
  const wrapper = providerFor(sdk);
  return { seen, wrapper };
}

describe('useTermsAcceptance (spec 000 §6, §7)', () => {
  it('is required while termsAndConditionsAccepted is false, and a member saves through profiles', async () => {
    const { seen, wrapper } = setup(false);
    const { result } = renderHook(() => useTermsAcceptance({ personId: AMARA, isNonMemberSpeaker: false, now: () => T0 }), { wrapper });
    await waitFor(() => expect(result.current.isRequired).toBe(true));
    await act(async () => expect(await result.current.accept()).toBe(true));
    expect(result.current.isRequired).toBe(false);
    expect(seen.at(-1)).toEqual({
      method: 'PUT',
      path: '/profiles/api/v2/persons/save-terms-and-conditions',
      body: { personId: AMARA, termsAndConditionsAccepted: true, termsAndConditionsAcceptedDate: '2026-11-21T09:00:00.000Z' },
    });
  });

  it('saves through the speaker service for a non-member speaker', async () => {
    const { seen, wrapper } = setup(false);
    const { result } = renderHook(() => useTermsAcceptance({ personId: HIROSHI, isNonMemberSpeaker: true }), { wrapper });
    await waitFor(() => expect(result.current.isRequired).toBe(true));
    await act(async () => void (await result.current.accept()));
    expect(seen.at(-1)).toEqual({ method: 'POST', path: '/speaker/api/speaker/save-terms-and-conditions', body: { termsAndConditionsAccepted: true } });
    expect(result.current.isRequired).toBe(false);
  });

  it('is not required once accepted', async () => {
    const { wrapper } = setup(true);
    const { result } = renderHook(() => useTermsAcceptance({ personId: AMARA, isNonMemberSpeaker: false }), { wrapper });
    await waitFor(() => expect(result.current.profile).toBeDefined());
    expect(result.current.isRequired).toBe(false);
  });

  it('keeps the dialog and reports an error when the save fails', async () => {
    const { wrapper } = setup(false, 500);
    const { result } = renderHook(() => useTermsAcceptance({ personId: AMARA, isNonMemberSpeaker: false }), { wrapper });
    await waitFor(() => expect(result.current.isRequired).toBe(true));
    await act(async () => expect(await result.current.accept()).toBe(false));
    expect(result.current.isRequired).toBe(true);
    expect(result.current.error?.message).toBe('An error has occurred. Please try again later.');
  });

  it('makes no call without a person', async () => {
    const { seen, wrapper } = setup(false);
    const { result } = renderHook(() => useTermsAcceptance({ personId: null, isNonMemberSpeaker: false }), { wrapper });
    await act(async () => expect(await result.current.accept()).toBe(false));
    expect(seen).toEqual([]);
  });
});
