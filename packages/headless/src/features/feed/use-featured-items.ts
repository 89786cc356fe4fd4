import { useMemo } from 'react';
import { unwrap } from '../../core/errors/unwrap';
import { withOrder } from '../../core/community/reorder';
import {
  carouselItemsOf,
  featuredInOrder,
  featuredOrderOf,
  withFeaturedItem,
  withNormalisedUrl,
  withoutFeaturedItem,
  type FeaturedPost,
} from '../../core/feed/featured';
import type { AppError } from '../../core/messages';
import { useSdk } from '../../hooks/sdk-context';
import { useMutation, type CallResult } from '../../hooks/use-mutation';
import { useSdkQuery } from '../../hooks/use-sdk-query';

/** The community whose featured items {@link useFeaturedItems} reads and edits. */
export interface FeaturedCommunity {
  /** The community's id. */
  readonly communityId: string;
  /** The community type name as the app sends it in the path (e.g. `chapter`). */
  readonly communityName: string;
}

/** A featured post or event as the editor saves it: everything but the community (the hook adds it). */
export type FeaturedItemInput = Omit<FeaturedPost, 'communityId'>;

/** SWR key of a community's featured items. */
export type FeaturedItemsKey = readonly ['posts/featured', string, string];

/** The cache key of `community`'s featured items. */
export const featuredItemsKeyOf = (community: FeaturedCommunity): FeaturedItemsKey => ['posts/featured', community.communityId, community.communityName];

/** What {@link useFeaturedItems} gives. */
export interface FeaturedItemsState {
  /** Every featured item of the community, in carousel order (`order`). */
  readonly items: FeaturedPost[];
  /** What the carousel shows: the first 4 items (`FEATURED_CAROUSEL_MAX`, spec 001 §5, §9). */
  readonly carouselItems: FeaturedPost[];
  /** The failed load (never an aborted one). */
  readonly error: AppError | undefined;
  /** The first load is running. */
  readonly isLoading: boolean;
  /** Creates a featured item; on success it is in `items`, last. */
  readonly create: (item: FeaturedItemInput) => Promise<CallResult<FeaturedPost> | undefined>;
  /** Saves a changed featured item (it has its `id`); on success `items` holds the server's copy. */
  readonly update: (item: FeaturedItemInput & { readonly id: string }) => Promise<CallResult<FeaturedPost> | undefined>;
  /** Deletes a featured item by id; on success it is gone from `items`. */
  readonly remove: (id: string) => Promise<CallResult<string> | undefined>;
  /** Saves the items in the order given (e.g. after `moveItemBy`): shown at once, put back when the call fails. */
  readonly reorder: (items: readonly FeaturedPost[]) => Promise<CallResult<boolean> | undefined>;
  /** A create, update, delete or reorder is being saved. */
  readonly isSaving: boolean;
  /** The last failed save. */
  readonly saveError: AppError | undefined;
}

// Delete and reorder answer with an acknowledgement: anything but `true` failed.
const ACKNOWLEDGED = { requireData: (data: unknown) => data === true } as const;

const byOrder = (items: readonly FeaturedPost[] | undefined): FeaturedPost[] => featuredInOrder(items ?? []);

/**
 * The featured posts and featured events of a community carousel and their editor's calls
 * (spec 001 §3, §5, §7): list, create (`POST featuredPost/create/...`), update (`PUT .../update/...`),
 * delete (`DELETE featuredPost/{id}/{communityName}`, for a chapter the `.../chapter` form) and
 * reorder (`PUT featuredPostsReorderList`, shown at once and rolled back on failure). Each save
 * sends the link normalised (`normaliseFeaturedUrl`) and the community's id; validation is the
 * caller's (`featuredItemSchema` through `useForm`), and a failed save changes nothing in the
 * cache, so the form keeps its input. Saves go one at a time.
 */
export function useFeaturedItems(community: FeaturedCommunity): FeaturedItemsState {
  const sdk = useSdk();
  const key = featuredItemsKeyOf(community);
  const { communityId, communityName } = community;
  const query = useSdkQuery<FeaturedPost[]>(key, (api, signal) =>
    api.posts.GET('/posts/api/featuredPost/list/by-community/{communityId}/{communityName}', { params: { path: { communityId, communityName } }, signal }),
  );
  const path = { params: { path: { communityId, communityName } } } as const;

  const createMutation = useMutation(
    (item: FeaturedItemInput): Promise<FeaturedPost> =>
      unwrap(sdk.posts.POST('/posts/api/featuredPost/create/by-community/{communityId}/{communityName}', { ...path, body: { ...withNormalisedUrl(item), communityId } })),
    { key, populate: (created: FeaturedPost, current: FeaturedPost[] | undefined) => [...byOrder(current), created] },
  );

  const updateMutation = useMutation(
    (item: FeaturedItemInput & { readonly id: string }): Promise<FeaturedPost> =>
      unwrap(sdk.posts.PUT('/posts/api/featuredPost/update/by-community/{communityId}/{communityName}', { ...path, body: { ...withNormalisedUrl(item), communityId } })),
    { key, populate: (updated: FeaturedPost, current: FeaturedPost[] | undefined) => withFeaturedItem(byOrder(current), updated) },
  );

  const removeMutation = useMutation(
    async (id: string): Promise<string> => {
      const call =
        communityName === 'chapter'
          ? sdk.posts.DELETE('/posts/api/featuredPost/{id}/chapter', { params: { path: { id } } })
          : sdk.posts.DELETE('/posts/api/featuredPost/{id}/{communityName}', { params: { path: { id, communityName } } });
      await unwrap(call, ACKNOWLEDGED);
      return id;
    },
    { key, populate: (id: string, current: FeaturedPost[] | undefined) => withoutFeaturedItem(byOrder(current), id) },
  );

  const reorderMutation = useMutation(
    (ordered: readonly FeaturedPost[]): Promise<boolean> =>
      unwrap(
        sdk.posts.PUT('/posts/api/featuredPostsReorderList/{communityId}/{name}', { params: { path: { communityId, name: communityName } }, body: featuredOrderOf(ordered) }),
        ACKNOWLEDGED,
      ),
    { key, optimistic: (_current: FeaturedPost[] | undefined, ordered: readonly FeaturedPost[]) => withOrder(ordered, 'order') },
  );

  const items = useMemo(() => byOrder(query.data), [query.data]);
  const carouselItems = useMemo(() => carouselItemsOf(items), [items]);
  const mutations = [createMutation, updateMutation, removeMutation, reorderMutation];
  return {
    items,
    carouselItems,
    error: query.error,
    isLoading: query.isLoading,
    create: createMutation.trigger,
    update: updateMutation.trigger,
    remove: removeMutation.trigger,
    reorder: reorderMutation.trigger,
    isSaving: mutations.some((m) => m.isMutating),
    saveError: mutations.find((m) => m.error !== undefined)?.error,
  };
}
