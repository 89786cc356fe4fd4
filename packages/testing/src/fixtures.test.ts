import { communities } from '@ypo/msw';
import { describe, expect, it } from 'vitest';
import { createFixtures } from './fixtures';

const { getGetCommunityResponseMock, getGetUserPermissionsAndCommunitiesResponseMock, getListCommunitiesByUserResponseMock } = communities;

describe('createFixtures', () => {
  it('gives the same bodies for the same seed and other bodies for another seed', () => {
    const first = createFixtures({ seed: 7 }).many(5, getGetCommunityResponseMock);
    const again = createFixtures({ seed: 7 }).many(5, getGetCommunityResponseMock);
    const other = createFixtures({ seed: 8 }).many(5, getGetCommunityResponseMock);
    expect(again).toEqual(first);
    expect(other).not.toEqual(first);
  });

  it('never repeats an id or a name across the bodies of one set, where the plain mocks do', () => {
    const fixtures = createFixtures({ seed: 3 });
    const built = [...fixtures.many(60, getGetCommunityResponseMock), ...fixtures.unique(getListCommunitiesByUserResponseMock())];
    const ids = built.map((c) => c.communityId);
    const names = built.map((c) => c.name);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(names).size).toBe(names.length);

    // A mock that repeats itself (a seeded mock run twice from the same seed does) still gives unique bodies.
    const repeating = () => ({ communityId: '00000000-0000-4000-8000-000000000001', name: 'Harbor City Chapter', email: 'chair@harbor.example', communityType: 'Chapter' });
    const twice = fixtures.many(3, repeating);
    expect(twice.map((c) => c.communityId)).toEqual([
      '00000000-0000-4000-8000-000000000001',
      expect.not.stringMatching(/000000000001$/),
      expect.not.stringMatching(/000000000001$/),
    ]);
    expect(new Set(twice.map((c) => c.communityId)).size).toBe(3);
    expect(twice.map((c) => c.name)).toEqual(['Harbor City Chapter', 'Harbor City Chapter 2', 'Harbor City Chapter 3']);
    expect(twice.map((c) => c.email)).toEqual(['chair@harbor.example', 'chair+2@harbor.example', 'chair+3@harbor.example']);
    // Values that are no identifier or name may repeat.
    expect(twice.map((c) => c.communityType)).toEqual(['Chapter', 'Chapter', 'Chapter']);
  });

  it('keeps overrides as given and gives no later body their values', () => {
    const fixtures = createFixtures();
    const chosen = fixtures.one(getGetCommunityResponseMock, { communityId: '00000000-0000-4000-8000-00000000c101', name: 'Harbor City Chapter' });
    expect(chosen).toMatchObject({ communityId: '00000000-0000-4000-8000-00000000c101', name: 'Harbor City Chapter' });
    const others = fixtures.many(40, getGetCommunityResponseMock, {});
    expect(others.map((c) => c.name)).not.toContain('Harbor City Chapter');
  });

  it('makes nested lists unique too (the communities of a permissions result)', () => {
    const fixtures = createFixtures({ seed: 11 });
    const results = fixtures.many(10, getGetUserPermissionsAndCommunitiesResponseMock);
    const names = results.flatMap((r) => r.communities.map((c) => c.name));
    expect(new Set(names).size).toBe(names.length);
  });

  it('hands out UUIDs no body of the set has', () => {
    const fixtures = createFixtures({ seed: 2 });
    const ids = Array.from({ length: 100 }, () => fixtures.uuid());
    expect(new Set(ids).size).toBe(100);
    expect(ids[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
