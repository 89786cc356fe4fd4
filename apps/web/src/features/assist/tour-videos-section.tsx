import {
  canEditAssist,
  canMove,
  inDisplayOrder,
  tourVideoTitle,
  tourVideoUpload,
  updateTourVideoRequest,
  useTourVideos,
  TOUR_VIDEO_FILE,
  type TourVideo,
} from '@ypo/headless';
import { useId, useState } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import * as styles from './assist.css';
import { AlertText, TextInput } from '../../components/form';
import { saveFile } from '../../lib/save-file';
import { AddForm, AssistSection, EditButton, InlineEdit, ItemTools, useAction } from './ui';

type Videos = ReturnType<typeof useTourVideos>;


function VideoItem({ video, index, count, canEdit, videos }: { video: TourVideo; index: number; count: number; canEdit: boolean; videos: Videos }) {
  const fullTitle = tourVideoTitle(video);
  const action = useAction();
  // The title draft lives here while the title is open for editing, so a failed save keeps it.
  const [titleDraft, setTitleDraft] = useState<string | undefined>();
  return (
    <li className={styles.question}>
      <div className={styles.itemRow}>
        <span className={styles.questionHeading}>{fullTitle}</span>
        <div className={styles.toolbar}>
          <Button
            className={styles.button}
            aria-label={`Download ${fullTitle}`}
            isDisabled={action.isPending}
            onPress={() => void action.run(async () => {
              const file = await videos.downloadTourVideo(video);
              saveFile(file.blob, file.fileName);
            })}
          >
            Download
          </Button>
          {canEdit && titleDraft === undefined ? (
            <ItemTools
              kind="video"
              title={fullTitle}
              canMoveUp={canMove(index, count, 'up')}
              canMoveDown={canMove(index, count, 'down')}
              onMove={(direction) => void action.run(() => videos.moveTourVideo(video.id, direction))}
              onDelete={() => videos.deleteTourVideo(video.id)}
              deleteText={<>The tour video “{fullTitle}” will be removed from the assist page.</>}
            >
              <EditButton label={`Edit title of ${fullTitle}`} onPress={() => setTitleDraft(video.title)}>
                Edit title
              </EditButton>
            </ItemTools>
          ) : null}
        </div>
      </div>
      <AlertText message={action.error} />
      {titleDraft !== undefined ? (
        <InlineEdit
          label={`Title of ${fullTitle}`}
          saveLabel="Save title"
          value={titleDraft}
          description={video.fileExt ? `${video.fileExt} is added to the title.` : undefined}
          onChange={setTitleDraft}
          onCancel={() => setTitleDraft(undefined)}
          onSave={() => {
            const checked = updateTourVideoRequest(video, titleDraft);
            if (!checked.isValid) return { error: checked.errors.title };
            return videos.updateTourVideo(checked.value).then(() => setTitleDraft(undefined));
          }}
        />
      ) : null}
    </li>
  );
}

/** The upload form of a new tour video: title and file, checked before the upload. */
function UploadVideoForm({ videos }: { videos: Videos }) {
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const fileStatusId = useId();
  return (
    <AddForm
      title="Add a tour video"
      headingLevel={3}
      submitLabel="Upload video"
      onSubmit={() => {
        const checked = tourVideoUpload({ file, title });
        if (!checked.isValid) return { errors: checked.errors };
        return videos.createTourVideo(checked.value).then(() => {
          setTitle('');
          setFile(null);
        });
      }}
    >
      {(errors) => (
        <>
          <TextInput label="Video title" value={title} onChange={setTitle} error={errors.title} />
          <div className={styles.itemRow}>
            <FileTrigger acceptedFileTypes={[...TOUR_VIDEO_FILE.extensions]} onSelect={(files) => setFile(files?.[0] ?? null)}>
              <Button className={styles.button} aria-describedby={fileStatusId}>
                Choose video file
              </Button>
            </FileTrigger>
            <span id={fileStatusId} className={styles.muted}>
              {file ? `Chosen: ${file.name}` : 'No file chosen'}
            </span>
          </div>
          {errors.file ? (
            <p role="alert" className={styles.fieldError}>
              {errors.file}
            </p>
          ) : null}
        </>
      )}
    </AddForm>
  );
}

/** The take-a-tour videos; each title shows with its fileExt (spec 000 §3). */
export function TourVideosSection({ isAdmin }: { isAdmin: boolean | undefined }) {
  const videos = useTourVideos();
  const canEdit = canEditAssist({ canEdit: videos.data?.canEdit, isAdmin });
  const list = inDisplayOrder(videos.data?.assistVideos ?? []);
  return (
    <AssistSection
      id="assist-tour"
      title="Take a tour"
      loadingText="Loading tour videos…"
      emptyText="There are no tour videos yet."
      query={videos}
      isEmpty={list.length === 0}
    >
      {list.length > 0 ? (
        <ul className={styles.questions} aria-label="Tour videos">
          {list.map((video, index) => (
            <VideoItem key={video.id} video={video} index={index} count={list.length} canEdit={canEdit} videos={videos} />
          ))}
        </ul>
      ) : null}
      {canEdit ? <UploadVideoForm videos={videos} /> : null}
    </AssistSection>
  );
}
