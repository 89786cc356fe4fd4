import { describe, expect, it } from 'vitest';
import { loadPushTokenProvider } from './index';

describe('loadPushTokenProvider', () => {
  it('reports push as unsupported without Firebase configuration (Firebase is never loaded)', async () => {
    const provider = await loadPushTokenProvider({});
    await expect(provider.isSupported()).resolves.toBe(false);
    await expect(provider.getToken()).resolves.toBeNull();
  });
});
