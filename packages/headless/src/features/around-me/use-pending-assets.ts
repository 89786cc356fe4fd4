import type { profiles } from '@ypo/sdk';
import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { AROUND_ME_MESSAGES } from '../../core/around-me/messages';
import type { BusinessAsset } from '../../core/around-me/lists';
import { unwrap } from '../../core/errors/unwrap';
import { AppError } from '../../core/messages';
import { useSdk } from '../../hooks/sdk-context';
import { useMutation } from '../../hooks/use-mutation';
import { useSdkQuery } from '../../hooks/use-sdk-query';
import { aroundMeError, BUSINESS_COMMUNITY_KEY, CAN_VIEW_PENDING_ASSETS_KEY, myAssetsKey, PENDING_ASSETS_KEY } from './keys';

/** A review of a pending asset: approve, or deny with a reason. */
export type AssetReview = { readonly assetId: string; readonly decision: 'approve' } | { readonly assetId: string; readonly decision: 'deny'; readonly reason: string };

const NONE: readonly BusinessAsset[] = [];

/**
 * The pending asset requests (spec 002 §4, §6, §7, §8) and their review, two separate rights:
 * `canView` (GET can-view-pending-asset-request) lets the list load (GET get-pending-assets; a
 * failed load empties it, spec 002 §8); `canReview` (the businesses community's `isAdmin`) offers
 * approve and deny. `review` approves (PUT approve-asset) or denies (PUT deny-asset) with a reason,
 * required: a blank one fails at once with 'Please enter the reason for the denial'. A reviewed asset
 * leaves the list. `isEnabled: false` holds every load (a closed panel).
 */
export function usePendingAssets({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  const sdk = useSdk();
  const { mutate } = useSWRConfig();
  const canView = useSdkQuery<boolean>(isEnabled ? CAN_VIEW_PENDING_ASSETS_KEY : null, (api, signal) => api.profiles.GET('/profiles/api/around-me/can-view-pending-asset-request', { signal }));
  const community = useSdkQuery<profiles.components['schemas']['CommunitySummary']>(isEnabled ? BUSINESS_COMMUNITY_KEY : null, (api, signal) =>
    api.profiles.GET('/profiles/api/around-me/get-business-about-community', { signal }));
  const mayView = canView.data === true;
  const list = useSdkQuery<BusinessAsset[]>(isEnabled && mayView ? PENDING_ASSETS_KEY : null, (api, signal) => api.profiles.GET('/profiles/api/around-me/get-pending-assets', { signal }), {
    unwrap: { log: true },
  });
  const reviewMutation = useMutation(
    async (review: AssetReview): Promise<BusinessAsset> => {
      const { assetId } = review;
      if (review.decision === 'deny' && review.reason.trim() === '') throw new AppError('unknown', { message: AROUND_ME_MESSAGES.denyReasonRequired });
      const asset =
        review.decision === 'approve'
          ? await unwrap(sdk.profiles.PUT('/profiles/api/around-me/approve-asset', { body: { assetId } }), { log: true, toError: aroundMeError })
          : await unwrap(sdk.profiles.PUT('/profiles/api/around-me/deny-asset', { body: { assetId, reason: review.reason.trim() } }), { log: true, toError: aroundMeError });
      // The submitter's own list shows the outcome (and a denial's reason) at its next load.
      void mutate((key) => Array.isArray(key) && key[0] === myAssetsKey('')[0], undefined, { revalidate: true });
      return asset;
    },
    { key: PENDING_ASSETS_KEY, populate: (_asset: BusinessAsset, current: BusinessAsset[] | undefined, review: AssetReview) => (current ?? []).filter((a) => a.id !== review.assetId) },
  );
  // spec 002 §8: 'A failed pending list load empties the list.'
  const assets = useMemo(() => (list.error !== undefined ? NONE : (list.data ?? NONE)), [list.data, list.error]);
  return {
    canView: mayView,
    canReview: community.data?.isAdmin === true,
    assets,
    isLoading: canView.isLoading || list.isLoading,
    error: list.error,
    review: reviewMutation.trigger,
    isReviewing: reviewMutation.isMutating,
    reviewError: reviewMutation.error,
  };
}
