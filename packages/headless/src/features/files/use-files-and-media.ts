import type { communities } from '@ypo/sdk';
import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { moveItemBy, type ReorderMove } from '../../core/community/reorder';
import { unwrap } from '../../core/errors/unwrap';
import { bytesOfBase64, FILES_PAGE_SIZE, filesAndMediaTransport, folderNameProblem, orderOf, ROOT_FOLDER_ID, type DownloadedFile } from '../../core/files/files-and-media';
import { AppError } from '../../core/messages';
import type { UploadFile } from '../../core/upload/checks';
import type { UploadOutcome } from '../../core/upload/engine';
import { FILES_AND_MEDIA_LIMITS } from '../../core/upload/limits';
import { useSdk } from '../../hooks/sdk-context';
import { useMutation, type CallResult } from '../../hooks/use-mutation';
import { useSdkQuery } from '../../hooks/use-sdk-query';
import { useSnackbar } from '../../hooks/use-snackbar';
import { useUpload } from '../../hooks/use-upload';

type Schemas = communities.components['schemas'];
/** A file or folder of a community's files and media (spec 001 §3). */
export type FilesAndMediaItem = Schemas['FilesAndMediaItem'];
/** A page of a folder, with the viewer's canReOrder and canView (spec 001 §3, §6). */
export type FilesAndMediaList = Schemas['FilesAndMediaList'];
/** An uploaded file as the server has it pending (spec 001 §3). */
export type PendingUpload = Schemas['PendingUpload'];

/** The folder a files screen shows. */
export interface FilesFolder {
  /** The community's id. */
  readonly communityId: string;
  /** The community name segment as the app sends it in the path (the community type, e.g. `chapter`). */
  readonly communityName: string;
  /** The folder; the root (the all-zero id) when left out. */
  readonly folderId?: string | undefined;
}

/** SWR key of a folder's first page. */
export const filesAndMediaKey = (communityId: string, folderId: string = ROOT_FOLDER_ID) => `files-and-media/${communityId}/${folderId}`;

// spec 001 §8: failures of folder changes show the server's message ('Directory already exists').
const CHANGE_FAILURE = { log: true, surfaceServerMessage: true } as const;

/**
 * Files and media of one folder of a community (spec 001 §3–§9): the list (folders first, with
 * canReOrder and canView from the server), create folder, rename, delete, reorder (by the given
 * list or a keyboard move; shown at once, put back on failure), upload through the one upload
 * engine (types of spec 001 §5, names of 40 characters, no duplicates; images whole, other files
 * in 10 MB blocks, 4 in parallel, progress shown as the real percentage minus 10), download a file
 * (base64 answer) and a folder as a zip. Refusals and failures show in the snackbar for 3000 ms
 * (spec 001 §8) and come back as the result; nothing thrown.
 */
