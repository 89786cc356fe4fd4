import { WAIVER_MESSAGES as M, type WaiverAttachment } from '@ypo/headless/waiver';
import type { UploadProblem, UploadProgress } from '@ypo/headless/core';
import { Button, FileTrigger } from 'react-aria-components';
import * as buttons from '../../components/button.css';
import { Notice } from '../../components/form';
import * as styles from './form-page.css';

/** Props of {@link FormAttachments}. */
export interface FormAttachmentsProps {
  /** The documents attached to the waiver. */
  readonly attachments: readonly WaiverAttachment[];
  /** Uploads the chosen files. */
  readonly onAttach: (files: File[]) => void;
  /** Deletes one document. */
  readonly onRemove: (attachment: WaiverAttachment) => void;
  /** The chapter may change the attachments (the waiver is not with the review). */
  readonly canChange: boolean;
  /** An upload, a delete or a save runs. */
  readonly isBusy: boolean;
  /** The progress of the running upload. */
  readonly progress: UploadProgress | undefined;
  /** The refusals of the last choice (before anything was sent). */
  readonly problems: readonly UploadProblem[];
}

// Only web addresses open as links; anything else shows as its name.
const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

// spec 002 §5: images jpg, jpeg, png, gif; video mp4.
const ACCEPTED = ['.jpg', '.jpeg', '.png', '.gif', '.mp4', 'image/jpeg', 'image/png', 'image/gif', 'video/mp4'];

/** The waiver's attached documents (spec 002 §5, §9: 6 files of 25 MB; jpg, jpeg, png, gif, mp4): the list, remove, attach. */
export function FormAttachments({ attachments, onAttach, onRemove, canChange, isBusy, progress, problems }: FormAttachmentsProps) {
  return (
    <section aria-labelledby="waiver-attachments" className={styles.section}>
      <h2 id="waiver-attachments" className={styles.sectionTitle}>
        {M.attachmentsSection}
      </h2>
      <p className={styles.muted}>{M.attachmentsHint}</p>
      {attachments.length > 0 ? (
        <ul className={styles.list} aria-label={M.attachmentsSection}>
          {attachments.map((file) => (
            <li key={file.name} className={styles.item}>
              {isWebAddress(file.url) ? (
                <a className={styles.itemName} href={file.url} target="_blank" rel="noopener noreferrer">
                  {file.name}
                </a>
              ) : (
                <p className={styles.itemName}>{file.name}</p>
              )}
              {canChange ? (
                <Button className={buttons.secondaryButton} aria-label={M.removeAttachment(file.name)} isDisabled={isBusy} onPress={() => onRemove(file)}>
                  {M.remove}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{M.noAttachments}</p>
      )}
      {problems.map((problem) => (
        <Notice key={`${problem.code}:${problem.fileName ?? ''}`} kind="error" message={problem.fileName ? `${problem.fileName}: ${problem.message}` : problem.message} />
      ))}
      {canChange ? (
        <FileTrigger allowsMultiple acceptedFileTypes={ACCEPTED} onSelect={(list) => (list ? onAttach([...list]) : undefined)}>
          <Button className={buttons.secondaryButton} isDisabled={isBusy}>
            {isBusy && progress ? M.attaching : M.attachFiles}
          </Button>
        </FileTrigger>
      ) : null}
      {progress && isBusy ? (
        <progress className={styles.progress} aria-label={M.attaching} max={100} value={progress.shownPercentage}>
          {progress.shownPercentage}%
        </progress>
      ) : null}
    </section>
  );
}
