// The registry: every domain once, in seed order; their handlers are contract operations no other
// domain answers; the waiver, speaker, events and directory domains seed and answer on the core's
// real network (2,000+ members), not only the small fake one of test-network.ts.
import { describe, expect, it } from 'vitest';
import { mergeContracts } from '../../contracts.ts';
import { COMMUNITIES } from '../../personas.ts';
import { expectMatchesContract } from '../contract-assert.ts';
import { createRng } from '../rng.ts';
import { call, callerOf } from '../test-network.ts';
import type { Store } from '../types.ts';
import type { EventsSlice } from './events.ts';
import { directoryDomain } from './directory.ts';
import { eventsDomain } from './events.ts';
import { sandboxDomains } from './index.ts';
import { networkDomain } from './network.ts';
import { speakerDomain } from './speaker.ts';
import type { WaiverSlice } from './waiver.ts';
import { WAIVER_STATUSES, waiverDomain } from './waiver.ts';

describe('the domain registry', () => {
  it('lists every domain once, network first, the directory after the events it reads', () => {
    expect(sandboxDomains.map((d) => d.name)).toEqual(['network', 'assist', 'feed', 'community-admin', 'community-pages', 'networks-groups', 'identity', 'waiver', 'chapter-admin', 'speaker', 'events', 'directory', 'renewal', 'impersonation', 'profile', 'profile-personal', 'profile-professional', 'app-config', 'uploads', 'resources', 'chapter-studio', 'email-composer', 'content-search', 'forum-toolkit', 'community-directory', 'connections', 'integrated-search', 'profile-extras', 'tools', 'chat']);
  });

  it('holds only operations of the contracts, each answered by one domain', () => {
    const operationIds = new Set<string>();
    for (const item of Object.values(mergeContracts().paths ?? {})) {
      for (const op of Object.values(item as Record<string, { operationId?: string }>)) if (op.operationId) operationIds.add(op.operationId);
    }
    const seen = new Map<string, string>();
    for (const domain of sandboxDomains) {
      for (const id of Object.keys(domain.handlers)) {
        expect(seen.get(id), `${id} is answered by ${seen.get(id)} and ${domain.name}`).toBeUndefined();
        seen.set(id, domain.name);
        expect(operationIds.has(id), `${domain.name}: ${id} is not an operationId`).toBe(true);
      }
    }
  });

  it('has the waiver, speaker, events and directory domains seed and answer on the core network', async () => {
    const store: Store = {};
    const rng = createRng('sandbox');
    networkDomain.seed(store, rng);
    for (const domain of [waiverDomain, speakerDomain, eventsDomain, directoryDomain]) domain.seed(store, rng);
    expect((store.events as EventsSlice).events).toHaveLength(300);
    const waivers = (store.waiver as WaiverSlice).waivers;
    for (const status of WAIVER_STATUSES) expect(waivers.some((w) => w.waiverStatus === status), status).toBe(true);

    const [waiver, speaker, events, directory] = [waiverDomain, speakerDomain, eventsDomain, directoryDomain];
    const amara = callerOf('member');
    const check = async (domain: typeof waiver, operationId: string, caller: ReturnType<typeof callerOf>, options: Parameters<typeof call>[4] = {}) => {
      const res = await call(domain, operationId, caller, store, options);
      expectMatchesContract(operationId, res.status, res.body);
      return res.body;
    };
    const list = (await check(waiver, 'getWaiverRequests', callerOf('chapter-manager'), { params: { viewType: 'chapter' }, query: { pageNumber: 1 } })) as { communityId: string }[];
    expect(list).toHaveLength(20);
    expect(list.every((w) => w.communityId === COMMUNITIES.harborCity.communityId)).toBe(true);
    expect(((await check(waiver, 'getWaiverRequests', callerOf('regional-officer'), { params: { viewType: 'regional' }, query: { pageNumber: 1 } })) as unknown[]).length).toBeGreaterThan(0);
    await check(speaker, 'searchSpeakerDirectory', amara, { body: { search: '', skip: 0, maxResultCount: 50, searchFilters: [], orderBy: null } });
    const found = (await check(events, 'searchEvents', amara, { body: { search: '', orderBy: { sortField: 'Recommended', direction: 'asc' }, searchFilters: [{ filterKey: 'Host', filterValue: 'My Chapters' }], skip: 0, maxResultCount: 50 } })) as { totalCount: number };
    expect(found.totalCount).toBeGreaterThan(0);
    const people = (await check(directory, 'searchMemberDirectory', amara, { body: { search: '', orderBy: { sortField: 'LastName', direction: 'asc' }, searchKey: '', searchFilters: [], skip: 0, maxResultCount: 50 } })) as { totalResultCount: number };
    expect(people.totalResultCount).toBeGreaterThan(1800);
    await check(directory, 'getAppNotifications', amara, { params: { id: amara.personId } });
  });
});
