import type { ChapterWelcomeMessage } from '../../core/community/chapter-content';
import { unwrap } from '../../core/errors/unwrap';
import { FEATURE_MESSAGES } from '../../core/feature-messages';
import { useSdk } from '../../hooks/sdk-context';
import { useSdkQuery } from '../../hooks/use-sdk-query';
import { CHAPTER_CONTENT_KEYS } from './chapter-content-keys';
import { useContentSave } from './use-content-save';

/**
 * A chapter's welcome message with its membership requirement fields (spec 001 §3, §7:
 * getChapterWelcomeMessage, saveChapterWelcomeMessage). Build the saved value from a form with
 * `welcomeMessageOf` after `welcomeMessageSchema`. `message` is user HTML.
 */
export function useChapterWelcomeMessage(communityId: string) {
  const sdk = useSdk();
  const key = CHAPTER_CONTENT_KEYS.welcomeMessage(communityId);
  const query = useSdkQuery<ChapterWelcomeMessage>(key, (api, signal) =>
    api.communities.GET('/communities/api/communities/getChapterWelcomeMessage/{id}', { params: { path: { id: communityId } }, signal }),
  );
  const write = useContentSave(
    key,
    (welcome: ChapterWelcomeMessage) =>
      unwrap(sdk.communities.POST('/communities/api/communities/saveChapterWelcomeMessage', { body: { ...welcome, communityId } }), { log: true }),
    FEATURE_MESSAGES.welcomeMessageSaved,
  );
  return { welcomeMessage: query.data, error: query.error, isLoading: query.isLoading, ...write };
}
