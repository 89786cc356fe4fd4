import { FEATURE_MESSAGES } from '../../core/feature-messages';
import type { communities } from '@ypo/sdk';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { withOrder } from '../../core/community/reorder';
import { unwrap } from '../../core/errors/unwrap';
import type { UploadFile } from '../../core/upload/checks';
import type { UploadOutcome } from '../../core/upload/engine';
import { ATTACHMENT_MAX_BYTES, FILES_AND_MEDIA_LIMITS } from '../../core/upload/limits';
import { useSdk } from '../../hooks/sdk-context';
import { useMutation } from '../../hooks/use-mutation';
import { useUpload } from '../../hooks/use-upload';
import { networkPageContentKey, type NetworkContentItem, type NetworkPageContent, type NetworkRelatedContent } from './use-network-page';

/** A content block as the editor saves it: everything but the network (the hook adds it); `id` for a change. */
export type NetworkContentInput = Omit<NetworkContentItem, 'communityId'>;

// One related file at a time, of the files-and-media types, up to the general 25 MB.
const RELATED_CONTENT_LIMITS = { ...FILES_AND_MEDIA_LIMITS, maxCount: 1, maxBytes: ATTACHMENT_MAX_BYTES, rejectDuplicates: false };
const SAVED = { log: true, requireData: (data: unknown) => (data as { success?: unknown } | undefined)?.success === true } as const;

const pageOf = (networkId: string, current: NetworkPageContent | undefined): NetworkPageContent => current ?? { communityId: networkId, content: [], relatedContent: [] };

const withItem = <T extends { id?: string | undefined }>(items: readonly T[], saved: T): T[] =>
  items.some((item) => item.id === saved.id) ? items.map((item) => (item.id === saved.id ? saved : item)) : [...items, saved];

/**
 * The network page editor for the network's admins (spec 001 §2, §3, §7): `saveContent` saves a
 * content block (saveNetworkPageContent), `reorderContent` the blocks' display order (shown at once,
 * put back when the call fails), and `uploadRelated` a related file with its title through the
 * upload engine (SaveNetworkPageRelatedContent, the file as file0). The page (useNetworkPage) shows
 * each change.
 */
export function useNetworkPageEditor(networkId: string) {
  const sdk = useSdk();
  const { mutate } = useSWRConfig();
  const key = networkPageContentKey(networkId);
  const page = (current: NetworkPageContent | undefined) => pageOf(networkId, current);

  const saveMutation = useMutation(
    (item: NetworkContentInput): Promise<NetworkContentItem> => unwrap(sdk.communities.POST('/communities/api/saveNetworkPageContent', { body: { ...item, communityId: networkId } }), { log: true }),
    { key, populate: (saved: NetworkContentItem, current: NetworkPageContent | undefined) => ({ ...page(current), content: withItem(page(current).content, saved) }) },
  );
  const reorderMutation = useMutation(
    async (ordered: readonly NetworkContentItem[]): Promise<NetworkPageContent> => {
      const items = withOrder(ordered, 'displayOrder');
      await unwrap(
        sdk.communities.POST('/communities/api/saveNetworkPageContentDisplayOrder', {
          body: { communityId: networkId, items: items.flatMap((item) => (item.id ? [{ id: item.id, displayOrder: item.displayOrder }] : [])) },
        }),
        SAVED,
      );
      return { communityId: networkId, content: items, relatedContent: [] };
    },
    {
      key,
      optimistic: (current: NetworkPageContent | undefined, ordered) => ({ ...page(current), content: withOrder(ordered, 'displayOrder') }),
      populate: (saved: NetworkPageContent, current: NetworkPageContent | undefined) => ({ ...page(current), content: saved.content }),
    },
  );

  const upload = useUpload({ limits: RELATED_CONTENT_LIMITS, blocks: 'whole-file' });
  const { start } = upload;
  const uploadRelated = useCallback(
    async (file: UploadFile, title: string): Promise<UploadOutcome<NetworkRelatedContent>> => {
      const outcome = await start([file], (block, { signal }) =>
        unwrap(
          sdk.communities.POST('/communities/api/SaveNetworkPageRelatedContent', {
            body: { communityId: networkId, title, ...block.fields } as communities.components['schemas']['NetworkRelatedContentForm'],
            signal,
          }),
          { log: true, message: FEATURE_MESSAGES.filesUploadFailed },
        ),
      );
      if (outcome.status === 'done') {
        const saved = outcome.results;
        await mutate<NetworkPageContent>(
          networkPageContentKey(networkId),
          (current) => ({ ...pageOf(networkId, current), relatedContent: saved.reduce(withItem, pageOf(networkId, current).relatedContent) }),
          { revalidate: false },
        );
      }
      return outcome;
    },
    [networkId, mutate, sdk, start],
  );

  return {
    saveContent: saveMutation.trigger,
    reorderContent: reorderMutation.trigger,
    uploadRelated,
    /** Where the related-file upload stands (status, progress, refusals, failure). */
    upload: { status: upload.status, progress: upload.progress, problems: upload.problems, failure: upload.failure },
    cancelUpload: upload.cancel,
    isSaving: saveMutation.isMutating || reorderMutation.isMutating || upload.isUploading,
    saveError: saveMutation.error ?? reorderMutation.error,
  };
}
