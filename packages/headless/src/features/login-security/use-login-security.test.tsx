import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { identities } from '@ypo/msw';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../core/messages';
import type { MultiFactor } from '../../core/login-security/multi-factor';
import { providerFor, server, startMockServer, testSdk } from '../../testing/mock-server';
import { useLoginSecurity } from './use-login-security';

const email: MultiFactor = { factorType: 'email', status: 'ACTIVE', isEnabled: true, inEditMode: false, isActivationCodeSent: false };
const smsPending: MultiFactor = {
  factorType: 'sms',
  status: 'PENDING_ACTIVATION',
  isEnabled: true,
  inEditMode: true,
  isActivationCodeSent: true,
  countryCode: '1',
  phoneNumber: '5550100111',
};

type FactorBody = { factorType: MultiFactor['factorType']; passCode?: string; phoneNumber?: string };

/** A tiny multi-factor service on the generated handlers; records every call in order. */
function fakeService(initial: MultiFactor[]) {
  let factors = [...initial];
  const calls: string[] = [];
  const settings = () => ({ isAmfaGroup: false, factors });
  const record = async (request: Request): Promise<FactorBody | undefined> => {
    const path = new URL(request.url).pathname.replace('/identities/api/identities/', '');
    const body = request.method === 'POST' ? ((await request.json()) as FactorBody) : undefined;
    calls.push(body ? `${path} ${body.factorType}` : path);
    return body;
  };
  const handlers = [
    identities.getGetMultiFactorsByUserMockHandler(async ({ request }) => (await record(request), settings())),
    identities.getGetAllSecurityQuestionsMockHandler(async ({ request }) => {
      await record(request);
      return [{ question: 'first_award', questionText: 'What did you earn your first medal or award for?' }];
    }),
    identities.getDeleteMultiFactorAuthMockHandler(async ({ request }) => {
      const body = await record(request);
      factors = factors.filter((f) => f.factorType !== body?.factorType);
      return settings();
    }),
    identities.getSaveMultiFactorAuthByUserMockHandler(async ({ request }) => {
      const body = await record(request);
      const saved = { ...smsPending, phoneNumber: body?.phoneNumber ?? '' };
      factors = [...factors.filter((f) => f.factorType !== 'sms'), saved];
      return saved;
    }),
    identities.getConfirmMultiFactorPasscodeMockHandler(async ({ request }) => {
      const body = await record(request);
      if (body?.passCode !== '123456') {
        // a plain Response ends the handler with this status (the generated one answers 200)
        throw HttpResponse.json({ title: 'Forbidden', status: 403, detail: MESSAGES.invalidCode, message: MESSAGES.invalidCode }, { status: 403 });
      }
      const active = { ...smsPending, status: 'ACTIVE' as const, inEditMode: false, isActivationCodeSent: false };
      factors = [...factors.filter((f) => f.factorType !== 'sms'), active];
      return active;
    }),
    // any other identities call is recorded and not found, so an unexpected call shows in `calls`
    http.all('*/identities/api/identities/*', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ title: 'Not Found', status: 404 }, { status: 404 });
    }),
  ];
  return { handlers, calls };
}

function setup(initial: MultiFactor[]) {
  const service = fakeService(initial);
  server.use(...service.handlers);
  const sdk = testSdk({ getAccessToken: () => 't' });
  const wrapper = providerFor(sdk);
  const hook = renderHook(() => useLoginSecurity(), { wrapper });
  return { ...hook, calls: service.calls };
}

startMockServer();
afterEach(cleanup);

describe('useLoginSecurity', () => {
  it('removes a pending factor through the delete call before the settings are shown', async () => {
    const { result, calls } = setup([email, smsPending]);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(calls).toContain('delete-multi-factor-auth sms');
    expect(result.current.state.factors.sms.isEnabled).toBe(false);
    expect(result.current.questions).toHaveLength(1);
  });

  it('sets up SMS: code sent, a wrong code shows the server message, the right one activates', async () => {
    const { result } = setup([email]);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.edit('sms'));
    await act(() => result.current.save('sms', { countryCode: '1', phoneNumber: '5550100111' }));
    expect(result.current.state.factors.sms.status).toBe('PENDING_ACTIVATION');
    await act(() => result.current.confirm('sms', '000000'));
    expect(result.current.state.errors.sms).toBe(MESSAGES.invalidCode);
    await act(() => result.current.confirm('sms', '123456'));
    expect(result.current.state.factors.sms.status).toBe('ACTIVE');
    expect(result.current.state.errors.sms).toBeUndefined();
  });

  it('withdraws the code on cancel and restores the stored state', async () => {
    const { result, calls } = setup([email]);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.edit('sms'));
    await act(() => result.current.save('sms', { countryCode: '1', phoneNumber: '5550100111' }));
    act(() => result.current.cancel('sms'));
    expect(result.current.state.factors.sms.isEnabled).toBe(false);
    await waitFor(() => expect(calls.at(-1)).toBe('delete-multi-factor-auth sms'));
  });

  it('refuses to remove the last option without calling the server', async () => {
    const { result, calls } = setup([email]);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const before = calls.length;
    await act(() => result.current.remove('email'));
    expect(result.current.state.errors.form).toBe(MESSAGES.mfaOptionRequired);
    expect(calls).toHaveLength(before);
  });
});
