import type { assistpage } from '@ypo/sdk';

type Schemas = assistpage.components['schemas'];
/** A help topic with its questions and answers (spec 000 §3 Assist topic). */
export type AssistTopic = Schemas['AssistTopic'];
/** A question and its answer of a topic (an "article"). */
export type AssistQuestionAnswer = Schemas['AssistQuestionAnswer'];
/** Topics of the assist page with the page flag canEdit. */
export type AssistTopicsPage = Schemas['AssistTopicsPage'];
/** A take-a-tour video (spec 000 §3 Tour video). */
export type TourVideo = Schemas['TourVideo'];
/** Tour videos with canEdit. */
export type AssistVideosPage = Schemas['AssistVideosPage'];
/** One news or coming-soon media entry (spec 000 §3 Release media). */
export type ReleaseMediaItem = Schemas['ReleaseMediaItem'];
/** Release media with canEdit. */
export type ReleaseMediaPage = Schemas['ReleaseMediaPage'];
/** A release note (spec 000 §3 Release note). */
export type ReleaseNote = Schemas['ReleaseNote'];
/** Release notes with canEdit; the page shows the first item. */
export type ReleaseNotesPage = Schemas['ReleaseNotesPage'];
/** An item's new position in a reorder call. */
export type SortOrderItem = Schemas['SortOrderItem'];
/** Body of create-topic-articles. */
export type CreateTopicArticlesRequest = Schemas['CreateTopicArticlesRequest'];
/** Body of create-article. */
export type CreateArticleRequest = Schemas['CreateArticleRequest'];
/** Body of update-make-connect-Topic. */
export type UpdateTopicRequest = Schemas['UpdateTopicRequest'];
/** Body of update-make-connect-question. */
export type UpdateQuestionRequest = Schemas['UpdateQuestionRequest'];
/** Body of update-make-connect-answer. */
export type UpdateAnswerRequest = Schemas['UpdateAnswerRequest'];
/** Body of update-tour-video. */
export type UpdateTourVideoRequest = Schemas['UpdateTourVideoRequest'];

/** A draft checked before it is sent: the request, or a message per field that needs one. */
export type Checked<T, F extends string = string> =
  | { readonly isValid: true; readonly value: T }
  | { readonly isValid: false; readonly errors: Readonly<Partial<Record<F, string>>> };
