import { describe, expect, it, vi } from 'vitest';
import { PUSH_DEVICE_MODEL, fcmTokenOf, registerPush, type PushTokenProvider, type RegisterPushOptions } from './push-registration';

const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';

function fakeProvider(overrides: Partial<PushTokenProvider> = {}): PushTokenProvider {
  return { isSupported: async () => true, getToken: async () => 'fake-token-1', ...overrides };
}

function setup(overrides: Partial<RegisterPushOptions> = {}) {
  const provider = fakeProvider();
  const loadProvider = vi.fn(async () => provider);
  const save = vi.fn(async () => true);
  const log = vi.fn();
  const options: RegisterPushOptions = { permission: 'granted', personId: AMARA, loadProvider, save, log, ...overrides };
  return { options, loadProvider, save, log };
}

describe('registerPush (spec 000 §7)', () => {
  it("saves the token with PersonId, FcmToken and DeviceModel 'web'", async () => {
    const { options, save, log } = setup();
    await expect(registerPush(options)).resolves.toBe('registered');
    expect(save).toHaveBeenCalledExactlyOnceWith({ PersonId: AMARA, FcmToken: 'fake-token-1', DeviceModel: 'web' });
    expect(PUSH_DEVICE_MODEL).toBe('web');
    expect(log).not.toHaveBeenCalled();
  });

  it.each(['default', 'denied', 'unsupported'] as const)('does nothing, not even load the provider, when permission is %s', async (permission) => {
    const { options, loadProvider, save } = setup({ permission });
    await expect(registerPush(options)).resolves.toBe('permissionNotGranted');
    expect(loadProvider).not.toHaveBeenCalled();
    expect(save).not.toHaveBeenCalled();
  });

  it('does nothing without a person id', async () => {
    const { options, loadProvider } = setup({ personId: ' ' });
    await expect(registerPush(options)).resolves.toBe('noPerson');
    expect(loadProvider).not.toHaveBeenCalled();
  });

  it('stops when the browser does not support push', async () => {
    const { options, save } = setup({ loadProvider: async () => fakeProvider({ isSupported: async () => false }) });
    await expect(registerPush(options)).resolves.toBe('unsupported');
    expect(save).not.toHaveBeenCalled();
  });

  it('stops when no token comes back', async () => {
    const { options, save } = setup({ loadProvider: async () => fakeProvider({ getToken: async () => null }) });
    await expect(registerPush(options)).resolves.toBe('noToken');
    expect(save).not.toHaveBeenCalled();
  });

  it.each([
    ['the provider fails to load', { loadProvider: async () => Promise.reject(new Error('chunk')) }],
    ['the token request fails', { loadProvider: async () => fakeProvider({ getToken: async () => Promise.reject(new Error('blocked')) }) }],
    ['the save call fails', { save: async () => Promise.reject(new Error('500')) }],
  ])('only logs when %s', async (_case, overrides: Partial<RegisterPushOptions>) => {
    const { options, log } = setup(overrides);
    await expect(registerPush(options)).resolves.toBe('failed');
    expect(log).toHaveBeenCalledOnce();
  });

  it('logs a save the server did not accept', async () => {
    const { options, log } = setup({ save: async () => false });
    await expect(registerPush(options)).resolves.toBe('failed');
    expect(log).toHaveBeenCalledOnce();
  });
});

describe('fcmTokenOf (spec 000 §3: FcmToken or Fcmtoken)', () => {
  it('reads either spelling', () => {
    expect(fcmTokenOf({ FcmToken: 'a' })).toBe('a');
    expect(fcmTokenOf({ Fcmtoken: 'b' })).toBe('b');
    expect(fcmTokenOf({ fcmToken: 'c' })).toBeUndefined();
    expect(fcmTokenOf({ FcmToken: '' })).toBeUndefined();
    expect(fcmTokenOf(null)).toBeUndefined();
    expect(fcmTokenOf('token')).toBeUndefined();
  });
});
