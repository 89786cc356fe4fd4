import { describe, expect, it } from 'vitest';
import { expectMatchesContract } from '../contract-assert.ts';
import { call, callerOf, seededStore } from '../test-network.ts';
import type { AppConfigSlice } from './app-config.ts';
import { appConfigDomain } from './app-config.ts';

describe('feature flags (spec 000 §6)', () => {
  it('answer from the store: the defaults, and per persona where the persona has its own', async () => {
    const store = seededStore([appConfigDomain]);
    const flagsOf = async (kind: string) => {
      const res = await call(appConfigDomain, 'getFeatureFlags', callerOf(kind), store);
      expectMatchesContract('getFeatureFlags', 200, res.body);
      return res.body;
    };
    expect(await flagsOf('member')).toEqual({ conciergeChat: true });
    expect(await flagsOf('spouse-partner')).toEqual({ conciergeChat: false });
    // A change to the store is what the next call answers.
    (store.appConfig as AppConfigSlice).defaultFlags.conciergeChat = false;
    expect(await flagsOf('member')).toEqual({ conciergeChat: false });
  });

  it('follow the impersonated member', async () => {
    const store = seededStore([appConfigDomain]);
    const daniel = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000004';
    const res = await call(appConfigDomain, 'getFeatureFlags', callerOf('impersonator', daniel), store);
    expect(res.body).toEqual({ conciergeChat: false });
  });
});

describe('open resources (spec 000 §7)', () => {
  it('answer the terms, privacy and cookie policy links from the store', async () => {
    const store = seededStore([appConfigDomain]);
    const res = await call(appConfigDomain, 'getOpenResourcesUrls', callerOf('member'), store);
    expectMatchesContract('getOpenResourcesUrls', 200, res.body);
    expect((res.body as { name: string }[]).map((entry) => entry.name)).toEqual(['Terms of Use', 'Privacy Policy', 'Cookie Policy']);
    (store.appConfig as AppConfigSlice).openResources.pop();
    const after = await call(appConfigDomain, 'getOpenResourcesUrls', callerOf('member'), store);
    expect(after.body).toHaveLength(2);
  });
});
