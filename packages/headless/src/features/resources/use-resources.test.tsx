import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { profiles } from '@ypo/msw';
import { afterEach, describe, expect, it } from 'vitest';
import { newResourceCategory, type ResourceLink, type ResourcesPage } from '../../core/resources/resources';
import { problem, recordRequests, startMockServer, wrapperFor } from '../../testing/mock-server';
import { useResourcesEditor, useResourcesPage } from './use-resources';

startMockServer();
afterEach(cleanup);

const CAT_A = 'b2000000-0000-4000-8000-000000000001';
const CAT_B = 'b2000000-0000-4000-8000-000000000002';

function link(id: string, resourceName: string, fields: Partial<ResourceLink> = {}): ResourceLink {
  return {
    id, type: 'button', navigationUrl: 'https://connect.example.com/r', label: resourceName, resourceName, categoryName: 'Chapter Resources',
    resourceCategoryId: CAT_A, isActive: true, isSSOEnabled: false, alternativeText: null, imageUrl: null, displayOrder: 1, ...fields,
  };
}
const LINK_1 = 'b1000000-0000-4000-8000-000000000001';
const LINK_2 = 'b1000000-0000-4000-8000-000000000002';

const PAGE: ResourcesPage = {
  advertisementTiles: [{ type: 'image', displayOrder: 2, alternativeText: 'Second' }, { type: 'button', displayOrder: 1, alternativeText: 'First' }],
  resourceLinks: [link(LINK_1, 'Officer Toolkit'), link(LINK_2, 'Learning Portal', { type: 'image', resourceCategoryId: CAT_B, categoryName: 'Learning' })],
  canEditResourceLinks: true,
  categories: [{ id: CAT_B, categoryName: 'Learning', isActive: true, subCategories: [] }, { id: CAT_A, categoryName: 'Chapter Resources', isActive: true, subCategories: [] }],
};

const useBoth = () => {
  const page = useResourcesPage();
  return { page, editor: useResourcesEditor() };
};

describe('useResourcesPage (spec 001 §3, §7)', () => {
  it('gives tiles in display order, sections by category, the edit flag; filters by text and type icon', async () => {
    const wrapper = wrapperFor(profiles.getGetResourceCategoriesAndLinksMockHandler(PAGE));
    const { result, rerender } = renderHook(({ text, types }: { text?: string; types?: ResourceLink['type'][] }) => useResourcesPage({ ...(text ? { text } : {}), ...(types ? { types } : {}) }), {
      wrapper,
      initialProps: {},
    });
    await waitFor(() => expect(result.current.page).toBeDefined());
    expect(result.current.canEdit).toBe(true);
    expect(result.current.tiles.map((t) => t.alternativeText)).toEqual(['First', 'Second']);
    expect(result.current.sections.map((s) => s.categoryName)).toEqual(['Chapter Resources', 'Learning']);
    expect(result.current.names).toEqual(['Learning Portal', 'Officer Toolkit']);
    rerender({ text: 'toolkit' });
    expect(result.current.sections.map((s) => s.categoryName)).toEqual(['Chapter Resources']);
    rerender({ types: ['image'] });
    expect(result.current.sections.map((s) => s.categoryName)).toEqual(['Learning']);
  });

  it('no edit controls without the server flag; a failed load is an error', async () => {
    const { result } = renderHook(() => useResourcesPage(), {
      wrapper: wrapperFor(profiles.getGetResourceCategoriesAndLinksMockHandler({ ...PAGE, canEditResourceLinks: false })),
    });
    await waitFor(() => expect(result.current.page).toBeDefined());
    expect(result.current.canEdit).toBe(false);
    const failed = renderHook(() => useResourcesPage(), {
      wrapper: wrapperFor(problem('get', '*/profiles/api/tools/get-resource-categories-and-links', 500, 'Internal Server Error')),
    });
    await waitFor(() => expect(failed.result.current.error).toBeDefined());
    expect(failed.result.current.sections).toEqual([]);
  });
});

