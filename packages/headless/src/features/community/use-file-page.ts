import type { communities } from '@ypo/sdk';
import type { AppError } from '../../core/messages';
import { useSdkQuery } from '../../hooks/use-sdk-query';
import { communityKey, type Community } from './use-community';

type FileContent = communities.components['schemas']['FileContent'];

/** Where /download/{id} goes: the file's community, once known (its page is `paths.communityPage(type, id)`); or why it cannot. */
export interface FilePageState {
  /** The file's community, when resolved. */
  readonly community: Pick<Community, 'communityId' | 'communityType' | 'name'> | undefined;
  /** The file's name, when resolved. */
  readonly fileName: string | undefined;
  /** The file or its community is still loading. */
  readonly isLoading: boolean;
  /** The file or its community could not be read (unknown file, not a member). */
  readonly error: AppError | undefined;
}

/**
 * spec 001 §2: /download/{id} resolves a file to its community page. The file (download-file
 * answers its community) and then the community (its type picks the page) are read.
 */
export function useFilePage(fileId: string): FilePageState {
  const file = useSdkQuery<FileContent>(fileId === '' ? null : `communities/api/files-and-media/download-file/${fileId.toLowerCase()}`, (sdk, signal) =>
    sdk.communities.GET('/communities/api/files-and-media/download-file/{id}', { params: { path: { id: fileId } }, signal }),
  );
  const communityId = file.data?.communityId;
  const community = useSdkQuery<Community>(communityId === undefined ? null : communityKey(communityId), (sdk, signal) =>
    sdk.communities.GET('/communities/api/getCommunity/{id}', { params: { path: { id: communityId ?? '' } }, signal }),
  );
  return {
    community: community.data ? { communityId: community.data.communityId, communityType: community.data.communityType, name: community.data.name } : undefined,
    fileName: file.data?.fileName,
    isLoading: file.isLoading || community.isLoading,
    error: file.error ?? community.error,
  };
}
