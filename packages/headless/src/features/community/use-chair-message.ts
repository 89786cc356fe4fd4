import type { communities } from '@ypo/sdk';
import { unwrap } from '../../core/errors/unwrap';
import { FEATURE_MESSAGES } from '../../core/feature-messages';
import { useSdk } from '../../hooks/sdk-context';
import { useSdkQuery } from '../../hooks/use-sdk-query';
import { CHAPTER_CONTENT_KEYS, type ContentCommunity } from './chapter-content-keys';
import { useContentSave } from './use-content-save';

/** A chair message (spec 001 §3: by community and community type name, with images and a profileImageUrl). */
export type ChairMessage = communities.components['schemas']['ChairMessage'];

/**
 * The chair (or network) message of a community and its save (spec 001 §7: GET and POST
 * .../{id}/chair-messages/{name}). A failed save logs and shows 'Failed to save Chapter/Network
 * Message, try again.' (spec 001 §8); check the short text with `chairMessageSchema` first (200
 * characters, §5). `message` is user HTML: show it only through the app's sanitising component.
 */
export function useChairMessage({ communityId, communityType }: ContentCommunity) {
  const sdk = useSdk();
  const key = CHAPTER_CONTENT_KEYS.chairMessage(communityId, communityType);
  const query = useSdkQuery<ChairMessage>(key, (api, signal) =>
    api.communities.GET('/communities/api/communities/{id}/chair-messages/{name}', { params: { path: { id: communityId, name: communityType } }, signal }),
  );
  const write = useContentSave(
    key,
    (message: Omit<ChairMessage, 'communityId' | 'communityType'>) =>
      unwrap(
        sdk.communities.POST('/communities/api/communities/{id}/chair-messages/{name}', {
          params: { path: { id: communityId, name: communityType } },
          body: { ...message, shortText: message.shortText?.trim(), communityId, communityType },
        }),
        { log: true, message: FEATURE_MESSAGES.chairMessageSaveFailed },
      ),
    FEATURE_MESSAGES.chairMessageSaved,
  );
  return { chairMessage: query.data, error: query.error, isLoading: query.isLoading, ...write };
}