describe('useResourcesEditor (spec 001 §5, §7, §8)', () => {
  it('sends a new category active and adds the answer to the page', async () => {
    const requests = recordRequests();
    const saved = { id: 'b2000000-0000-4000-8000-000000000009', categoryName: 'Events', isActive: true, subCategories: [] };
    const wrapper = wrapperFor(profiles.getGetResourceCategoriesAndLinksMockHandler(PAGE), profiles.getSaveResourceCategoryMockHandler(saved));
    const { result } = renderHook(useBoth, { wrapper });
    await waitFor(() => expect(result.current.page.page).toBeDefined());
    let outcome: Awaited<ReturnType<typeof result.current.editor.saveCategory.save>>;
    await act(async () => {
      outcome = await result.current.editor.saveCategory.save(newResourceCategory('Events'));
    });
    expect(outcome!).toEqual({ ok: true, data: saved });
    const sent = requests.find((r) => r.url.endsWith('/profiles/api/tools/save-category'));
    expect(await sent?.clone().json()).toEqual({ id: '00000000-0000-0000-0000-000000000000', categoryName: 'Events', isActive: true, subCategories: [] });
    await waitFor(() => expect(result.current.page.page?.categories.map((c) => c.categoryName)).toContain('Events'));
  });

  it('replaces a saved link and the tiles in the page', async () => {
    const wrapper = wrapperFor(
      profiles.getGetResourceCategoriesAndLinksMockHandler(PAGE),
      profiles.getSaveResourceLinksMockHandler(async ({ request }) => (await request.json()) as ResourceLink),
      profiles.getSaveAdvertisementLinksMockHandler([{ type: 'button', displayOrder: 1, alternativeText: 'Only' }]),
    );
    const { result } = renderHook(useBoth, { wrapper });
    await waitFor(() => expect(result.current.page.page).toBeDefined());
    await act(async () => {
      await result.current.editor.saveLink.save({ ...PAGE.resourceLinks[0]!, label: 'Renamed', resourceName: 'Renamed' });
    });
    await waitFor(() => expect(result.current.page.names).toEqual(['Learning Portal', 'Renamed']));
    await act(async () => {
      await result.current.editor.saveTiles.save([{ type: 'button', displayOrder: 1, alternativeText: 'Only' }]);
    });
    await waitFor(() => expect(result.current.page.tiles.map((t) => t.alternativeText)).toEqual(['Only']));
  });

  it("a failed save shows the server's message and leaves the page as it was", async () => {
    const wrapper = wrapperFor(
      profiles.getGetResourceCategoriesAndLinksMockHandler(PAGE),
      problem('post', '*/profiles/api/tools/save-Resource-links', 422, 'Unprocessable Entity', { detail: 'The resource link needs an existing category.', message: 'The resource link needs an existing category.' }),
    );
    const { result } = renderHook(useBoth, { wrapper });
    await waitFor(() => expect(result.current.page.page).toBeDefined());
    let outcome: Awaited<ReturnType<typeof result.current.editor.saveLink.save>>;
    await act(async () => {
      outcome = await result.current.editor.saveLink.save({ ...PAGE.resourceLinks[0]!, label: 'Renamed' });
    });
    expect(outcome!.ok).toBe(false);
    expect(result.current.editor.saveLink.saveError?.message).toBe('The resource link needs an existing category.');
    expect(result.current.page.names).toEqual(['Learning Portal', 'Officer Toolkit']);
  });

  it("saves the display order of a category's links: only the links whose place changed, through save-Resource-links", async () => {
    const requests = recordRequests();
    const LINK_3 = 'b1000000-0000-4000-8000-000000000003';
    const three = { ...PAGE, resourceLinks: [link(LINK_1, 'Officer Toolkit', { displayOrder: 1 }), link(LINK_3, 'Board Portal', { displayOrder: 2 }), link(LINK_2, 'Dues', { displayOrder: 3 })] };
    const wrapper = wrapperFor(profiles.getGetResourceCategoriesAndLinksMockHandler(three), profiles.getSaveResourceLinksMockHandler(async ({ request }) => (await request.json()) as ResourceLink));
    const { result } = renderHook(useBoth, { wrapper });
    await waitFor(() => expect(result.current.page.page).toBeDefined());
    const [first, second, last] = three.resourceLinks as [ResourceLink, ResourceLink, ResourceLink];
    await act(async () => {
      await result.current.editor.saveLinkOrder.save([second, first, last]);
    });
    const sent = await Promise.all(requests.filter((r) => r.url.endsWith('/save-Resource-links')).map((r) => r.clone().json()));
    expect(sent.map((body: ResourceLink) => [body.id, body.displayOrder])).toEqual([
      [LINK_3, 1],
      [LINK_1, 2],
    ]);
    await waitFor(() => expect(result.current.page.sections[0]?.links.map((l) => l.resourceName)).toEqual(['Board Portal', 'Officer Toolkit', 'Dues']));
  });
});
