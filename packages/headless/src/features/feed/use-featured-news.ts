import { useCallback, useMemo } from 'react';
import { unwrap } from '../../core/errors/unwrap';
import { featuredInOrder, withFeaturedItem, withNormalisedUrl, withoutFeaturedItem, type FeaturedNews } from '../../core/feed/featured';
import type { AppError } from '../../core/messages';
import { useSdk } from '../../hooks/sdk-context';
import { useMutation, type CallResult } from '../../hooks/use-mutation';
import { useSdkQuery } from '../../hooks/use-sdk-query';

/** SWR key of the home page's featured news. */
export const FEATURED_NEWS_KEY = 'posts/featured-news';

type NewsList = { newsList: FeaturedNews[] };

/** What {@link useFeaturedNews} gives. */
export interface FeaturedNewsState {
  /** The featured news of the home page, by `order`. */
  readonly news: FeaturedNews[];
  /** The failed load (never an aborted one). */
  readonly error: AppError | undefined;
  /** The first load is running. */
  readonly isLoading: boolean;
  /** Saves the whole list as given (the call takes the full list, in order). */
  readonly save: (news: readonly FeaturedNews[]) => Promise<CallResult<FeaturedNews[]> | undefined>;
  /** Saves the list with `item` added (no known id) or changed in its place (same id). */
  readonly saveItem: (item: FeaturedNews) => Promise<CallResult<FeaturedNews[]> | undefined>;
  /** Saves the list without the item with id `id`. */
  readonly remove: (id: string) => Promise<CallResult<FeaturedNews[]> | undefined>;
  /** A save is running. */
  readonly isSaving: boolean;
  /** The last failed save. */
  readonly saveError: AppError | undefined;
}

/**
 * The featured news of the home page (spec 001 §3, §7: `GET` and `PUT featuredNews/list/home-page`).
 * The save sends the full list, each link normalised (`normaliseFeaturedUrl`) and `order` following
 * its place; the cache holds the server's answer once it succeeds and is unchanged when it fails,
 * so an editor keeps its input. Who may edit is the caller's decision.
 */
export function useFeaturedNews(): FeaturedNewsState {
  const sdk = useSdk();
  const query = useSdkQuery<NewsList>(FEATURED_NEWS_KEY, (api, signal) => api.posts.GET('/posts/api/featuredNews/list/home-page', { signal }));
  const news = useMemo(() => featuredInOrder(query.data?.newsList ?? []), [query.data]);

  const mutation = useMutation(
    (list: readonly FeaturedNews[]): Promise<NewsList> =>
      unwrap(sdk.posts.PUT('/posts/api/featuredNews/list/home-page', { body: { newsList: list.map((item, index) => ({ ...withNormalisedUrl(item), order: index + 1 })) } })),
    { key: FEATURED_NEWS_KEY, populate: true },
  );

  const { trigger } = mutation;
  const save = useCallback(
    async (list: readonly FeaturedNews[]): Promise<CallResult<FeaturedNews[]> | undefined> => {
      const result = await trigger(list);
      return result && (result.ok ? { ok: true, data: featuredInOrder(result.data.newsList) } : result);
    },
    [trigger],
  );
  const saveItem = useCallback((item: FeaturedNews) => save(withFeaturedItem(news, item)), [news, save]);
  const remove = useCallback((id: string) => save(withoutFeaturedItem(news, id)), [news, save]);

  return { news, error: query.error, isLoading: query.isLoading, save, saveItem, remove, isSaving: mutation.isMutating, saveError: mutation.error };
}
