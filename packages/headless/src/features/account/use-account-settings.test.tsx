import { act, cleanup, renderHook } from '@testing-library/react';
import { createSdk } from '@ypo/sdk';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../core/messages';
import { HeadlessProvider } from '../../hooks/headless-provider';
import { useChangePassword, useChangeUsername } from './use-account-settings';

const conflict = (message: string) => Response.json({ title: 'Conflict', status: 409, detail: message, message }, { status: 409 });

function wrapperWith(answer: (request: Request) => Response | Promise<Response>) {
  const sdk = createSdk({ baseUrl: 'http://gw.test', getAccessToken: () => 't', fetch: async (request) => answer(request) });
  return ({ children }: { children: ReactNode }) => (
    <HeadlessProvider sdk={sdk} swr={{ provider: () => new Map() }}>
      {children}
    </HeadlessProvider>
  );
}

afterEach(cleanup);

describe('account settings hooks', () => {
  it('changes the username, and maps a taken one', async () => {
    let isTaken = true;
    const wrapper = wrapperWith((request) =>
      isTaken ? conflict(MESSAGES.usernameAlreadyExists) : Response.json({ login: 'amara.okafor', username: new URL(request.url).pathname.split('/').pop() }),
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
    const wrapper = wrapperWith(async (request) => {
      sent.push(await request.json());
      return conflict(provider);
    });
    const { result } = renderHook(() => useChangePassword(), { wrapper });
    const outcome = await act(() => result.current.changePassword('amara.okafor', 'Connect-2026!', 'Blue-Heron-2026'));
    expect(outcome?.ok === false && outcome.error.message).toBe(shown);
    expect(sent).toEqual([{ currentPassword: 'Connect-2026!', newPassword: 'Blue-Heron-2026' }]);
  });
});
