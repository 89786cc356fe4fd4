import { canEditAssist, checkReleaseMediaFile, isImageFileName, releaseMediaInOrder, useReleaseMedia, RELEASE_MEDIA_FILE, type ReleaseMediaItem } from '@ypo/headless';
import { useState } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import * as styles from './assist.css';
import { AlertText } from '../../components/form';
import { messageOf, useAction } from './ui';
import { Picture } from '../../components/picture';

type Media = ReturnType<typeof useReleaseMedia>;

/** Names of the media slots (spec 000 §2: a news and coming-soon media section). */
function slotName(fileType: string): string {
  if (fileType.toLowerCase() === 'new') return 'News';
  if (fileType.toLowerCase() === 'comingsoon') return 'Coming soon';
  return fileType;
}

function MediaCard({ item, canEdit, media }: { item: ReleaseMediaItem; canEdit: boolean; media: Media }) {
  const name = slotName(item.fileType);
  const action = useAction();
  const [fileError, setFileError] = useState<string | undefined>();
  return (
    <li className={styles.mediaCard}>
      <h3 className={styles.topicHeading}>{name}</h3>
      {isImageFileName(item.fileName) ? (
        <Picture className={styles.mediaImage} src={item.fileUrl} alt={`${name}: ${item.fileName}`} loading="lazy" />
      ) : (
        <video className={styles.mediaImage} src={item.fileUrl} controls aria-label={`${name}: ${item.fileName}`} preload="none" />
      )}
      <a href={item.fileUrl} target="_blank" rel="noreferrer">
        {item.fileName}
        <span className={styles.muted}> (opens in a new tab)</span>
      </a>
      {canEdit ? (
        <FileTrigger
          acceptedFileTypes={[...RELEASE_MEDIA_FILE.extensions]}
          onSelect={(files) => {
            const file = files?.[0] ?? null;
            const problem = checkReleaseMediaFile(file);
            setFileError(problem);
            if (problem || !file) return;
            void action.run(() => media.replaceMediaFile(item.fileType, file));
          }}
        >
          <Button className={styles.button} isDisabled={action.isPending} aria-label={`Replace file for ${name.toLowerCase()}`}>
            Replace file
          </Button>
        </FileTrigger>
      ) : null}
      {fileError ? (
        <p role="alert" className={styles.fieldError}>
          {fileError}
        </p>
      ) : null}
      <AlertText message={action.error} />
    </li>
  );
}

/** News and coming-soon media; editors replace each file. */
export function ReleaseMediaSection({ isAdmin }: { isAdmin: boolean | undefined }) {
  const media = useReleaseMedia();
  const canEdit = canEditAssist({ canEdit: media.data?.canEdit, isAdmin });
  const items = releaseMediaInOrder(media.data);
  return (
    <section className={styles.section} aria-labelledby="assist-media">
      <h2 id="assist-media" className={styles.sectionHeading}>
        News and coming soon
      </h2>
      {media.isLoading ? <p role="status">Loading news…</p> : null}
      {media.error ? <AlertText message={messageOf(media.error)} /> : null}
      {media.data && items.length === 0 ? <p className={styles.muted}>There is no news yet.</p> : null}
      {items.length > 0 ? (
        <ul className={styles.mediaGrid} aria-label="News and coming soon">
          {items.map((item) => (
            <MediaCard key={item.id} item={item} canEdit={canEdit} media={media} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
