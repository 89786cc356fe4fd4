import { FEATURE_MESSAGES } from '../../core/feature-messages';
import { useMemo } from 'react';
import { QUICK_LINKS_SAVE_TEXT } from '../../core/community/quick-links';
import { quickLinkGroupsOf, quickLinkItemsOf, quickLinksSaveOf, type QuickLinkGroup, type QuickLinkItem } from '../../core/community/quick-links-list';
import { unwrap } from '../../core/errors/unwrap';
import { useSdk } from '../../hooks/sdk-context';
import { useSdkQuery } from '../../hooks/use-sdk-query';
import { CHAPTER_CONTENT_KEYS } from './chapter-content-keys';
import { useContentSave } from './use-content-save';

// The contract answers both saves with an ActionResult: anything but success: true failed.
const SAVED = { log: true, message: FEATURE_MESSAGES.quickLinksSaveFailed, requireData: (data: unknown) => (data as { success?: unknown }).success === true } as const;

/**
 * A chapter's quick links (spec 001 §5, §7, §8): the groups as read (getChapterQuickLinks), the
 * shortcuts as one list for the editor (`items`), and `save(items)`: only the order changed sends
 * saveChapterQuickLinksDisplayOrder, anything else saveChapterQuickLinks with every group; nothing
 * changed sends nothing. Success shows 'You successfully changed your My Quick Links settings.',
 * failure 'Due to technical issues, ...' (the editor keeps its list).
 */
export function useChapterQuickLinks(communityId: string) {
  const sdk = useSdk();
  const key = CHAPTER_CONTENT_KEYS.quickLinks(communityId);
  const query = useSdkQuery<QuickLinkGroup[]>(key, (api, signal) =>
    api.communities.GET('/communities/api/communities/getChapterQuickLinks/{id}', { params: { path: { id: communityId } }, signal }),
  );
  const groups = query.data;
  const items = useMemo(() => (groups ? quickLinkItemsOf(groups) : undefined), [groups]);
  const write = useContentSave<readonly QuickLinkItem[], QuickLinkGroup[]>(
    key,
    async (next) => {
      const current = groups ?? [];
      const change = quickLinksSaveOf(current, next);
      if (change?.kind === 'order') {
        await unwrap(sdk.communities.POST('/communities/api/communities/saveChapterQuickLinksDisplayOrder', { body: { communityId, quickLinks: change.quickLinks } }), SAVED);
      } else if (change?.kind === 'links') {
        await unwrap(sdk.communities.POST('/communities/api/communities/saveChapterQuickLinks', { body: { communityId, quickLinks: change.quickLinks } }), SAVED);
      }
      return quickLinkGroupsOf(next, current);
    },
    QUICK_LINKS_SAVE_TEXT.success,
  );
  return { groups, items, error: query.error, isLoading: query.isLoading, ...write };
}