export function useFilesAndMedia(folder: FilesFolder) {
  const { communityId, communityName } = folder;
  const folderId = folder.folderId ?? ROOT_FOLDER_ID;
  const sdk = useSdk();
  const { mutate } = useSWRConfig();
  const snackbar = useSnackbar();
  const key = filesAndMediaKey(communityId, folderId);
  const query = useSdkQuery<FilesAndMediaList>(key, (api, signal) =>
    folderId === ROOT_FOLDER_ID
      ? api.communities.GET('/communities/api/get-all-media-files/{communityId}/{page}/{size}', { params: { path: { communityId, page: 0, size: FILES_PAGE_SIZE } }, signal })
      : api.communities.GET('/communities/api/get-media-files/{communityId}/{parentId}/{page}/{size}', {
          params: { path: { communityId, parentId: folderId, page: 0, size: FILES_PAGE_SIZE } },
          signal,
        }),
  );
  const items = useMemo(() => query.data?.filesAndMediaList ?? [], [query.data]);
  const refresh = useCallback(() => mutate(key), [key, mutate]);

  const fail = useCallback(
    <T,>(message: string): CallResult<T> => {
      snackbar.show(message, 'error');
      return { ok: false, error: new AppError('validation', { message }) };
    },
    [snackbar],
  );
  const shown = useCallback(
    <T,>(result: CallResult<T> | undefined): CallResult<T> | undefined => {
      if (result && !result.ok) snackbar.show(result.error.message, 'error');
      return result;
    },
    [snackbar],
  );

  const create = useMutation(
    (name: string) =>
      unwrap(
        sdk.communities.POST('/communities/api/create-directory/{communityName}', { params: { path: { communityName } }, body: { communityId, parentId: folderId, name } }),
        CHANGE_FAILURE,
      ),
    {
      key,
      // Folders first (as the server lists them): the new folder after the others.
      populate: (made: FilesAndMediaItem, list: FilesAndMediaList | undefined) => {
        const listed = list?.filesAndMediaList ?? [];
        return withItems(list, [...listed.filter((item) => item.isFolder), made, ...listed.filter((item) => !item.isFolder)]);
      },
    },
  );
  const renameCall = useMutation(
    (item: FilesAndMediaItem, name: string) =>
      unwrap(sdk.communities.PUT('/communities/api/rename-files', { body: { id: item.id, communityId, name, isFolder: item.isFolder } }), CHANGE_FAILURE),
    { key, populate: (renamed: FilesAndMediaItem, list: FilesAndMediaList | undefined) => withItems(list, (list?.filesAndMediaList ?? []).map((each) => (each.id === renamed.id ? renamed : each))) },
  );
  const removeCall = useMutation(
    (doomed: readonly FilesAndMediaItem[]) =>
      unwrap(sdk.communities.DELETE('/communities/api/delete-storage', { body: { communityId, items: doomed.map((item) => ({ id: item.id, isFolder: item.isFolder })) } }), CHANGE_FAILURE),
    {
      key,
      optimistic: (list: FilesAndMediaList | undefined, doomed) => withItems(list, (list?.filesAndMediaList ?? []).filter((item) => !doomed.some((gone) => gone.id === item.id))),
    },
  );
  const reorderCall = useMutation(
    (ordered: readonly FilesAndMediaItem[]) =>
      unwrap(sdk.communities.POST('/communities/api/reorder-filesandmedia', { body: { communityId, parentId: folderId, items: orderOf(ordered) } }), CHANGE_FAILURE),
    { key, optimistic: (list: FilesAndMediaList | undefined, ordered) => withItems(list, ordered.map((item, index) => ({ ...item, order: index + 1 }))) },
  );

  const createFolder = useCallback(
    async (name: string): Promise<CallResult<FilesAndMediaItem> | undefined> => {
      const problem = folderNameProblem(name, items.filter((item) => item.isFolder));
      if (problem) return fail(problem);
      return shown(await create.trigger(name.trim()));
    },
    [create, fail, items, shown],
  );
  const rename = useCallback(
    async (item: FilesAndMediaItem, name: string): Promise<CallResult<FilesAndMediaItem> | undefined> => {
      if (item.isFolder) {
        const problem = folderNameProblem(name, items.filter((each) => each.isFolder), item.id);
        if (problem) return fail(problem);
      }
      return shown(await renameCall.trigger(item, name.trim()));
    },
    [fail, items, renameCall, shown],
  );
  const remove = useCallback(async (doomed: readonly FilesAndMediaItem[]) => shown(await removeCall.trigger(doomed)), [removeCall, shown]);
  const reorder = useCallback(async (ordered: readonly FilesAndMediaItem[]) => shown(await reorderCall.trigger(ordered)), [reorderCall, shown]);
  /** A keyboard move of the item at `index` (arrows, Home, End); resolves to where it is now. */
  const move = useCallback(
    async (index: number, how: ReorderMove): Promise<number> => {
      const moved = moveItemBy(items, index, how);
      if (moved.index !== index) await reorder(moved.items);
      return moved.index;
    },
    [items, reorder],
  );

  const upload = useUpload({ limits: { ...FILES_AND_MEDIA_LIMITS, existingNames: items.map((item) => item.name) } });
  const { start } = upload;
  const uploadFiles = useCallback(
    async (files: readonly UploadFile[]): Promise<UploadOutcome<PendingUpload[]>> => {
      const outcome = await start(files, filesAndMediaTransport(sdk, { communityId, communityName, folderId }, files));
      if (outcome.status === 'invalid') snackbar.show(outcome.problems[0]?.message ?? '', 'error');
      if (outcome.status === 'failed') snackbar.show(outcome.error instanceof AppError ? outcome.error.message : '', 'error');
      if (outcome.status === 'done' || outcome.status === 'failed') void refresh();
      return outcome;
    },
    [communityId, communityName, folderId, refresh, sdk, snackbar, start],
  );

  const downloadFile = useCallback(
    async (item: FilesAndMediaItem): Promise<CallResult<DownloadedFile>> => {
      try {
        const answer = await unwrap(sdk.communities.GET('/communities/api/files-and-media/download-file/{id}', { params: { path: { id: item.id } } }), { log: true });
        return { ok: true, data: { fileName: answer.fileName, blob: new Blob([bytesOfBase64(answer.base64)]) } };
      } catch (error) {
        const failure = error instanceof AppError ? error : new AppError('unknown');
        snackbar.show(failure.message, 'error');
        return { ok: false, error: failure };
      }
    },
    [sdk, snackbar],
  );
  /** spec 001 §7, §8: a folder as a zip; a 404 answers with the server's message, which the screen shows in an alert. */
  const downloadFolder = useCallback(
    async (item: FilesAndMediaItem): Promise<CallResult<DownloadedFile>> => {
      try {
        const blob = await unwrap(
          sdk.communities.POST('/communities/api/Download-filesandmedia', { body: { communityId, items: [{ id: item.id, isFolder: true }] }, parseAs: 'blob' }),
          { log: true, surfaceServerMessage: true },
        );
        return { ok: true, data: { fileName: `${item.name}.zip`, blob: blob as Blob } };
      } catch (error) {
        return { ok: false, error: error instanceof AppError ? error : new AppError('unknown') };
      }
    },
    [communityId, sdk],
  );

  return {
    folderId,
    items,
    count: query.data?.count ?? 0,
    canReOrder: query.data?.canReOrder === true,
    canView: query.data?.canView === true,
    isLoading: query.isLoading,
    error: query.error,
    refresh,
    createFolder,
    rename,
    remove,
    reorder,
    move,
    uploadFiles,
    cancelUpload: upload.cancel,
    uploadProgress: upload.progress,
    isUploading: upload.isUploading,
    isSaving: create.isMutating || renameCall.isMutating || removeCall.isMutating || reorderCall.isMutating,
    downloadFile,
    downloadFolder,
  };
}

function withItems(list: FilesAndMediaList | undefined, items: FilesAndMediaItem[]): FilesAndMediaList {
  const before = list?.filesAndMediaList.length ?? 0;
  return { canReOrder: false, canView: true, ...list, filesAndMediaList: items, count: (list?.count ?? before) + items.length - before };
}
