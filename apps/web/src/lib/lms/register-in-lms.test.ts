import { describe, expect, it, vi } from 'vitest';
import { registerInLms } from './register-in-lms';

const url = 'https://lms.test.example/api/register';

describe('registerInLms (spec 000 §2 step 6)', () => {
  it('posts to the configured address with the bearer token', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    await expect(registerInLms({ url, getAccessToken: async () => 't', fetch })).resolves.toBe(true);
    expect(fetch).toHaveBeenCalledOnce();
    const [address, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(address).toBe(url);
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Authorization']).toBe('Bearer t');
  });

  it.each([
    ['the server refuses', async () => new Response('no', { status: 403 })],
    ['the network fails', async () => Promise.reject(new TypeError('offline'))],
  ])('fails when %s', async (_case, answer) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(registerInLms({ url, getAccessToken: async () => 't', fetch: vi.fn(answer) })).resolves.toBe(false);
  });

  it('fails without a token, calling nothing', async () => {
    const fetch = vi.fn();
    await expect(registerInLms({ url, getAccessToken: async () => null, fetch })).resolves.toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });
});
