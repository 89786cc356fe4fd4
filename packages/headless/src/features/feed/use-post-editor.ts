import { FEATURE_MESSAGES } from '../../core/feature-messages';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { unwrap } from '../../core/errors/unwrap';
import { insertMention as insertMentionInto, type MentionPerson } from '../../core/feed/mentions';
import type { Post } from '../../core/feed/post-actions';
import { POST_ERROR_TEXT, postDraftErrors, postDraftOf } from '../../core/feed/post-draft';
import { clearedPages, fileProgressOf, postImageOf, withEditedPost, withNewPost, type PostImage } from '../../core/feed/post-editor';
import { AppError } from '../../core/messages';
import { checkUploadFiles, checkUploadFilesWithContent, type UploadFile, type UploadProblem } from '../../core/upload/checks';
import type { UploadOutcome } from '../../core/upload/engine';
import { POST_IMAGE_LIMITS } from '../../core/upload/limits';
import { useSdk } from '../../hooks/sdk-context';
import { useMutation, type CallResult } from '../../hooks/use-mutation';
import { useUpload } from '../../hooks/use-upload';
import { feedKeyOf, type FeedTarget } from './use-feed';

/** The community a post is written in. */
export interface PostEditorCommunity {
  /** The community's id. */
  readonly communityId: string;
  /** The community type name as the app sends it in the path (e.g. `chapter`). */
  readonly communityType: string;
}

/** Options of {@link usePostEditor}. */
export interface PostEditorOptions {
  /** The community the post is written in. */
  readonly community: PostEditorCommunity;
  /** The feed that shows the post (default: the community's feed); the home feed is refreshed too. */
  readonly target?: FeedTarget | undefined;
  /** The post to edit (`updatePost`); without it the editor writes a new post (`createPost`). */
  readonly post?: Post | undefined;
  /** A change to the post is being saved elsewhere (a like, a hide): editing waits (spec 001 §4). */
  readonly hasPendingChange?: boolean | undefined;
}

/** An image chosen for the post, and how far its upload is. */
export interface PostEditorImage {
  /** Stable key of the choice (for lists and {@link PostEditor.removeImage}). */
  readonly key: string;
  /** The file name. */
  readonly name: string;
  /** The chosen file. */
  readonly file: UploadFile;
  /** The pending upload once the image was sent; a retry does not send it again. */
  readonly uploaded: PostImage | undefined;
  /** The percentage shown for its upload (spec 001 §9: real minus 10 when above 10), 100 once uploaded. */
  readonly percentage: number;
  /** Its upload is under way. */
  readonly isUploading: boolean;
}

/** What {@link usePostEditor} gives: the draft, its setters, the images and the save. */
export interface PostEditor {
  /** The editor edits a post (else it writes a new one). */
  readonly isEdit: boolean;
  /** The title as typed. */
  readonly title: string;
  /** The body as typed (user HTML; mentions are '@Name Family'). */
  readonly body: string;
  /** Whether members may comment; true by default (spec 001 §3). */
  readonly canComment: boolean;
  /** Sets the title. */
  readonly setTitle: (title: string) => void;
  /** Sets the body. */
  readonly setBody: (body: string) => void;
  /** Turns comments on or off. */
  readonly setCanComment: (canComment: boolean) => void;
  /** Puts a mention ('@Name Family') into the body at the selection; resolves the cursor after it. */
  readonly insertMention: (person: MentionPerson, start?: number, end?: number) => number;
  /** Images chosen so far, in order. */
  readonly images: readonly PostEditorImage[];
  /** The images the edited post has; new images replace them. */
  readonly currentImages: NonNullable<Post['images']>;
  /**
   * Checks the files by count (6 at most), type, size and content, adds those that pass and
   * resolves to the refusals (also in `problems`), each with the upload engine's text.
   */
  readonly addImages: (files: readonly UploadFile[]) => Promise<readonly UploadProblem[]>;
  /** Takes a chosen image out of the post. */
  readonly removeImage: (key: string) => void;
  /** Why the last chosen files or upload were refused. */
  readonly problems: readonly UploadProblem[];
  /** What the draft lacks (spec 001 §3, §9), once a save was tried. */
  readonly validationErrors: readonly string[];
  /**
   * Uploads the new images, then creates or updates the post. Resolves to the saved post or the
   * failure (the draft stays as typed), `undefined` when nothing was sent (saving already, blocked
   * edit, cancelled upload).
   */
  readonly submit: () => Promise<CallResult<Post> | undefined>;
  /** Stops the image upload under way. */
  readonly cancelUpload: () => void;
  /** Empties the draft (a new post) or puts the post's values back (an edit). */
  readonly reset: () => void;
  /** The images are being uploaded. */
  readonly isUploading: boolean;
  /** A save (upload, then create or update) is under way. */
  readonly isSaving: boolean;
  /** Editing is blocked: a change to the post is pending, or the viewer may not edit it (spec 001 §4). */
  readonly isBlocked: boolean;
  /** The last failed save, with the spec's text. */
  readonly error: AppError | undefined;
}

