import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { createSdk } from '@ypo/sdk';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../core/messages';
import { LOCKOUT_MS } from '../../core/recovery/recovery-machine';
import { HeadlessProvider } from '../../hooks/headless-provider';
import { useRecovery } from './use-recovery';

const NOW = Date.parse('2026-11-20T10:00:00Z');
const amara = { identityId: 'id-1', firstName: 'Amara', lastName: 'Okafor', email: 'a**********r@harborcity.example', phoneNumber: '*******0101', countryCode: '1' };
const problem = (status: number, text: string) => Response.json({ title: 'x', status, detail: text, message: text }, { status });

type Answer = (path: string, body: Record<string, string> | undefined, request: Request) => Response;

function setup(answer: Answer, flow: 'username' | 'password' | 'resetLink' = 'password', recoveryToken?: string) {
  const asked: { path: string; body?: Record<string, string>; authorization: string | null }[] = [];
  const sdk = createSdk({
    baseUrl: 'http://gw.test',
    subscriptionKey: 'k',
    fetch: async (request) => {
      const path = decodeURIComponent(new URL(request.url).pathname);
      const body = request.method === 'POST' ? ((await request.json()) as Record<string, string>) : undefined;
      asked.push({ path, ...(body ? { body } : {}), authorization: request.headers.get('Authorization') });
      return answer(path, body, request);
    },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <HeadlessProvider sdk={sdk} swr={{ provider: () => new Map() }}>
      {children}
    </HeadlessProvider>
  );
  const hook = renderHook(() => useRecovery(flow, { now: () => NOW, ...(recoveryToken ? { recoveryToken } : {}) }), { wrapper });
  return { ...hook, asked };
}

afterEach(cleanup);

describe('useRecovery', () => {
  it('runs the SMS journey with the identities and identity-provider calls, without a bearer token', async () => {
    const { result, asked } = setup((path) => {
      if (path.endsWith('/recovery/personname')) return Response.json(amara);
      if (path.endsWith('/recovery/password/sms')) return Response.json({ identityId: 'id-1', codeType: 'sms', stateToken: 'st', message: 'Sent.' });
      if (path.endsWith('/SMS/verify')) return Response.json({ stateToken: 'st', status: 'PASSWORD_RESET' });
      if (path.endsWith('/reset_password')) return Response.json({ status: 'SUCCESS' });
      return problem(404, 'x');
    });
    await act(() => result.current.findByEmail(' amara.okafor@harborcity.example '));
    expect(result.current.state.step).toBe('recoveryOptions');
    await act(() => result.current.sendResetCode('sms'));
    expect(result.current.state).toMatchObject({ step: 'enterResetCode', stateToken: 'st', notice: 'Sent.' });
    await act(() => result.current.verifyCode('123456'));
    expect(result.current.state.step).toBe('resetPassword');
    await act(() => result.current.resetPassword('Blue-Heron-2026'));
    expect(result.current.state.step).toBe('resetConfirmation');
    expect(asked.map((a) => a.path)).toEqual([
      '/identities/api/identities/amara.okafor@harborcity.example/recovery/personname',
      '/identities/api/identities/id-1/recovery/password/sms',
      '/api/v1/authn/recovery/factors/SMS/verify',
      '/api/v1/authn/credentials/reset_password',
    ]);
    expect(asked[2]?.body).toEqual({ passCode: '123456', stateToken: 'st' });
    expect(asked.every((a) => a.authorization === null)).toBe(true);
  });

  it('locks out after the provider answers LOCKED_OUT', async () => {
    const { result } = setup((path) => {
      if (path.endsWith('/recovery/personname')) return Response.json(amara);
      if (path.endsWith('/recovery/password/sms')) return Response.json({ identityId: 'id-1', stateToken: 'st' });
      return Response.json({ status: 'LOCKED_OUT' });
    });
    await act(() => result.current.findByEmail('amara.okafor@harborcity.example'));
    await act(() => result.current.sendResetCode('sms'));
    await act(() => result.current.verifyCode('000000'));
    expect(result.current.state).toMatchObject({ step: 'lockedOut', error: MESSAGES.lockedOut, lockedUntil: NOW + LOCKOUT_MS });
  });

  it('sends the normalised phone with password assistance and surfaces the server message', async () => {
    const { result, asked } = setup(() => problem(404, 'No member matches these details.'));
    act(() => result.current.open('furtherAssistance', 'password'));
    await act(() => result.current.findByDetails({ lastName: 'Okafor', day: '4', month: '5', year: '1979', countryCode: '1', phone: '555 010 0101' }));
    expect(asked[0]?.path).toBe('/identities/api/identities/recovery/password/assistance/Okafor/1979-05-04/15550100101');
    expect(result.current.state.error).toBe('No member matches these details.');
  });

  it('verifies the token of a reset link on arrival, once', async () => {
    const { result, asked } = setup(() => problem(403, MESSAGES.recoveryLinkExpired), 'resetLink', 'reset-expired');
    await waitFor(() => expect(result.current.state.error).toBe(MESSAGES.recoveryLinkExpired));
    expect(asked).toHaveLength(1);
    expect(asked[0]?.body).toEqual({ recoveryToken: 'reset-expired' });
  });
});
