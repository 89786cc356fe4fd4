import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { authn, identities } from '@ypo/msw';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../core/messages';
import { LOCKOUT_MS, type AuthnTransaction } from '../../core/recovery/recovery-machine';
import { providerFor, recordRequests, server, startMockServer, testSdk } from '../../testing/mock-server';
import { useRecovery, type UseRecoveryOptions } from './use-recovery';

const NOW = Date.parse('2026-11-20T10:00:00Z');
const amara = { identityId: 'id-1', firstName: 'Amara', lastName: 'Okafor', email: 'a**********r@harborcity.example', phoneNumber: '*******0101', countryCode: '1' };
const problem = (status: number, text: string) => HttpResponse.json({ title: 'x', status, detail: text, message: text }, { status });

function setup(
  handlers: RequestHandler[],
  flow: 'username' | 'password' | 'resetLink' = 'password',
  recoveryToken?: string,
  options: Pick<UseRecoveryOptions, 'defaultSecurityAnswer'> = {},
) {
  server.use(...handlers);
  const requests = recordRequests();
  const asked = {
    paths: () => requests.map((request) => decodeURIComponent(new URL(request.url).pathname)),
    body: (index: number) => requests[index]?.clone().json(),
    authorizations: () => requests.map((request) => request.headers.get('Authorization')),
    count: () => requests.length,
  };
  const sdk = testSdk({ subscriptionKey: 'k' });
  const wrapper = providerFor(sdk);
  const hook = renderHook(() => useRecovery(flow, { now: () => NOW, ...options, ...(recoveryToken ? { recoveryToken } : {}) }), { wrapper });
  return { ...hook, asked };
}

startMockServer();
afterEach(cleanup);

describe('useRecovery', () => {
  it('runs the SMS journey with the identities and identity-provider calls, without a bearer token', async () => {
    const { result, asked } = setup([
      identities.getGetRecoveryPersonNameMockHandler(amara),
      identities.getRecoverPasswordByCodeTypeMockHandler({ identityId: 'id-1', codeType: 'sms', stateToken: 'st', message: 'Sent.' }),
      authn.getVerifyRecoverySmsFactorMockHandler({ stateToken: 'st', status: 'PASSWORD_RESET' }),
      authn.getResetPasswordMockHandler({ status: 'SUCCESS' }),
    ]);
    await act(() => result.current.findByEmail(' amara.okafor@harborcity.example '));
    expect(result.current.state.step).toBe('recoveryOptions');
    await act(() => result.current.sendResetCode('sms'));
    expect(result.current.state).toMatchObject({ step: 'enterResetCode', stateToken: 'st', notice: 'Sent.' });
    await act(() => result.current.verifyCode('123456'));
    expect(result.current.state.step).toBe('resetPassword');
    await act(() => result.current.resetPassword('Blue-Heron-2026'));
    expect(result.current.state.step).toBe('resetConfirmation');
    expect(asked.paths()).toEqual([
      '/identities/api/identities/amara.okafor@harborcity.example/recovery/personname',
      '/identities/api/identities/id-1/recovery/password/sms',
      '/api/v1/authn/recovery/factors/SMS/verify',
      '/api/v1/authn/credentials/reset_password',
    ]);
    expect(await asked.body(2)).toEqual({ passCode: '123456', stateToken: 'st' });
    expect(asked.authorizations().every((authorization) => authorization === null)).toBe(true);
  });

  it('locks out after the provider answers LOCKED_OUT', async () => {
    const { result } = setup([
      identities.getGetRecoveryPersonNameMockHandler(amara),
      identities.getRecoverPasswordByCodeTypeMockHandler({ identityId: 'id-1', stateToken: 'st' }),
      authn.getVerifyRecoverySmsFactorMockHandler({ status: 'LOCKED_OUT' }),
    ]);
    await act(() => result.current.findByEmail('amara.okafor@harborcity.example'));
    await act(() => result.current.sendResetCode('sms'));
    await act(() => result.current.verifyCode('000000'));
    expect(result.current.state).toMatchObject({ step: 'lockedOut', error: MESSAGES.lockedOut, lockedUntil: NOW + LOCKOUT_MS });
  });

  it('sends the normalised phone with password assistance and surfaces the server message', async () => {
    const { result, asked } = setup([http.get('*/identities/api/identities/*', () => problem(404, 'No member matches these details.'))]);
    act(() => result.current.open('furtherAssistance', 'password'));
    await act(() => result.current.findByDetails({ lastName: 'Okafor', day: '4', month: '5', year: '1979', countryCode: '1', phone: '555 010 0101' }));
    expect(asked.paths()[0]).toBe('/identities/api/identities/recovery/password/assistance/Okafor/1979-05-04/15550100101');
    expect(result.current.state.error).toBe('No member matches these details.');
  });

  it('verifies the token of a reset link on arrival, once', async () => {
    const { result, asked } = setup([http.post('*/api/v1/authn/recovery/token', () => problem(403, MESSAGES.recoveryLinkExpired))], 'resetLink', 'reset-expired');
    await waitFor(() => expect(result.current.state.error).toBe(MESSAGES.recoveryLinkExpired));
    expect(asked.count()).toBe(1);
    expect(await asked.body(0)).toEqual({ recoveryToken: 'reset-expired' });
  });
});

