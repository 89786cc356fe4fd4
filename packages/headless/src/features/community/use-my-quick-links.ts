import { useCallback, useMemo } from 'react';
import { FEATURE_MESSAGES } from '../../core/feature-messages';
import { QUICK_LINKS_SAVE_TEXT } from '../../core/community/quick-links';
import { personQuickLinkGroupsOf, personQuickLinkItemsOf, quickLinkChoicesOf, type PersonQuickLinkGroup } from '../../core/community/my-quick-links';
import type { QuickLinkItem } from '../../core/community/quick-links-list';
import { unwrap } from '../../core/errors/unwrap';
import { useSdk } from '../../hooks/sdk-context';
import { useMutation } from '../../hooks/use-mutation';
import { useSdkQuery } from '../../hooks/use-sdk-query';
import type { ContentSaveResult } from './use-content-save';

/** SWR keys of My Quick Links: the member's list and the links they may choose. */
export const MY_QUICK_LINKS_KEYS = {
  chosen: 'profiles/api/quick-Links/get-person-quickLinks',
  available: 'profiles/api/quick-Links/get-available-person-quickLinks',
} as const;

// spec 001 §8: any failed save shows 'Due to technical issues, we are currently unable to change your
// My Quick Links settings. Please try again later.'
const SAVE_FAILED = { log: true, message: FEATURE_MESSAGES.quickLinksSaveFailed } as const;

/**
 * The member's own My Quick Links (spec 002 §7, spec 001 §5, §8): the chosen list as the editor's
 * items (get-person-quickLinks), the links they may choose (`available`, get-available-person-quickLinks)
 * and those not chosen yet (`choices`), and `save(items)` (save-person-quickLinks, one group per shortcut
 * in the edited order). The save is optimistic: the list shows the edit at once and rolls back when
 * the save fails. Success gives 'You successfully changed your My Quick Links settings.', failure
 * 'Due to technical issues, ...' (the editor keeps its draft).
 */
export function useMyQuickLinks() {
  const sdk = useSdk();
  const chosen = useSdkQuery<PersonQuickLinkGroup[]>(MY_QUICK_LINKS_KEYS.chosen, (api, signal) => api.profiles.GET('/profiles/api/quick-Links/get-person-quickLinks', { signal }));
  const available = useSdkQuery<PersonQuickLinkGroup[]>(MY_QUICK_LINKS_KEYS.available, (api, signal) =>
    api.profiles.GET('/profiles/api/quick-Links/get-available-person-quickLinks', { signal }),
  );
  const items = useMemo(() => (chosen.data ? personQuickLinkItemsOf(chosen.data) : undefined), [chosen.data]);
  const offered = useMemo(() => (available.data ? personQuickLinkItemsOf(available.data) : undefined), [available.data]);
  const choices = useMemo(() => (offered ? quickLinkChoicesOf(offered, items ?? []) : undefined), [offered, items]);

  const { trigger, isMutating, error } = useMutation<[readonly QuickLinkItem[]], PersonQuickLinkGroup[], PersonQuickLinkGroup[]>(
    (next) => unwrap(sdk.profiles.POST('/profiles/api/quick-Links/save-person-quickLinks', { body: personQuickLinkGroupsOf(next) }), SAVE_FAILED),
    { key: MY_QUICK_LINKS_KEYS.chosen, optimistic: (_current, next) => personQuickLinkGroupsOf(next), populate: true },
  );
  const save = useCallback(
    async (next: readonly QuickLinkItem[]): Promise<ContentSaveResult<PersonQuickLinkGroup[]> | undefined> => {
      const result = await trigger(next);
      if (result === undefined || !result.ok) return result;
      return { ok: true, data: result.data, message: QUICK_LINKS_SAVE_TEXT.success };
    },
    [trigger],
  );

  return {
    /** The chosen shortcuts in order (`undefined` while loading). */
    items,
    /** Every link the member may choose, chosen or not, for the editor's picker (`undefined` while loading). */
    available: offered,
    /** The available links not chosen yet (`undefined` while loading). */
    choices,
    error: chosen.error ?? available.error,
    isLoading: chosen.isLoading || available.isLoading,
    save,
    isSaving: isMutating,
    saveError: error,
  };
}
