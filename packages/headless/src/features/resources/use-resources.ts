import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { withOrder } from '../../core/community/reorder';
import { unwrap } from '../../core/errors/unwrap';
import {
  resourceNames, resourceSections, sortAdvertisementTiles, withSavedCategory, withSavedLink,
  type AdvertisementTile, type ResourceCategory, type ResourceFilter, type ResourceLink, type ResourcesPage,
} from '../../core/resources/resources';
import { useSdk } from '../../hooks/sdk-context';
import { useMutation } from '../../hooks/use-mutation';
import { useSdkQuery } from '../../hooks/use-sdk-query';

/** SWR key of the resources page. */
export const RESOURCES_PAGE_KEY = 'profiles/api/tools/get-resource-categories-and-links';

// spec 001 §8: 'Resource saves throw the response data': the server's message is what a failed save shows.
const SAVE_ERRORS = { log: true, surfaceServerMessage: true } as const;

// A save's answer merged into the cached page (nothing to merge before the page has loaded).
const into =
  <T,>(merge: (page: ResourcesPage, saved: T) => ResourcesPage) =>
  (saved: T, current: ResourcesPage | undefined): ResourcesPage | undefined =>
    current ? merge(current, saved) : undefined;

/**
 * The resources page (spec 001 §3, §7: GET profiles/api/tools/get-resource-categories-and-links):
 * the advertisement tiles in display order, the category sections that pass `filter` (categories
 * alphabetical, links in display order), the resource names alphabetical, and whether the user may
 * edit (canEditResourceLinks, the server's flag).
 */
export function useResourcesPage(filter: ResourceFilter = {}) {
  const query = useSdkQuery<ResourcesPage>(RESOURCES_PAGE_KEY, (api, signal) => api.profiles.GET('/profiles/api/tools/get-resource-categories-and-links', { signal }));
  const page = query.data;
  const { text, types } = filter;
  const typeKey = types?.join(',') ?? '';
  const view = useMemo(() => {
    if (page === undefined) return undefined;
    const chosen = typeKey === '' ? undefined : (typeKey.split(',') as ResourceLink['type'][]);
    return {
      tiles: sortAdvertisementTiles(page.advertisementTiles),
      sections: resourceSections(page, { ...(text === undefined ? {} : { text }), ...(chosen ? { types: chosen } : {}) }),
      names: resourceNames(page.resourceLinks),
    };
  }, [page, text, typeKey]);
  return {
    page,
    tiles: view?.tiles ?? [],
    sections: view?.sections ?? [],
    names: view?.names ?? [],
    canEdit: page?.canEditResourceLinks === true,
    error: query.error,
    isLoading: query.isLoading,
  };
}

/**
 * The editors' saves of the resources page (spec 001 §5, §7): a category (POST save-category; build
 * a new one with `newResourceCategory`, sent active), a link (POST save-Resource-links) and the
 * advertisement tiles (POST save-advertisement-links, the whole list, in display order), and the
 * display order of a category's links (`saveLinkOrder`: each link whose place changed through
 * save-Resource-links), each on the one mutation mechanism: `save` resolves to the result (never
 * throws; `undefined` while the same save runs).
 * Check each with its validator first. Each answer updates the cached page; a failure leaves it
 * (and the form) as it was, with the server's message in `saveError`.
 */
export function useResourcesEditor() {
  const sdk = useSdk();
  const category = useMutation<[ResourceCategory], ResourceCategory, ResourcesPage | undefined>(
    (body) => unwrap(sdk.profiles.POST('/profiles/api/tools/save-category', { body }), SAVE_ERRORS),
    { key: RESOURCES_PAGE_KEY, populate: into(withSavedCategory) },
  );
  const link = useMutation<[ResourceLink], ResourceLink, ResourcesPage | undefined>(
    (body) => unwrap(sdk.profiles.POST('/profiles/api/tools/save-Resource-links', { body }), SAVE_ERRORS),
    { key: RESOURCES_PAGE_KEY, populate: into(withSavedLink) },
  );
  const order = useMutation<[readonly ResourceLink[]], ResourceLink[], ResourcesPage | undefined>(
    async (ordered) => {
      const saved: ResourceLink[] = [];
      for (const [index, each] of withOrder(ordered, 'displayOrder').entries()) {
        if (ordered[index]?.displayOrder === each.displayOrder) continue;
        saved.push(await unwrap(sdk.profiles.POST('/profiles/api/tools/save-Resource-links', { body: each }), SAVE_ERRORS));
      }
      return saved;
    },
    { key: RESOURCES_PAGE_KEY, populate: into((page, saved: ResourceLink[]) => saved.reduce(withSavedLink, page)) },
  );
  const { mutate } = useSWRConfig();
  const { trigger: orderTrigger } = order;
  // A failure part way leaves some links saved: the page is read again.
  const saveLinkOrder = useCallback(
    async (ordered: readonly ResourceLink[]) => {
      const result = await orderTrigger(ordered);
      if (result && !result.ok) void mutate(RESOURCES_PAGE_KEY);
      return result;
    },
    [mutate, orderTrigger],
  );
  const tiles = useMutation<[readonly AdvertisementTile[]], AdvertisementTile[], ResourcesPage | undefined>(
    (body) => unwrap(sdk.profiles.POST('/profiles/api/tools/save-advertisement-links', { body: [...body] }), SAVE_ERRORS),
    { key: RESOURCES_PAGE_KEY, populate: into((page, saved: AdvertisementTile[]) => ({ ...page, advertisementTiles: saved })) },
  );
  return {
    saveCategory: { save: category.trigger, isSaving: category.isMutating, saveError: category.error, reset: category.reset },
    saveLink: { save: link.trigger, isSaving: link.isMutating, saveError: link.error, reset: link.reset },
    saveLinkOrder: { save: saveLinkOrder, isSaving: order.isMutating, saveError: order.error, reset: order.reset },
    saveTiles: { save: tiles.trigger, isSaving: tiles.isMutating, saveError: tiles.error, reset: tiles.reset },
  };
}