interface Draft {
  readonly title: string;
  readonly body: string;
  readonly canComment: boolean;
}

interface ChosenImage {
  readonly key: string;
  readonly file: UploadFile;
  readonly uploaded: PostImage | undefined;
}

const draftOf = (post: Post | undefined): Draft => ({ title: post?.title ?? '', body: post?.body ?? '', canComment: post?.canComment ?? true });

type FeedPages = Post[][];

// spec 001 §8: post failures are logged and show 'There was an issue creating your post. Please try again'.
const POST_FAILURE = { log: true, message: FEATURE_MESSAGES.createPostFailed } as const;

let chosenCount = 0;

function createPostFailure(cause?: unknown): AppError {
  const error = cause instanceof AppError ? cause : undefined;
  return new AppError(error?.code ?? 'unknown', { message: POST_ERROR_TEXT.create, serverMessage: error?.serverMessage, ...(error?.cause ? { cause: error.cause } : {}) });
}

/** The draft image of each sent file, by its position among the files sent; `undefined` when an answer cannot be posted. */
function uploadedImagesOf(outcome: Extract<UploadOutcome<unknown>, { status: 'done' }>, count: number): (PostImage | undefined)[] {
  const images = new Array<PostImage | undefined>(count).fill(undefined);
  outcome.blocks.forEach((block, index) => {
    const answer = outcome.results[index];
    const items = Array.isArray(answer) ? answer : [];
    block.parts.forEach((part, at) => {
      images[part.fileIndex] = postImageOf(items[at]);
    });
  });
  return images;
}

/**
 * Writes a post (spec 001 §3, §4, §7, §8): title, body, up to 6 images and canComment (true by
 * default). Images go first through the one upload engine (POST uploads/api/upload/{id}/{name},
 * checked by type and size when chosen, with their progress), then `createPost` (or `updatePost`
 * for `post`, blocked while a change to it is pending). The draft is checked with the core rules
 * before anything is sent; a failure is logged, shows 'There was an issue creating your post.
 * Please try again', keeps everything typed and chosen (images already uploaded are not sent
 * again), and a failed new post clears the feed list (spec 001 §8). A new post shows first in the
 * feed at once, and the community and home feeds are read again; an edited one replaces the old one.
 */