describe('useRecovery: the fixed default security answer (spec 000 §5)', () => {
  const QUESTION = 'What is the name of your first stuffed animal?';
  const question: AuthnTransaction = {
    status: 'RECOVERY',
    stateToken: 'st2',
    _embedded: { user: { id: 'id-7', profile: { login: 'greta.novak', firstName: 'Greta', lastName: 'Novak' }, recovery_question: { question: QUESTION } } },
  };
  const tokenAsksQuestion = authn.getVerifyRecoveryTokenMockHandler(question);
  const DEFAULT = 'Configured Default';

  it('sends the configured default at once when the provider asks the question: straight to the new password', async () => {
    const { result, asked } = setup(
      [tokenAsksQuestion, authn.getAnswerRecoveryQuestionMockHandler({ status: 'PASSWORD_RESET', stateToken: 'st2' })],
      'resetLink',
      'emailed-token',
      { defaultSecurityAnswer: DEFAULT },
    );
    await waitFor(() => expect(result.current.state.step).toBe('resetPassword'));
    expect(asked.paths()).toEqual(['/api/v1/authn/recovery/token', '/api/v1/authn/recovery/answer']);
    expect(await asked.body(1)).toEqual({ answer: DEFAULT, stateToken: 'st2' });
    expect(result.current.state.error).toBeUndefined();
  });

  it('asks the member when the provider refuses the default (an own answer); the refusal was the first of the 3 attempts', async () => {
    const { result, asked } = setup(
      [tokenAsksQuestion, http.post('*/api/v1/authn/recovery/answer', () => problem(403, MESSAGES.invalidTryAgain))],
      'resetLink',
      'emailed-token',
      { defaultSecurityAnswer: DEFAULT },
    );
    await waitFor(() => expect(result.current.state.step).toBe('securityQuestion'));
    // Nothing typed yet: the question shows without an error.
    expect(result.current.state).toMatchObject({ stateToken: 'st2', answerAttempts: 1, error: undefined, question: QUESTION });
    await act(() => result.current.answerQuestion('Red Fox'));
    expect(result.current.state).toMatchObject({ step: 'securityQuestion', answerAttempts: 2, error: MESSAGES.invalidTryAgain });
    await act(() => result.current.answerQuestion('Grey Owl'));
    expect(result.current.state).toMatchObject({ step: 'lockedOut', error: MESSAGES.lockedOut });
    expect(await asked.body(2)).toEqual({ answer: 'Red Fox', stateToken: 'st2' });
  });

  it('shows the lockout when the provider answers the default with LOCKED_OUT, and a failed call as such', async () => {
    const locked = setup([tokenAsksQuestion, authn.getAnswerRecoveryQuestionMockHandler({ status: 'LOCKED_OUT' })], 'resetLink', 'emailed-token', {
      defaultSecurityAnswer: DEFAULT,
    });
    await waitFor(() => expect(locked.result.current.state.step).toBe('lockedOut'));
    cleanup();
    const failed = setup([tokenAsksQuestion, http.post('*/api/v1/authn/recovery/answer', () => HttpResponse.error())], 'resetLink', 'emailed-token', {
      defaultSecurityAnswer: DEFAULT,
    });
    await waitFor(() => expect(failed.result.current.state.error).toBe(MESSAGES.unableToConnect));
    expect(failed.result.current.state.step).toBe('recoveryCodeForm');
  });

  it('asks the member when no default is configured, and leaves other transactions alone', async () => {
    const { result, asked } = setup([tokenAsksQuestion], 'resetLink', 'emailed-token');
    await waitFor(() => expect(result.current.state.step).toBe('securityQuestion'));
    expect(result.current.state.answerAttempts).toBe(0);
    expect(asked.paths()).toEqual(['/api/v1/authn/recovery/token']);
  });
});
