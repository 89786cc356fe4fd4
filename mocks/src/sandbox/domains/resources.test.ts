import { describe, expect, it } from 'vitest';
import { expectMatchesContract, expectRequestMatchesContract } from '../contract-assert.ts';
import { EMPTY_GUID } from '../helpers.ts';
import { call, callerOf, seededStore } from '../test-network.ts';
import { SandboxError } from '../types.ts';
import { CHAPTER_RESOURCES_ID, MEMBER_BENEFITS_ID, resourcesDomain } from './resources.ts';

interface Page {
  advertisementTiles: { id: string; displayOrder: number; alternativeText: string | null }[];
  resourceLinks: { id: string; label: string; isActive: boolean; categoryName: string; resourceCategoryId: string }[];
  canEditResourceLinks: boolean;
  categories: { id: string; categoryName: string; isActive: boolean; subCategories: { categoryName: string }[] }[];
}

const store = () => seededStore([resourcesDomain]);
const editor = callerOf('team-member');
const member = callerOf('member');

async function pageOf(s: ReturnType<typeof store>, caller = member): Promise<Page> {
  const res = await call(resourcesDomain, 'getResourceCategoriesAndLinks', caller, s);
  expectMatchesContract('getResourceCategoriesAndLinks', 200, res.body);
  return res.body as Page;
}

async function refusal(promise: Promise<unknown>): Promise<SandboxError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof SandboxError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('resources page (spec 001 §3, §6)', () => {
  it('gives editors canEditResourceLinks and inactive links; members only active ones', async () => {
    const s = store();
    const forMember = await pageOf(s);
    expect(forMember.canEditResourceLinks).toBe(false);
    expect(forMember.resourceLinks.every((l) => l.isActive)).toBe(true);
    const forEditor = await pageOf(s, editor);
    expect(forEditor.canEditResourceLinks).toBe(true);
    expect(forEditor.resourceLinks.length).toBe(forMember.resourceLinks.length + 1);
    expect(forMember.categories.map((c) => c.categoryName)).toEqual(['Chapter Resources', 'Member Benefits']);
    expect(forMember.advertisementTiles.map((t) => t.displayOrder)).toEqual([1, 2]);
    const links = await call(resourcesDomain, 'getResourceLinks', member, s);
    expectMatchesContract('getResourceLinks', 200, links.body);
    expect((links.body as unknown[]).length).toBe(forMember.resourceLinks.length);
  });

  it('refuses every save to a member', async () => {
    const s = store();
    const category = { id: EMPTY_GUID, categoryName: 'Events', isActive: true, subCategories: [] };
    expect((await refusal(call(resourcesDomain, 'saveResourceCategory', member, s, { body: category }))).status).toBe(403);
    expect((await refusal(call(resourcesDomain, 'saveAdvertisementLinks', member, s, { body: [] }))).status).toBe(403);
    const linkBody = { id: EMPTY_GUID, type: 'button', navigationUrl: 'https://a.example', label: 'A', resourceCategoryId: CHAPTER_RESOURCES_ID };
    expect((await refusal(call(resourcesDomain, 'saveResourceLinks', member, s, { body: linkBody }))).status).toBe(403);
    expect((await pageOf(s)).categories).toHaveLength(2);
  });
});

describe('saving (spec 001 §5, §7)', () => {
  it('creates a category an editor saves and members see it; a rename reaches its links', async () => {
    const s = store();
    const body = { id: EMPTY_GUID, categoryName: 'Events', isActive: true, subCategories: [{ id: EMPTY_GUID, categoryName: 'Summits', isActive: true, subCategories: [] }] };
    expectRequestMatchesContract('saveResourceCategory', body);
    const res = await call(resourcesDomain, 'saveResourceCategory', editor, s, { body });
    expectMatchesContract('saveResourceCategory', 200, res.body);
    const saved = res.body as { id: string; subCategories: { id: string }[] };
    expect(saved.id).not.toBe(EMPTY_GUID);
    expect(saved.subCategories[0]?.id).not.toBe(EMPTY_GUID);
    expect((await pageOf(s)).categories.map((c) => c.categoryName)).toEqual(['Chapter Resources', 'Events', 'Member Benefits']);

    await call(resourcesDomain, 'saveResourceCategory', editor, s, { body: { id: MEMBER_BENEFITS_ID, categoryName: 'Benefits', isActive: true, subCategories: [] } });
    const page = await pageOf(s);
    expect(page.categories.map((c) => c.categoryName)).toEqual(['Benefits', 'Chapter Resources', 'Events']);
    expect(page.resourceLinks.filter((l) => l.resourceCategoryId === MEMBER_BENEFITS_ID).every((l) => l.categoryName === 'Benefits')).toBe(true);
  });

  it('creates and updates a link; refuses an unknown category', async () => {
    const s = store();
    const body = {
      id: EMPTY_GUID, type: 'button', navigationUrl: 'https://connect.ypo.test/resources/new', label: 'New Portal', resourceName: 'New Portal',
      isActive: true, isSSOEnabled: true, resourceCategoryId: CHAPTER_RESOURCES_ID, alternativeText: null, imageUrl: null, displayOrder: 3,
    };
    expectRequestMatchesContract('saveResourceLinks', body);
    const res = await call(resourcesDomain, 'saveResourceLinks', editor, s, { body });
    expectMatchesContract('saveResourceLinks', 200, res.body);
    const saved = res.body as { id: string; categoryName: string };
    expect(saved.categoryName).toBe('Chapter Resources');
    await call(resourcesDomain, 'saveResourceLinks', editor, s, { body: { ...body, id: saved.id, label: 'Renamed Portal' } });
    const labels = (await pageOf(s)).resourceLinks.map((l) => l.label);
    expect(labels).toContain('Renamed Portal');
    expect(labels).not.toContain('New Portal');

    const unknown = { ...body, resourceCategoryId: '11111111-1111-4111-8111-111111111111' };
    expect((await refusal(call(resourcesDomain, 'saveResourceLinks', editor, s, { body: unknown }))).status).toBe(422);
  });

  it('replaces the advertisement tiles with the saved list', async () => {
    const s = store();
    const before = (await pageOf(s)).advertisementTiles;
    const body = [
      { id: EMPTY_GUID, type: 'button', displayOrder: 1, imageUrl: null, navigationUrl: 'https://connect.ypo.test/x', alternativeText: 'New tile' },
      { ...before[0], displayOrder: 2 },
    ];
    expectRequestMatchesContract('saveAdvertisementLinks', body);
    const res = await call(resourcesDomain, 'saveAdvertisementLinks', editor, s, { body });
    expectMatchesContract('saveAdvertisementLinks', 200, res.body);
    const tiles = (await pageOf(s)).advertisementTiles;
    expect(tiles.map((t) => t.alternativeText)).toEqual(['New tile', 'Harbor City Leadership Summit']);
    expect(tiles[0]?.id).not.toBe(EMPTY_GUID);
  });
});
