import { moveItem, useFilesAndMedia, type FilesAndMediaItem, type FolderRowMode } from '@ypo/headless';
import { useId, useState, type FormEvent } from 'react';
import { Button, FileTrigger, Form } from 'react-aria-components';
import { TextInput } from '../../components/form';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ReorderList } from '../../components/reorder-list';
import { saveFile } from '../../lib/save-file';
import * as styles from './files-and-media.css';

/** The community whose files and media show. */
export interface FilesCommunity {
  readonly communityId: string;
  readonly communityType: string;
}

const sizeOf = (bytes: number | undefined) => (bytes === undefined || bytes === 0 ? '' : bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/**
 * Files and media of a community (spec 001 §3–§9): folders first, then files; a folder opens, a file
 * or folder downloads (a folder as a zip; a 404 shows the server's message in an alert). Officers
 * (canReOrder) create folders, rename, delete after a confirmation, reorder rows (the one
 * `ReorderList`: drag or keyboard) and upload, with a progress bar. A refused or failed name keeps
 * what was typed, with the text under the field (the snackbar shows it for 3000 ms as well).
 */
export function FilesAndMedia({ community }: { community: FilesCommunity }) {
  const headingId = useId();
  const [path, setPath] = useState<readonly FilesAndMediaItem[]>([]);
  const folder = path.at(-1);
  const files = useFilesAndMedia({ communityId: community.communityId, communityName: community.communityType, folderId: folder?.id });
  const [mode, setMode] = useState<{ readonly kind: FolderRowMode; readonly id?: string } | undefined>();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | undefined>();
  const [deleting, setDeleting] = useState<FilesAndMediaItem | undefined>();
  const [deleteError, setDeleteError] = useState<string | undefined>();

  const openName = (next: { readonly kind: FolderRowMode; readonly id?: string } | undefined, value = '') => {
    setMode(next);
    setName(value);
    setNameError(undefined);
  };
  const submitName = async (event: FormEvent) => {
    event.preventDefault();
    setNameError(undefined);
    const target = files.items.find((item) => item.id === mode?.id);
    const result = mode?.kind === 'edit' && target ? await files.rename(target, name) : await files.createFolder(name);
    if (result?.ok) openName(undefined);
    else if (result) setNameError(result.error.message);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteError(undefined);
    const result = await files.remove([deleting]);
    if (result && !result.ok) return setDeleteError(result.error.message);
    setDeleting(undefined);
  };
  const download = async (item: FilesAndMediaItem) => {
    setAlert(undefined);
    const result = item.isFolder ? await files.downloadFolder(item) : await files.downloadFile(item);
    if (result.ok) saveFile(result.data.blob, result.data.fileName);
    else if (item.isFolder) setAlert(result.error.message);
  };
  const progress = files.uploadProgress;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Files and media{folder ? `: ${folder.name}` : ''}
      </h2>
      {folder ? (
        <Button className={styles.button} onPress={() => setPath((before) => before.slice(0, -1))}>
          Back to {path.at(-2)?.name ?? 'all files'}
        </Button>
      ) : null}
      {alert ? (
        <p role="alert" className={styles.muted}>
          {alert}
        </p>
      ) : null}
      {files.canReOrder ? (
        <div className={styles.toolbar}>
          {mode?.kind === 'new' || mode?.kind === 'edit' ? (
            <Form onSubmit={(event) => void submitName(event)} className={styles.toolbar}>
              <TextInput label={mode.kind === 'new' ? 'Folder name' : 'New name'} value={name} onChange={setName} error={nameError} autoFocus />
              <Button type="submit" className={styles.primaryButton} isDisabled={files.isSaving}>
                Save
              </Button>
              <Button className={styles.button} onPress={() => openName(undefined)}>
                Cancel
              </Button>
            </Form>
          ) : (
            <Button className={styles.button} onPress={() => openName({ kind: 'new' })}>
              New folder
            </Button>
          )}
          <FileTrigger allowsMultiple onSelect={(list) => void (list ? files.uploadFiles([...list]) : undefined)}>
            <Button className={styles.button} isDisabled={files.isUploading}>
              Upload files
            </Button>
          </FileTrigger>
        </div>
      ) : null}
      {progress && files.isUploading ? (
        // A native progress bar: react-aria's ProgressBar brings a number formatter into the initial chunk.
        <progress aria-label="Upload progress" max={100} value={progress.shownPercentage} className={styles.progress}>
          {progress.shownPercentage}%
        </progress>
      ) : null}
      {files.isLoading ? (
        <p className={styles.muted}>Loading files and media</p>
      ) : files.error ? (
        <p role="alert">{files.error.message}</p>
      ) : files.items.length === 0 ? (
        <p className={styles.muted}>No files yet.</p>
      ) : (
        <ReorderList
          label="Files and folders"
          items={files.items}
          textOf={(item) => item.name}
          isBusy={files.isSaving}
          onMove={files.canReOrder ? (from, to) => void files.reorder(moveItem(files.items, from, to)) : undefined}
          renderContent={(item) => (
            <>
              {item.isFolder ? (
                <Button className={styles.button} onPress={() => setPath((before) => [...before, item])} aria-label={`Open folder ${item.name}`}>
                  {item.name}
                </Button>
              ) : (
                <p className={styles.name}>{item.name}</p>
              )}
              <span className={styles.muted}>{item.isFolder ? `${item.fileCount ?? 0} files` : `${item.fileSubType ?? ''} ${sizeOf(item.fileSize)}`}</span>
              {item.updatedUser ? <span className={styles.muted}>{item.updatedUser}</span> : null}
            </>
          )}
          renderActions={(item) => (
            <>
              {files.canView ? (
                <Button className={styles.button} aria-label={`Download ${item.name}`} onPress={() => void download(item)}>
                  Download
                </Button>
              ) : null}
              {files.canReOrder ? (
                <>
                  <Button className={styles.button} aria-label={`Rename ${item.name}`} onPress={() => openName({ kind: 'edit', id: item.id }, item.name)}>
                    Rename
                  </Button>
                  <Button
                    className={styles.button}
                    aria-label={`Delete ${item.name}`}
                    onPress={() => {
                      setDeleteError(undefined);
                      setDeleting(item);
                    }}
                  >
                    Delete
                  </Button>
                </>
              ) : null}
            </>
          )}
        />
      )}
      {deleting ? (
        <ConfirmDialog
          title={`Delete ${deleting.name}?`}
          confirmLabel="Delete"
          isPending={files.isSaving}
          error={deleteError}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(undefined)}
        >
          <p>{deleting.isFolder ? `The folder “${deleting.name}” and everything in it will be removed.` : `“${deleting.name}” will be removed.`}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
