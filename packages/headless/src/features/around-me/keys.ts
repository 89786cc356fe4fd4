// SWR keys and the error rule shared by the around-me hooks.
import { AROUND_ME_MESSAGES } from '../../core/around-me/messages';
import type { FailedResult } from '../../core/messages';
import { AppError, toAppError } from '../../core/messages';

/** SWR key of a person's assets (`shortcut`: the my-assets shortcut list). */
export const myAssetsKey = (personId: string, shortcut = false) => [shortcut ? 'profiles/api/v3/around-me/get-myassets-shortcut' : 'profiles/api/v2/around-me/get-myassets', personId.toLowerCase()] as const;

/** SWR key of the pending asset requests. */
export const PENDING_ASSETS_KEY = 'profiles/api/around-me/get-pending-assets';

/** SWR key of may-view-pending-asset-requests. */
export const CAN_VIEW_PENDING_ASSETS_KEY = 'profiles/api/around-me/can-view-pending-asset-request';

export { BUSINESS_COMMUNITY_KEY } from '../../core/around-me/business-community';

const SPEC_TEXTS = [AROUND_ME_MESSAGES.userAlreadyAssociated, AROUND_ME_MESSAGES.invalidDocument, AROUND_ME_MESSAGES.assetAlreadyExists] as const;

/** spec 002 §8: a failure whose server message is one of around me's texts shows that text; any other the platform's. */
export function aroundMeError(failed: FailedResult): AppError {
  const error = toAppError(failed);
  const known = SPEC_TEXTS.find((text) => error.serverMessage?.includes(text));
  return known === undefined ? error : new AppError(error.code, { message: known, serverMessage: error.serverMessage, ...(error.cause ? { cause: error.cause } : {}) });
}
