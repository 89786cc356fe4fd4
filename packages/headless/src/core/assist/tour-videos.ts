import { FEATURE_MESSAGES } from '../feature-messages';
import { fileExtOf, type FileLike } from '../upload';
import { checkTourVideoFile } from './files';
import { moveById, type MoveDirection, type Moved } from './reorder';
import type { AssistVideosPage, Checked, TourVideo, UpdateTourVideoRequest } from './types';

/** spec 000 §3: the tour video's fileExt is appended to its title ('Welcome to the platform.mp4'). */
export function tourVideoTitle(video: Pick<TourVideo, 'title' | 'fileExt'>): string {
  const ext = video.fileExt ?? '';
  if (ext === '' || video.title.toLowerCase().endsWith(ext.toLowerCase())) return video.title;
  return `${video.title}${ext}`;
}

/** The title typed for a video without the extension the spec appends (so it is not doubled). */
export function titleWithoutExt(title: string, fileExt: string): string {
  const trimmed = title.trim();
  return fileExt !== '' && trimmed.toLowerCase().endsWith(fileExt.toLowerCase()) ? trimmed.slice(0, -fileExt.length).trim() : trimmed;
}

/** What a new tour video upload sends: the file, its title and the extension taken from the file. */
export interface TourVideoUploadDraft<F extends FileLike = FileLike> {
  readonly file: F;
  readonly title: string;
  readonly fileExt: string;
}

/** Checks a new tour video before the upload: a title, and a video file of an allowed type and size. */
export function tourVideoUpload<F extends FileLike>(input: {
  readonly file: F | null | undefined;
  readonly title: string;
}): Checked<TourVideoUploadDraft<F>, 'file' | 'title'> {
  const errors: Partial<Record<'file' | 'title', string>> = {};
  const fileError = checkTourVideoFile(input.file);
  if (fileError) errors.file = fileError;
  const fileExt = input.file ? fileExtOf(input.file.name) : '';
  const title = titleWithoutExt(input.title, fileExt);
  if (title === '') errors.title = FEATURE_MESSAGES.assistVideoTitleRequired;
  if (Object.keys(errors).length > 0 || !input.file) return { isValid: false, errors };
  return { isValid: true, value: { file: input.file, title, fileExt } };
}

/** The update-tour-video body from a title draft, or what is missing. */
export function updateTourVideoRequest(video: Pick<TourVideo, 'id' | 'fileExt'>, titleDraft: string): Checked<UpdateTourVideoRequest, 'title'> {
  const title = titleWithoutExt(titleDraft, video.fileExt);
  if (title === '') return { isValid: false, errors: { title: FEATURE_MESSAGES.assistVideoTitleRequired } };
  return { isValid: true, value: { id: video.id, title, fileExt: video.fileExt } };
}

/** The videos page after moving a video one place, with the reorder-tourvideos body. */
export function moveTourVideo(page: AssistVideosPage, videoId: string, direction: MoveDirection): (Moved<TourVideo> & { page: AssistVideosPage }) | undefined {
  const moved = moveById(page.assistVideos, videoId, direction);
  return moved && { ...moved, page: { ...page, assistVideos: moved.items } };
}
