import { profiles } from '@ypo/msw';
import type { Sdk } from '@ypo/sdk';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../messages';
import { registerMember, type UserProfileSummary } from './register-member';

const AMARA: UserProfileSummary = profiles.getRegisterMemberResponseMock({ id: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001', firstName: 'Amara', lastName: 'Okafor' });

/** An SDK whose profiles GET answers `answer` (the SDK's result: `{ ok, status, data | error, response }`). */
function sdkAnswering(answer: { data?: unknown; error?: unknown; status: number }) {
  const ok = answer.status < 400;
  const GET = vi.fn(async (..._args: unknown[]) => ({
    ok,
    status: answer.status,
    ...(ok ? { data: answer.data } : { error: answer.error }),
    response: new Response(null, { status: answer.status }),
  }));
  return { sdk: { profiles: { GET } } as unknown as Pick<Sdk, 'profiles'>, GET };
}

describe('registerMember (spec 000 §7: register-member during session start)', () => {
  it('calls GET profiles/api/register-member without a payload and answers the member summary', async () => {
    const { sdk, GET } = sdkAnswering({ data: AMARA, status: 200 });
    await expect(registerMember(sdk)).resolves.toEqual(AMARA);
    expect(GET).toHaveBeenCalledExactlyOnceWith('/profiles/api/register-member');
  });

  it('logs a failure and swallows it: the session goes on', async () => {
    const { sdk } = sdkAnswering({ error: { title: 'Internal Server Error', status: 500 }, status: 500 });
    const log = vi.fn();
    await expect(registerMember(sdk, { log })).resolves.toBeNull();
    expect(log).toHaveBeenCalledOnce();
    expect(log.mock.calls[0]?.[0]).toBeInstanceOf(AppError);
    expect(log.mock.calls[0]?.[0]).toMatchObject({ code: 'server', cause: { status: 500 } });
  });

  it('logs to the console by default, and a call that never reached the server too', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const GET = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(registerMember({ profiles: { GET } } as unknown as Pick<Sdk, 'profiles'>)).resolves.toBeNull();
    expect(consoleError).toHaveBeenCalledOnce();
    consoleError.mockRestore();
  });
});
