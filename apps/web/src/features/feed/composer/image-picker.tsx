import { POST_IMAGES_MAX, type PostEditor, type PostEditorImage } from '@ypo/headless';
import { useEffect, useId, useState } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import { secondaryButton } from '../../../components/button.css';
import * as styles from './composer.css';

// The file dialog offers what POST_IMAGE_LIMITS accepts; the upload engine checks again (type by content, size, count).
const ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/gif'];

/** A local preview of a chosen file (a blob: address, allowed by the CSP's img-src), released when it goes. */
function usePreview(file: Blob): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return undefined;
    const address = URL.createObjectURL(file);
    setUrl(address);
    return () => URL.revokeObjectURL(address);
  }, [file]);
  return url;
}

/**
 * The upload progress of one image: a labelled `progressbar` as react-aria's ProgressBar renders it.
 * Not that component itself: its module sits in the first chunk (react-aria's Button reads its
 * context), so using it would move its number formatting and i18n into the /home JavaScript.
 */
function UploadProgress({ name, percentage, isDone }: { name: string; percentage: number; isDone: boolean }) {
  const value = Math.max(0, Math.min(100, Math.round(percentage)));
  const text = isDone ? 'Uploaded' : `${value}%`;
  return (
    <div
      className={styles.progress}
      role="progressbar"
      aria-label={`Upload of ${name}`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={text}
      data-complete={isDone || undefined}
    >
      <span aria-hidden="true">{text}</span>
      <span className={styles.progressTrack} aria-hidden="true">
        <span className={styles.progressFill} style={{ width: `${value}%` }} />
      </span>
    </div>
  );
}

function ChosenImage({ image, onRemove, isDisabled }: { image: PostEditorImage; onRemove: () => void; isDisabled: boolean }) {
  const preview = usePreview(image.file);
  return (
    <li className={styles.image}>
      {preview ? <img src={preview} alt={image.name} className={styles.thumbnail} /> : <span className={styles.thumbnail} />}
      <span className={styles.fileName}>{image.name}</span>
      <UploadProgress name={image.name} percentage={image.percentage} isDone={image.uploaded !== undefined} />
      <Button className={styles.linkButton} onPress={onRemove} isDisabled={isDisabled} aria-label={`Remove ${image.name}`}>
        Remove
      </Button>
    </li>
  );
}

/** The post's images: add (checked by type, size and count when chosen), each with its upload progress, remove. */
export function ImagePicker({ editor }: { editor: PostEditor }) {
  const countId = useId();
  const isFull = editor.images.length >= POST_IMAGES_MAX;
  return (
    <div className={styles.field}>
      <div className={styles.row}>
        <FileTrigger acceptedFileTypes={ACCEPTED_TYPES} allowsMultiple onSelect={(files) => void editor.addImages(files ? Array.from(files) : [])}>
          <Button className={secondaryButton} isDisabled={isFull || editor.isSaving} aria-describedby={countId}>
            Add images
          </Button>
        </FileTrigger>
        <span id={countId} className={styles.hint}>
          {editor.images.length} of {POST_IMAGES_MAX} images (PNG, JPG or GIF)
        </span>
      </div>
      {editor.isEdit && editor.currentImages.length > 0 ? (
        <p className={styles.hint}>
          {editor.images.length > 0 ? 'The new images replace the images of the post.' : `The post has ${editor.currentImages.length} image(s); new images replace them.`}
        </p>
      ) : null}
      {editor.problems.length > 0 ? (
        <div role="alert">
          <ul className={styles.problems}>
            {editor.problems.map((problem, index) => (
              <li key={`${problem.fileName ?? ''}-${index}`}>{problem.fileName ? `${problem.fileName}: ${problem.message}` : problem.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {editor.images.length > 0 ? (
        <ul className={styles.images} aria-label="Chosen images">
          {editor.images.map((image) => (
            <ChosenImage key={image.key} image={image} isDisabled={editor.isSaving} onRemove={() => editor.removeImage(image.key)} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
