// The assist (help) page rules (spec 000 §2, §3, §6): plain functions, no React.
export type * from './types';
export { canMove, inDisplayOrder, moveById, sortOrderList } from './reorder';
export type { MoveDirection, Moved } from './reorder';
export { RELEASE_MEDIA_FILE, RELEASE_MEDIA_UPLOAD, TOUR_VIDEO_FILE, TOUR_VIDEO_UPLOAD, checkReleaseMediaFile, checkTourVideoFile } from './files';
export {
  EMPTY_TOPICS_EDIT,
  assistTopicsEditReducer,
  isEditAnswer,
  isEditQuestion,
  isEditTopic,
  isLastQuestion,
  moveQuestion,
  moveTopic,
  newArticleRequest,
  newTopicRequest,
  topicsView,
  updateAnswerRequest,
  updateQuestionRequest,
  updateTopicRequest,
} from './topics';
export type { AssistTopicsEdit, AssistTopicsEditAction, EditTarget, NewArticleField, NewTopicField } from './topics';
export { moveTourVideo, titleWithoutExt, tourVideoTitle, tourVideoUpload, updateTourVideoRequest } from './tour-videos';
export type { TourVideoUploadDraft } from './tour-videos';
export { RELEASE_MEDIA_SLOTS, canEditAssist, firstReleaseNote, releaseMediaInOrder } from './releases';