export function usePostEditor(options: PostEditorOptions): PostEditor {
  const { community, post, hasPendingChange = false } = options;
  const sdk = useSdk();
  const { mutate } = useSWRConfig();
  const target: FeedTarget = options.target ?? { communityId: community.communityId, communityName: community.communityType };
  const feedKey = feedKeyOf(target);
  const isEdit = post !== undefined;

  const [draft, setDraft] = useState<Draft>(() => draftOf(post));
  const [chosen, setChosen] = useState<readonly ChosenImage[]>([]);
  const [uploadingKeys, setUploadingKeys] = useState<readonly string[]>([]);
  const [problems, setProblems] = useState<readonly UploadProblem[]>([]);
  const [validationErrors, setValidationErrors] = useState<readonly string[]>([]);
  const [failure, setFailure] = useState<AppError | undefined>();
  const [isBusy, setBusy] = useState(false);
  const busy = useRef(false);
  const upload = useUpload({ limits: POST_IMAGE_LIMITS });

  const save = useMutation(
    (body: ReturnType<typeof postDraftOf>): Promise<Post> =>
      post
        ? unwrap(sdk.posts.PUT('/posts/api/post/update/{id}', { params: { path: { id: post.id } }, body }), POST_FAILURE)
        : unwrap(sdk.posts.POST('/posts/api/post/create/{name}', { params: { path: { name: community.communityType } }, body }), POST_FAILURE),
    {
      key: feedKey,
      populate: (saved: Post, pages: FeedPages | undefined): FeedPages =>
        post ? withEditedPost(pages, saved) : saved.isPendingModeration === true ? (pages ?? []).map((page) => [...page]) : withNewPost(pages, saved),
    },
  );

  const currentImages = useMemo(() => post?.images ?? [], [post?.images]);
  const isBlocked = isEdit && (post.canEdit !== true || hasPendingChange);

  const addImages = useCallback(
    async (files: readonly UploadFile[]): Promise<readonly UploadProblem[]> => {
      if (files.length === 0) return [];
      const countProblems = checkUploadFiles([...chosen.map((image) => image.file), ...files], POST_IMAGE_LIMITS).filter((p) => p.code === 'tooMany');
      if (countProblems.length > 0) {
        setProblems(countProblems);
        return countProblems;
      }
      const { maxCount: _count, ...perFile } = POST_IMAGE_LIMITS;
      const checked = await Promise.all(files.map(async (file) => ({ file, refused: await checkUploadFilesWithContent([file], perFile) })));
      const refused = checked.flatMap((each) => each.refused);
      const accepted = checked.filter((each) => each.refused.length === 0).map((each) => ({ key: `image-${++chosenCount}`, file: each.file, uploaded: undefined }));
      setChosen((before) => [...before, ...accepted].slice(0, POST_IMAGE_LIMITS.maxCount));
      setProblems(refused);
      return refused;
    },
    [chosen],
  );

  const removeImage = useCallback((key: string) => {
    setChosen((before) => before.filter((image) => image.key !== key));
    setProblems([]);
  }, []);

  const insertMention = useCallback(
    (person: MentionPerson, start?: number, end?: number): number => {
      const inserted = insertMentionInto(draft.body, person, start, end);
      setDraft((before) => ({ ...before, body: inserted.text }));
      return inserted.cursor;
    },
    [draft.body],
  );

  const refreshFeeds = useCallback(() => {
    const home = feedKeyOf({ home: true });
    for (const key of new Set([feedKey, home])) void mutate(key);
  }, [feedKey, mutate]);

  const { trigger } = save;
  const { start: startUpload, reset: resetUpload } = upload;
  const submit = useCallback(async (): Promise<CallResult<Post> | undefined> => {
    if (busy.current || isBlocked) return undefined;
    const shownImages = chosen.length > 0 ? chosen.map((image) => ({ pendingBlobStoragePath: '', name: image.file.name })) : currentImages.map((image) => ({ pendingBlobStoragePath: '', name: image.name }));
    const errors = postDraftErrors({ communityId: community.communityId, body: draft.body, images: shownImages });
    setValidationErrors(errors);
    if (errors.length > 0) return { ok: false, error: new AppError('validation', { message: errors[0] }) };

    busy.current = true;
    setBusy(true);
    setFailure(undefined);
    const fail = (error: AppError): CallResult<Post> => {
      setFailure(error);
      return { ok: false, error };
    };
    try {
      let images = chosen;
      const unsent = chosen.filter((image) => image.uploaded === undefined);
      if (unsent.length > 0) {
        setUploadingKeys(unsent.map((image) => image.key));
        const outcome = await startUpload(unsent.map((image) => image.file), (block, { signal }) =>
          unwrap(
            sdk.uploads.POST('/uploads/api/upload/{id}/{name}', {
              params: { path: { id: community.communityId, name: community.communityType } },
              body: block.fields,
              signal,
            }),
            POST_FAILURE,
          ),
        );
        setUploadingKeys([]);
        if (outcome.status === 'cancelled') return undefined;
        if (outcome.status === 'invalid') {
          setProblems(outcome.problems);
          return fail(new AppError('validation', { message: outcome.problems[0]?.message }));
        }
        if (outcome.status === 'failed') return fail(createPostFailure(outcome.error));
        const sent = uploadedImagesOf(outcome, unsent.length);
        const byKey = new Map(unsent.map((image, index) => [image.key, sent[index]]));
        images = chosen.map((image) => (byKey.get(image.key) ? { ...image, uploaded: byKey.get(image.key) } : image));
        setChosen((before) => before.map((image) => (byKey.get(image.key) ? { ...image, uploaded: byKey.get(image.key) } : image)));
        if (sent.some((image) => image === undefined)) {
          // An answer without a pending upload cannot go into the draft (spec 001 §3): the post attempt failed.
          console.error(POST_ERROR_TEXT.create, 'the upload answered without a pending upload');
          return fail(createPostFailure());
        }
      }

      const body = postDraftOf({
        communityId: community.communityId,
        title: draft.title,
        body: draft.body,
        canComment: draft.canComment,
        images: images.flatMap((image) => (image.uploaded ? [image.uploaded] : [])),
      });
      const result = await trigger(body);
      if (result === undefined) return undefined;
      if (!result.ok) {
        // spec 001 §8: 'Prefix lookups, list loads and post attempts clear the list on failure.'
        if (!isEdit) void mutate(feedKey, (pages: FeedPages | undefined) => clearedPages(pages), { revalidate: false });
        return fail(result.error);
      }
      if (isEdit) {
        const home = feedKeyOf({ home: true });
        if (home !== feedKey) void mutate(home, (pages: FeedPages | undefined) => (pages ? withEditedPost(pages, result.data) : pages), { revalidate: false });
        setChosen([]);
      } else {
        setDraft(draftOf(undefined));
        setChosen([]);
        setProblems([]);
        resetUpload();
        refreshFeeds();
      }
      return result;
    } finally {
      busy.current = false;
      setBusy(false);
    }
  }, [chosen, community.communityId, community.communityType, currentImages, draft, feedKey, isBlocked, isEdit, mutate, refreshFeeds, resetUpload, sdk, startUpload, trigger]);

  const reset = useCallback(() => {
    resetUpload();
    setDraft(draftOf(post));
    setChosen([]);
    setProblems([]);
    setValidationErrors([]);
    setFailure(undefined);
  }, [post, resetUpload]);

  const progress = upload.progress;
  const images = useMemo((): PostEditorImage[] => {
    const sending = chosen.filter((image) => uploadingKeys.includes(image.key));
    const shares = fileProgressOf(
      sending.map((image) => image.file.size),
      progress?.loadedBytes ?? 0,
    );
    return chosen.map((image) => {
      const at = sending.indexOf(image);
      return {
        key: image.key,
        name: image.file.name,
        file: image.file,
        uploaded: image.uploaded,
        percentage: image.uploaded ? 100 : at >= 0 ? (shares[at] ?? 0) : 0,
        isUploading: at >= 0,
      };
    });
  }, [chosen, progress?.loadedBytes, uploadingKeys]);

  return {
    isEdit,
    title: draft.title,
    body: draft.body,
    canComment: draft.canComment,
    setTitle: useCallback((title: string) => setDraft((before) => ({ ...before, title })), []),
    setBody: useCallback((body: string) => setDraft((before) => ({ ...before, body })), []),
    setCanComment: useCallback((canComment: boolean) => setDraft((before) => ({ ...before, canComment })), []),
    insertMention,
    images,
    currentImages,
    addImages,
    removeImage,
    problems,
    validationErrors,
    submit,
    cancelUpload: upload.cancel,
    reset,
    isUploading: upload.isUploading,
    isSaving: isBusy,
    isBlocked,
    error: failure,
  };
}
