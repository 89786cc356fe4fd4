/** The seeded network: deterministic, the counts of the issue, every persona with its own world. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personas } from '../../personas.ts';
import { seedStore } from '../core.ts';
import type { Network } from '../network-types.ts';
import { createRng, guid } from '../rng.ts';
import type { Rng } from '../types.ts';
import { apiClient, startTestSandbox } from '../testing.ts';
import type { RunningSandbox } from '../testing.ts';
import { sandboxDomains } from './index.ts';
import type { CommunityAdminState } from './community-admin.ts';
import type { FeedState } from './feed.ts';
import { SEEDED_MEMBER_COUNT, personaHasMemberRecord } from './network.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('rng', () => {
  it('is deterministic per seed, and forks are independent streams', () => {
    const a = createRng('seed');
    const b = createRng('seed');
    const draws = (r: Rng) => Array.from({ length: 5 }, () => r.int(0, 1000));
    expect(draws(a)).toEqual(draws(b));
    expect(draws(createRng('seed').fork('x'))).toEqual(draws(createRng('seed').fork('x')));
    expect(draws(createRng('seed').fork('x'))).not.toEqual(draws(createRng('seed').fork('y')));
    for (let i = 0; i < 1000; i++) {
      const value = a.next();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it('makes valid, stable, distinct guids', () => {
    expect(guid('member', 42)).toBe(guid('member', 42));
    expect(guid('member', 42)).not.toBe(guid('member', 43));
    expect(guid('member', 1)).not.toBe(guid('post', 1));
    for (const id of [guid('member', 0), guid('post', 2 ** 40), guid('x', 123456)]) expect(id).toMatch(UUID);
  });
});

describe('seeding', () => {
  const store = seedStore(sandboxDomains);
  const network = store.network as Network;

  it('is deterministic', () => {
    expect(JSON.stringify(seedStore(sandboxDomains))).toBe(JSON.stringify(store));
    expect(JSON.stringify(seedStore(sandboxDomains, 'another seed'))).not.toBe(JSON.stringify(store));
  });

  it('has the communities of the issue, with the ids of docs/contracts.md', () => {
    const of = (kind: string) => network.communities.filter((c) => c.communityType === kind);
    expect(of('region').length).toBeGreaterThanOrEqual(3);
    expect(of('chapter')).toHaveLength(12);
    expect(new Set(of('chapter').map((c) => c.chapterType))).toEqual(new Set(['YPO Chapter', 'YPO Gold Chapter', 'YPO Integrated Chapter']));
    expect(of('forum').length).toBeGreaterThan(0);
    expect(new Set(of('network').map((c) => c.networkType))).toEqual(new Set(['BUSINESS', 'FAMILY', 'PERSONAL', 'IMPACT']));
    expect(of('group').length).toBeGreaterThan(0);
    expect(of('champion').length).toBeGreaterThan(0);
    expect(of('businesses')).toHaveLength(1);
    const byId = new Map(network.communities.map((c) => [c.communityId, c]));
    expect(byId.get('00000000-0000-4000-8000-00000000c001')?.communityType).toBe('home');
    expect(byId.get('00000000-0000-4000-8000-00000000c101')).toMatchObject({ name: 'Harbor City Chapter', chapterType: 'YPO Chapter', parentId: '00000000-0000-4000-8000-00000000c201' });
    expect(byId.get('00000000-0000-4000-8000-00000000c102')).toMatchObject({ name: 'Northwind Gold Chapter', chapterType: 'YPO Gold Chapter' });
    expect(byId.get('00000000-0000-4000-8000-00000000c103')).toMatchObject({ name: 'Lakeshore Integrated Chapter', chapterType: 'YPO Integrated Chapter' });
    expect(byId.get('00000000-0000-4000-8000-00000000c201')?.name).toBe('Atlantic Region');
    expect(byId.get('00000000-0000-4000-8000-00000000c301')?.name).toBe('Forum Blue Heron');
    expect(byId.get('00000000-0000-4000-8000-00000000c401')).toMatchObject({ name: 'Family Business Network', networkType: 'FAMILY' });
    expect(byId.get('00000000-0000-4000-8000-00000000c402')).toMatchObject({ name: 'Impact Investing Network', networkType: 'IMPACT' });
    expect(byId.get('00000000-0000-4000-8000-00000000c501')?.name).toBe('Sustainability Champions');
    expect(byId.get('00000000-0000-4000-8000-00000000c601')?.name).toBe('Mentoring Group');
    expect(byId.get('00000000-0000-4000-8000-00000000c701')?.communityType).toBe('businesses');
    for (const c of network.communities) expect(c.communityId).toMatch(UUID);
  });

  it('has at least 2,000 members with full profiles and unique ids and emails', () => {
    const members = network.members.filter((m) => m.recordType === 'Member');
    expect(members.length).toBeGreaterThanOrEqual(SEEDED_MEMBER_COUNT);
    expect(network.members.filter((m) => m.recordType === 'Spouse/Partner').length).toBeGreaterThan(0);
    expect(network.members.filter((m) => m.recordType === 'Former Member').length).toBeGreaterThan(0);
    expect(new Set(network.members.map((m) => m.personId)).size).toBe(network.members.length);
    expect(new Set(network.members.map((m) => m.email)).size).toBe(network.members.length);
    for (const member of network.members) {
      for (const field of ['firstName', 'familyName', 'preferredName', 'email', 'phone', 'companyName', 'title', 'industry', 'city', 'country', 'biography', 'profileImageUrl', 'joinedDate'] as const) {
        expect(member[field], `${member.personId} ${field}`).not.toBe('');
      }
      expect(member.email).toMatch(/@[a-z0-9-]+\.example$/);
    }
  });

  it('gives every persona its own id and the memberships its permissionsResult lists', () => {
    for (const persona of personas) {
      const member = network.members.find((m) => m.personId === persona.personId);
      if (!personaHasMemberRecord(persona)) {
        expect(member).toBeUndefined();
        continue;
      }
      expect(member, persona.username).toMatchObject({ firstName: persona.givenName, familyName: persona.familyName, email: persona.email });
      const memberships = network.memberships.filter((m) => m.personId === persona.personId);
      expect(memberships.map((m) => m.communityId).sort()).toEqual(persona.permissionsResult.communities.map((c) => c.communityId).sort());
      for (const id of persona.adminCommunityIds) expect(memberships.find((m) => m.communityId === id)?.isAdmin).toBe(true);
    }
  });

  it('seeds feeds with comments, likes, mentions, moderated and flagged posts', () => {
    const posts = Object.values((store.feed as FeedState).posts);
    const top = posts.filter((p) => p.parentPostId === '00000000-0000-0000-0000-000000000000');
    expect(top.length).toBeGreaterThan(1000);
    expect(posts.length - top.length).toBeGreaterThan(1000);
    expect(top.some((p) => p.likerIds.length > 0)).toBe(true);
    expect(top.some((p) => p.mentionIds.length > 0)).toBe(true);
    expect(top.filter((p) => p.isPendingModeration).length).toBeGreaterThan(0);
    expect(posts.filter((p) => p.hasBeenMarkedInappropriate).length).toBeGreaterThan(0);
    expect((store.feed as FeedState).posts['9a000000-0000-4000-8000-000000000001']?.body).toBe('Who is joining the Leadership Summit?');
  });

  it('seeds files and folders, prospects and join requests', () => {
    const admin = store.communityAdmin as CommunityAdminState;
    expect(admin.files.some((f) => f.isFolder)).toBe(true);
    expect(admin.files.find((f) => f.id === 'f0000000-0000-4000-8000-000000000001')?.name).toBe('Chapter bylaws.pdf');
    expect(admin.prospects.length).toBeGreaterThan(0);
    expect(admin.joinRequests.some((r) => r.communityId === '00000000-0000-4000-8000-00000000c401')).toBe(true);
  });
});

describe('network operations', () => {
  let running: RunningSandbox;
  beforeAll(async () => {
    running = await startTestSandbox();
  });
  afterAll(async () => {
    expect(running.sandbox.violations).toEqual([]);
    await running.close();
  });

  it("answers each persona's own permissions result", async () => {
    for (const username of ['amara.okafor', 'bruno.lindqvist', 'ingrid.solberg', 'hiroshi.tanaka']) {
      const persona = personas.find((p) => p.username === username);
      const client = await apiClient(running, username);
      const answer = await client.get('/communities/api/community/GetUserPermissionsAndCommunities');
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(persona?.permissionsResult);
    }
  });

  it('reads a person, 404 for an unknown one', async () => {
    const client = await apiClient(running, 'bruno.lindqvist');
    const amara = await client.get<{ firstName: string; communicationPreferences: unknown[] }>('/profiles/api/persons/5d1f6a2e-3c4b-4f7a-9e21-0a0000000001');
    expect(amara.status).toBe(200);
    expect(amara.body).toMatchObject({ firstName: 'Amara', familyName: 'Okafor', email: 'amara.okafor@harborcity.example', webLoginIdhistorical: 'amara.okafor' });
    expect(amara.body.communicationPreferences).toEqual([]);
    const unknown = await client.get('/profiles/api/persons/00000000-0000-4000-8000-0000000fffff');
    expect(unknown.status).toBe(404);
  });

  it('lists the caller\'s communities in the spec order, with isAdmin', async () => {
    const client = await apiClient(running, 'bruno.lindqvist');
    const answer = await client.get<{ communityType: string; isAdmin: boolean; communityId: string }[]>('/communities/api/community/listCommunitiesByUser');
    expect(answer.body.map((c) => c.communityType)).toEqual(['home', 'chapter', 'forum', 'region', 'businesses']);
    expect(answer.body.find((c) => c.communityType === 'chapter')?.isAdmin).toBe(true);
    const community = await client.get<{ name: string }>('/communities/api/getCommunity/00000000-0000-4000-8000-00000000c401');
    expect(community.body.name).toBe('Family Business Network');
  });

  it('refuses a forum to a non-member with the non-member 403 and its community type (spec 001 §6)', async () => {
    const BLUE_HERON = '/communities/api/getCommunity/00000000-0000-4000-8000-00000000c301';
    const member = await apiClient(running, 'amara.okafor');
    expect((await member.get<{ name: string }>(BLUE_HERON)).body.name).toBe('Forum Blue Heron');
    const outsider = await apiClient(running, 'chen.weiling');
    const refused = await outsider.get<{ status: number; communityType: string }>(BLUE_HERON);
    expect(refused.status).toBe(403);
    expect(refused.body.communityType).toBe('forum');
  });

  it('gives the person profile the join date and record type; the first-sign-in persona joined 20 days before the seed ran', async () => {
    const client = await apiClient(running, 'leila.moreau');
    const leila = await client.get<{ joinedDate: string; recordType: string }>('/profiles/api/persons/5d1f6a2e-3c4b-4f7a-9e21-0a0000000017');
    // 20 days before the day the sandbox was seeded (today: the test sandbox starts with the test), so she is a new
    // member whenever the sandbox starts.
    const twentyDaysBefore = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10);
    expect(leila.body).toMatchObject({ joinedDate: twentyDaysBefore, recordType: 'Member' });
    const amara = await client.get<{ joinedDate: string; recordType: string }>('/profiles/api/persons/5d1f6a2e-3c4b-4f7a-9e21-0a0000000001');
    expect(amara.body.recordType).toBe('Member');
    // A member of long standing: joined well over 90 days (the welcome banner's window) before the day it runs.
    expect(Date.parse(amara.body.joinedDate)).toBeLessThan(Date.now() - 365 * 86_400_000);
  });
});
