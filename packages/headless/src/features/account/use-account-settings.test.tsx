import { act, cleanup, renderHook } from '@testing-library/react';
import { identities } from '@ypo/msw';
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../core/messages';
import { server, testSdk, startMockServer } from '../../testing/mock-server';
import { HeadlessProvider } from '../../hooks/headless-provider';
import { useChangePassword, useChangeUsername } from './use-account-settings';

const CHANGE_USERNAME = '*/identities/api/identities/:login/person/:username';
const UPDATE_PASSWORD = '*/identities/api/identities/:login/updatePassword';
const conflict = (message: string) => HttpResponse.json({ title: 'Conflict', status: 409, detail: message, message }, { status: 409 });

function wrapperWith(...handlers: RequestHandler[]) {
  server.use(...handlers);
  const sdk = testSdk({ getAccessToken: () => 't' });
  return ({ children }: { children: ReactNode }) => (
    <HeadlessProvider sdk={sdk} swr={{ provider: () => new Map() }}>
      {children}
    </HeadlessProvider>
  );
}

startMockServer();
afterEach(cleanup);

describe('account settings hooks', () => {
  it('changes the username, and maps a taken one', async () => {
    let isTaken = true;
    const wrapper = wrapperWith(
      http.post(CHANGE_USERNAME, () => (isTaken ? conflict(MESSAGES.usernameAlreadyExists) : undefined)),
      identities.getChangeUsernameMockHandler(({ params }) => ({ login: 'amara.okafor', username: String(params.username) })),
    );
    const { result } = renderHook(() => useChangeUsername(), { wrapper });
    const taken = await act(() => result.current.changeUsername('amara.okafor', 'bruno_lindqvist'));
    expect(taken?.ok === false && taken.error.message).toBe(MESSAGES.usernameAlreadyExists);
    isTaken = false;
    const changed = await act(() => result.current.changeUsername('amara.okafor', ' amara_okafor '));
    expect(changed).toEqual({ ok: true, data: { login: 'amara.okafor', username: 'amara_okafor' } });
  });

  it.each([
    ['Old Password is not correct', MESSAGES.incorrectCurrentPassword],
    ['Password cannot be your current password', MESSAGES.newPasswordSameAsCurrent],
    [MESSAGES.passwordComplexity, MESSAGES.passwordComplexity],
  ])('maps the provider message %j', async (provider, shown) => {
    const sent: unknown[] = [];
    const wrapper = wrapperWith(
      http.post(UPDATE_PASSWORD, async ({ request }) => {
        sent.push(await request.json());
        return conflict(provider);
      }),
    );
    const { result } = renderHook(() => useChangePassword(), { wrapper });
    const outcome = await act(() => result.current.changePassword('amara.okafor', 'Connect-2026!', 'Blue-Heron-2026'));
    expect(outcome?.ok === false && outcome.error.message).toBe(shown);
    expect(sent).toEqual([{ currentPassword: 'Connect-2026!', newPassword: 'Blue-Heron-2026' }]);
  });
});
