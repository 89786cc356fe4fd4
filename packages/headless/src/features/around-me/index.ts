// Around me, the business asset directory (spec 002 §1-§9): the rules of core/around-me, their
// texts and the React hooks over them.
export * from '../../core/around-me';
export { AROUND_ME_MESSAGES } from '../../core/around-me/messages';
export { CAN_VIEW_PENDING_ASSETS_KEY, PENDING_ASSETS_KEY, myAssetsKey } from './keys';
export { useAssetDirectory } from './use-asset-directory';
export type { AssetDirectory, AssetSearchPageKey } from './use-asset-directory';
export { useAroundMePeople, useAroundMeSuggestions } from './use-around-me-suggestions';
export type { AroundMePerson, AroundMeSuggestionKind } from './use-around-me-suggestions';
export { useAroundMePlaces } from './use-around-me-places';
export type { AroundMeCountry, AroundMeState } from './use-around-me-places';
export { useMyAssets } from './use-my-assets';
export { useAssetSubmit } from './use-asset-submit';
export type { AssetAffiliation, AssetSubmission, AssetSubmitOutcome } from './use-asset-submit';
export { usePendingAssets } from './use-pending-assets';
export type { AssetReview } from './use-pending-assets';
export { BULK_ADD_LIMITS, BULK_ADD_TEMPLATE_FILE_NAME, useBulkAdd } from './use-bulk-add';
export type { BulkAddTemplate, BulkAddUploadResult } from './use-bulk-add';
