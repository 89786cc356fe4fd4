import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import type { BusinessAsset } from '../../core/around-me/lists';
import { unwrap } from '../../core/errors/unwrap';
import { useSdk } from '../../hooks/sdk-context';
import { useMutation } from '../../hooks/use-mutation';
import { useSdkQuery } from '../../hooks/use-sdk-query';
import { aroundMeError, myAssetsKey } from './keys';

const NONE: readonly BusinessAsset[] = [];

/**
 * A person's business assets (spec 002 §7: GET v2/around-me/{id}/get-myassets; with `shortcut`, the
 * my-assets shortcut GET v3/around-me/{id}/get-myassets-shortcut): all of them, with their review
 * state and a denial's reason, for the person; the approved ones for others. `remove` deletes assets
 * from the person's list (PUT delete-assets) and the list becomes the answer; both lists are reloaded.
 */
export function useMyAssets(personId: string | undefined, { shortcut = false }: { shortcut?: boolean } = {}) {
  const sdk = useSdk();
  const { mutate } = useSWRConfig();
  const key = personId ? myAssetsKey(personId, shortcut) : null;
  const query = useSdkQuery<BusinessAsset[]>(key, (api, signal) =>
    shortcut
      ? api.profiles.GET('/profiles/api/v3/around-me/{id}/get-myassets-shortcut', { params: { path: { id: personId ?? '' } }, signal })
      : api.profiles.GET('/profiles/api/v2/around-me/{id}/get-myassets', { params: { path: { id: personId ?? '' } }, signal }),
    { unwrap: { log: true } },
  );
  const removal = useMutation(
    async (assetIds: readonly string[]): Promise<BusinessAsset[]> => {
      const left = await unwrap(sdk.profiles.PUT('/profiles/api/around-me/delete-assets', { body: { personId: personId ?? '', assetIds: [...assetIds] } }), { log: true, toError: aroundMeError });
      if (personId) void mutate(myAssetsKey(personId, !shortcut));
      return left;
    },
    { key: key ?? undefined, populate: shortcut ? (_left: BusinessAsset[], current: BusinessAsset[] | undefined, ids: readonly string[]) => (current ?? []).filter((a) => !ids.includes(a.id ?? '')) : true },
  );
  const assets = useMemo(() => query.data ?? NONE, [query.data]);
  return {
    assets,
    isLoading: query.isLoading,
    error: query.error,
    reload: () => void query.mutate(),
    remove: removal.trigger,
    isRemoving: removal.isMutating,
    removeError: removal.error,
  };
}
