import type { communities } from '@ypo/sdk';
import { useMemo } from 'react';
import { moveItem, withOrder } from '../../core/community/reorder';
import { unwrap } from '../../core/errors/unwrap';
import { useSdk } from '../../hooks/sdk-context';
import { useMutation } from '../../hooks/use-mutation';
import { useSdkQuery } from '../../hooks/use-sdk-query';
import type { NetworkCommunityRef } from './network-community';

/** A related community (spec 001 §3: id, title, url, order). */
export type RelatedCommunity = communities.components['schemas']['RelatedCommunity'];
/** What the form gives for a related community. */
export type RelatedCommunityInput = Pick<RelatedCommunity, 'title' | 'url'>;

/** SWR key of a community's related communities. */
export const relatedCommunitiesKey = (community: NetworkCommunityRef) => ['communities/api/relatedCommunities/list', community.communityName, community.communityId.toLowerCase()] as const;

const inOrder = (items: readonly RelatedCommunity[] | undefined) => [...(items ?? [])].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));

/**
 * A network's related communities (spec 001 §3, §6, §8): the list in order, and for those who may
 * edit them (`canEdit`, the community's admins) add, update, delete and reorder. Every change is
 * shown at once and put back when the call fails; a failed update is only logged (spec 001 §8),
 * the others are logged and give their error too. Reorder takes the list in its new order (or a
 * move of one item with `move(from, to)`).
 */
export function useRelatedCommunities(community: NetworkCommunityRef) {
  const sdk = useSdk();
  const key = relatedCommunitiesKey(community);
  const { communityId, communityName } = community;
  const query = useSdkQuery<RelatedCommunity[]>(key, (api, signal) =>
    api.communities.GET('/communities/api/relatedCommunities/list/{name}/{id}', { params: { path: { name: communityName, id: communityId } }, signal }),
  );
  const listPath = { params: { path: { name: communityName, id: communityId } } } as const;
  const itemPath = (relatedId: string) => ({ params: { path: { name: communityName, relatedId, id: communityId } } }) as const;

  const createMutation = useMutation(
    (input: RelatedCommunityInput): Promise<RelatedCommunity> =>
      unwrap(sdk.communities.POST('/communities/api/relatedCommunities/create/{name}/{id}', { ...listPath, body: { title: input.title, url: input.url } }), { log: true }),
    { key, populate: (created: RelatedCommunity, current: RelatedCommunity[] | undefined) => [...inOrder(current), created] },
  );
  const updateMutation = useMutation(
    (item: RelatedCommunity & { readonly id: string }): Promise<RelatedCommunity> =>
      unwrap(sdk.communities.PUT('/communities/api/relatedCommunities/update/{name}/{relatedId}/{id}', { ...itemPath(item.id), body: { title: item.title, url: item.url } }), { log: true }),
    {
      key,
      optimistic: (current: RelatedCommunity[] | undefined, item) => inOrder(current).map((r) => (r.id === item.id ? { ...r, title: item.title, url: item.url } : r)),
      populate: (saved: RelatedCommunity, current: RelatedCommunity[] | undefined) => inOrder(current).map((r) => (r.id === saved.id ? { ...r, ...saved } : r)),
    },
  );
  const removeMutation = useMutation(
    async (relatedId: string): Promise<string> => {
      await unwrap(sdk.communities.DELETE('/communities/api/relatedCommunities/{name}/{relatedId}/{id}', itemPath(relatedId)), { log: true, requireData: (data: unknown) => (data as { success?: unknown } | undefined)?.success === true });
      return relatedId;
    },
    { key, optimistic: (current: RelatedCommunity[] | undefined, relatedId) => inOrder(current).filter((r) => r.id !== relatedId), populate: (relatedId: string, current: RelatedCommunity[] | undefined) => inOrder(current).filter((r) => r.id !== relatedId) },
  );
  const reorderMutation = useMutation(
    (ordered: readonly RelatedCommunity[]): Promise<RelatedCommunity[]> =>
      unwrap(
        sdk.communities.PUT('/communities/api/relatedCommunities/reorder/{name}/{id}', { ...listPath, body: withOrder(ordered, 'order').flatMap((r) => (r.id ? [{ id: r.id, order: r.order }] : [])) }),
        { log: true },
      ),
    { key, optimistic: (_current: RelatedCommunity[] | undefined, ordered) => withOrder(ordered, 'order'), populate: true },
  );

  const items = useMemo(() => inOrder(query.data), [query.data]);
  const { trigger: reorder } = reorderMutation;
  const mutations = [createMutation, updateMutation, removeMutation, reorderMutation];
  return {
    items,
    isLoading: query.isLoading,
    error: query.error,
    create: createMutation.trigger,
    update: updateMutation.trigger,
    remove: removeMutation.trigger,
    reorder,
    /** Moves the item at `from` to `to` and saves the new order. */
    move: (from: number, to: number) => reorder(moveItem(items, from, to)),
    isSaving: mutations.some((m) => m.isMutating),
    saveError: mutations.find((m) => m.error !== undefined)?.error,
  };
}
