// The assist (help) page (spec 000 §2 Assist page, §3, §6, §7 Assist page; openapi/assistpage.yaml):
// topics with questions and answers, tour videos, news and coming-soon media and release notes,
// all editable by assist editors. Every change answers with the refreshed section, as the contract says.
import { artworkPath } from '../artwork.ts';
import { badRequest, clone, EMPTY_GUID, forbidden, mediaUrl, newId, notFound, ok, seededDaysText, sliceOf, unprocessable } from '../helpers.ts';
import { storeMedia } from './uploads.ts';
import type { Caller, OperationHandler, SandboxDomain, SandboxRequest, Store } from '../types.ts';

/** A question and its answer (an "article") as stored. */
export interface StoredArticle {
  id: string;
  question: string;
  answer: string;
  sortOrder: number;
}

/** A help topic as stored. */
export interface StoredTopic {
  id: string;
  topicName: string;
  sortOrder: number;
  questionAnswers: StoredArticle[];
}

/** A tour video as stored (the bytes are not kept: downloads answer a short placeholder file). */
export interface StoredVideo {
  id: string;
  title: string;
  fileExt: string;
  sortOrder: number;
  fileName: string;
  size: number;
}

/** A news or coming-soon media slot. */
export interface StoredMedia {
  id: string;
  fileType: string;
  fileName: string;
  fileUrl: string;
}

/** A release note. */
export interface StoredReleaseNote {
  id: string;
  version: string;
  notes: string;
}

/** `store.assist`. */
export interface AssistState {
  topics: StoredTopic[];
  videos: StoredVideo[];
  media: StoredMedia[];
  releaseNotes: StoredReleaseNote[];
}

/** Role names that make a persona an assist page editor (spec 000 §6: edit rights come from the server). */
export const ASSIST_EDITOR_ROLES: readonly string[] = ['Team Member Product Management', 'Group Super Admin'];

/** Media slots of update-new-comingsoon-file/{fileType}: news ("new") and coming soon. */
export const MEDIA_FILE_TYPES = ['new', 'comingsoon'] as const;

// Upload limits (the spec shows none: "Assist page: no field bounds shown"); the same values as
// packages/headless/src/core/assist/files.ts, which checks before the upload.
const VIDEO_EXTENSIONS = ['.mp4', '.webm', '.mov'];
const MEDIA_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.gif', '.webp', '.mp4'];
const VIDEO_MAX_BYTES = 500 * 1024 * 1024;
const MEDIA_MAX_BYTES = 25 * 1024 * 1024;

/** Bytes of every downloaded tour video: the start of an MP4 file (the contract's example). */
export const PLACEHOLDER_VIDEO = Uint8Array.from(Buffer.from('AAAAIGZ0eXBpc29tAAACAGlzb21pc28yYXZjMW1wNDE=', 'base64'));


// Ids of the contract's examples (openapi/assistpage.yaml), so both tell the same story.
const topicId = (n: number) => `a1000000-0000-4000-8000-00000000000${n}`;
const articleId = (n: number) => `a2000000-0000-4000-8000-00000000000${n}`;
const videoId = (n: number) => `a3000000-0000-4000-8000-00000000000${n}`;
const mediaId = (n: number) => `a4000000-0000-4000-8000-00000000000${n}`;
const noteId = (n: number) => `a5000000-0000-4000-8000-00000000000${n}`;

function seedState(store: Store): AssistState {
  return {
    topics: [
      {
        id: topicId(1),
        topicName: 'Communities',
        sortOrder: 1,
        questionAnswers: [
          {
            id: articleId(1),
            question: 'How do I find the members of my chapter?',
            answer: 'Open the member directory and filter by Harbor City Chapter.',
            sortOrder: 1,
          },
          {
            id: articleId(2),
            question: 'How do I join a network?',
            answer: 'Open All Networks, choose the Family Business Network and select Join.',
            sortOrder: 2,
          },
        ],
      },
      {
        id: topicId(2),
        topicName: 'Events',
        sortOrder: 2,
        questionAnswers: [
          {
            id: articleId(3),
            question: 'Where do I register for the Harbor City Leadership Summit?',
            answer: `Open Events, choose the summit of ${seededDaysText(store, '2026-12-03', '2026-12-04')} and select Register.`,
            sortOrder: 1,
          },
        ],
      },
      {
        id: topicId(3),
        topicName: 'Account and login security',
        sortOrder: 3,
        questionAnswers: [
          {
            id: articleId(4),
            question: 'How do I turn on multi-factor authentication?',
            answer:
              '<p>Open <strong>My Account</strong>, choose <em>Manage login security</em> and select at least one option: text message, email or a security question.</p>',
            sortOrder: 1,
          },
          {
            id: articleId(5),
            question: 'I forgot my username. What can I do?',
            answer: '<p>On the sign-in page choose <strong>Forgot username</strong> and follow the recovery steps.</p>',
            sortOrder: 2,
          },
        ],
      },
    ],
    videos: [
      { id: videoId(1), title: 'Welcome to the platform', fileExt: '.mp4', sortOrder: 1, fileName: 'welcome.mp4', size: PLACEHOLDER_VIDEO.length },
      {
        id: videoId(2),
        title: 'Finding members and events',
        fileExt: '.mp4',
        sortOrder: 2,
        fileName: 'members-and-events.mp4',
        size: PLACEHOLDER_VIDEO.length,
      },
      { id: videoId(3), title: 'Using the messenger', fileExt: '.mp4', sortOrder: 3, fileName: 'messenger.mp4', size: PLACEHOLDER_VIDEO.length },
    ],
    media: [
      { id: mediaId(1), fileType: 'new', fileName: 'whats-new-10.16.png', fileUrl: mediaUrl(artworkPath('covers', 'assist-whats-new-10.16')) },
      {
        id: mediaId(2),
        fileType: 'comingsoon',
        fileName: 'coming-soon-chapter-studio.png',
        fileUrl: mediaUrl(artworkPath('covers', 'assist-coming-soon-chapter-studio')),
      },
    ],
    releaseNotes: [
      {
        id: noteId(1),
        version: '10.16.2',
        notes: '<p>Chapter studio announcements can now be scheduled.</p><p>The messenger shows read receipts.</p>',
      },
    ],
  };
}

function stateOf(store: Store): AssistState {
  return sliceOf<AssistState>(store, 'assist');
}

/** spec 000 §6: assist page edit rights come from the server; editors are product management and group super admins. */
export function isAssistEditor(caller: Caller): boolean {
  const { permissions, communities } = caller.persona.permissionsResult;
  const roles = new Set<string>(permissions.userRoles);
  for (const community of communities) for (const role of community.roles) roles.add(role);
  return ASSIST_EDITOR_ROLES.some((role) => roles.has(role));
}

function requireEditor(caller: Caller): void {
  if (!isAssistEditor(caller)) throw forbidden('Only assist page editors may change the assist page.');
}

const bySortOrder = <T extends { sortOrder: number }>(items: T[]) => [...items].sort((a, b) => a.sortOrder - b.sortOrder);

/** Renumbers sort orders 1..n in their current order. */
function renumber<T extends { sortOrder: number }>(items: T[]): T[] {
  const sorted = bySortOrder(items);
  sorted.forEach((item, index) => (item.sortOrder = index + 1));
  return sorted;
}

// --- answers: only the contract's fields (the contract closes every object) ---

function topicsPage(state: AssistState, caller: Caller) {
  return {
    canEdit: isAssistEditor(caller),
    topics: bySortOrder(state.topics).map((topic) => {
      const articles = bySortOrder(topic.questionAnswers);
      return {
        id: topic.id,
        topicName: topic.topicName,
        sortOrder: topic.sortOrder,
        isEditTopic: false,
        newQuestion: '',
        newAnswer: '',
        questionAnswers: articles.map((article, index) => ({
          id: article.id,
          question: article.question,
          answer: article.answer,
          sortOrder: article.sortOrder,
          isEditQuestion: false,
          isEditAnswer: false,
          isLastQuestion: index === articles.length - 1,
        })),
      };
    }),
  };
}

function videosPage(state: AssistState, caller: Caller) {
  return {
    canEdit: isAssistEditor(caller),
    assistVideos: bySortOrder(state.videos).map((video) => ({
      id: video.id,
      title: video.title,
      fileExt: video.fileExt,
      sortOrder: video.sortOrder,
      isUpload: true,
      isEdit: false,
    })),
  };
}

function mediaPage(state: AssistState, caller: Caller) {
  return { canEdit: isAssistEditor(caller), releaseMedia: clone(state.media) };
}

function notesPage(state: AssistState, caller: Caller) {
  return { canEdit: isAssistEditor(caller), releaseNote: clone(state.releaseNotes) };
}

// --- request readers (the core validates against the contract first; these keep handlers safe alone) ---

function record(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('The request body must be an object.');
  return body as Record<string, unknown>;
}

function text(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (typeof value !== 'string' || value.trim() === '') {
    throw unprocessable('The request does not match the contract.', { [field]: [`${field} is required.`] });
  }
  return value;
}

function optionalText(body: Record<string, unknown>, field: string): string | undefined {
  const value = body[field];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

interface UploadedFile {
  name: string;
  type: string;
  size: number;
}

function file(body: Record<string, unknown>, field: string): UploadedFile {
  const value = body[field];
  if (!value || typeof value !== 'object') {
    throw unprocessable('The request does not match the contract.', { [field]: [`${field} must be a file.`] });
  }
  const { name, type, size } = value as Partial<UploadedFile>;
  return { name: typeof name === 'string' ? name : field, type: typeof type === 'string' ? type : '', size: typeof size === 'number' ? size : 0 };
}

/** '.mp4' of 'tour.MP4'; '' when the name has no extension. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 && dot < fileName.length - 1 ? fileName.slice(dot).toLowerCase() : '';
}

function checkUpload(upload: UploadedFile, extensions: readonly string[], maxBytes: number, field: string): void {
  if (!extensions.includes(extensionOf(upload.name))) {
    throw unprocessable('The file type is not allowed.', { [field]: [`Allowed file types: ${extensions.join(', ')}.`] });
  }
  if (upload.size > maxBytes) {
    throw unprocessable('The file is too large.', { [field]: [`The file may be at most ${maxBytes / 1024 / 1024} MB.`] });
  }
}

function sortOrderList(body: unknown): { id: string; sortOrder: number }[] {
  if (!Array.isArray(body) || body.length === 0) throw badRequest('The request body must be a non-empty list of sort orders.');
  return body.map((item) => {
    const entry = record(item);
    const id = entry.id;
    const sortOrder = entry.sortOrder;
    if (typeof id !== 'string' || typeof sortOrder !== 'number' || !Number.isInteger(sortOrder) || sortOrder < 1) {
      throw badRequest('Each item needs an id and a sortOrder of at least 1.');
    }
    return { id: id.toLowerCase(), sortOrder };
  });
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function findTopic(state: AssistState, id: string): StoredTopic {
  const topic = state.topics.find((t) => same(t.id, id));
  if (!topic) throw notFound('No assist topic with this id.');
  return topic;
}

function findArticle(state: AssistState, id: string): { topic: StoredTopic; article: StoredArticle } {
  for (const topic of state.topics) {
    const article = topic.questionAnswers.find((a) => same(a.id, id));
    if (article) return { topic, article };
  }
  throw notFound('No assist question with this id.');
}

function findVideo(state: AssistState, id: string): StoredVideo {
  const video = state.videos.find((v) => same(v.id, id));
  if (!video) throw notFound('No tour video with this id.');
  return video;
}

const idParam = (request: SandboxRequest) => request.params.id ?? '';

/** Applies new positions; items not listed keep their relative place after the moved ones are set. */
function applySortOrders<T extends { id: string; sortOrder: number }>(items: T[], orders: Map<string, number>): void {
  // Listed items take their new positions; the others keep theirs; ties keep the listed item first.
  const ranked = items.map((item, index) => ({ item, index, listed: orders.has(item.id.toLowerCase()) }));
  for (const entry of ranked) {
    const next = orders.get(entry.item.id.toLowerCase());
    if (next !== undefined) entry.item.sortOrder = next;
  }
  ranked.sort((a, b) => a.item.sortOrder - b.item.sortOrder || Number(b.listed) - Number(a.listed) || a.index - b.index);
  ranked.forEach((entry, index) => (entry.item.sortOrder = index + 1));
}

const handlers: Record<string, OperationHandler> = {
  // --- reads: every member ---
  getTopicArticles: (_request, caller, store) => ok(topicsPage(stateOf(store), caller)),
  listTourSectionVideos: (_request, caller, store) => ok(videosPage(stateOf(store), caller)),
  getReleaseMedia: (_request, caller, store) => ok(mediaPage(stateOf(store), caller)),
  getReleaseNotes: (_request, caller, store) => ok(notesPage(stateOf(store), caller)),
  isAdminUser: (_request, caller) => ok(isAssistEditor(caller)),

  downloadTourVideo: (request, _caller, store) => {
    const video = findVideo(stateOf(store), idParam(request));
    // The contract: the attachment name is the title with fileExt appended (spec 000 §3).
    return {
      status: 200,
      binary: { data: PLACEHOLDER_VIDEO, contentType: 'application/octet-stream', fileName: `${video.title}${video.fileExt}` },
    };
  },

  // --- topics, questions and answers: editors only ---
  createTopicArticles: (request, caller, store) => {
    requireEditor(caller);
    const state = stateOf(store);
    const body = record(request.body);
    const topicName = text(body, 'topicName');
    const question = text(body, 'newQuestion');
    const answer = text(body, 'newAnswer');
    state.topics.push({
      id: newId(),
      topicName,
      sortOrder: state.topics.length + 1,
      questionAnswers: [{ id: newId(), question, answer, sortOrder: 1 }],
    });
    state.topics = renumber(state.topics);
    return ok(topicsPage(state, caller));
  },

  createArticle: (request, caller, store) => {
    requireEditor(caller);
    const state = stateOf(store);
    const body = record(request.body);
    const topic = findTopic(state, text(body, 'topicId'));
    const question = text(body, 'newQuestion');
    const answer = text(body, 'newAnswer');
    topic.questionAnswers.push({ id: newId(), question, answer, sortOrder: topic.questionAnswers.length + 1 });
    topic.questionAnswers = renumber(topic.questionAnswers);
    return ok(topicsPage(state, caller));
  },

  updateMakeConnectTopic: (request, caller, store) => {
    requireEditor(caller);
    const state = stateOf(store);
    const body = record(request.body);
    findTopic(state, text(body, 'id')).topicName = text(body, 'topicName');
    return ok(topicsPage(state, caller));
  },

  updateMakeConnectQuestion: (request, caller, store) => {
    requireEditor(caller);
    const state = stateOf(store);
    const body = record(request.body);
    findArticle(state, text(body, 'id')).article.question = text(body, 'question');
    return ok(topicsPage(state, caller));
  },

  updateMakeConnectAnswer: (request, caller, store) => {
    requireEditor(caller);
    const state = stateOf(store);
    const body = record(request.body);
    findArticle(state, text(body, 'id')).article.answer = text(body, 'answer');
    return ok(topicsPage(state, caller));
  },

  deleteMakeConnectTopic: (request, caller, store) => {
    requireEditor(caller);
    const state = stateOf(store);
    const topic = findTopic(state, idParam(request));
    state.topics = renumber(state.topics.filter((t) => t !== topic));
    return ok(topicsPage(state, caller));
  },

  deleteMakeConnectArticle: (request, caller, store) => {
    requireEditor(caller);
    const state = stateOf(store);
    const { topic, article } = findArticle(state, idParam(request));
    topic.questionAnswers = renumber(topic.questionAnswers.filter((a) => a !== article));
    return ok(topicsPage(state, caller));
  },

  reorderTopicArticles: (request, caller, store) => {
    requireEditor(caller);
    const state = stateOf(store);
    const orders = new Map(sortOrderList(request.body).map((item) => [item.id, item.sortOrder]));
    // One list may hold topics and questions (the contract: "topics and their questions").
    const levels: { id: string; sortOrder: number }[][] = [state.topics, ...state.topics.map((t) => t.questionAnswers)];
    const known = new Set(levels.flatMap((items) => items.map((item) => item.id.toLowerCase())));
    const unknown = [...orders.keys()].filter((id) => !known.has(id));
    if (unknown.length > 0) throw notFound(`No assist topic or question with id ${unknown.join(', ')}.`);
    for (const items of levels) {
      const ids = new Set(items.map((item) => item.id.toLowerCase()));
      const levelOrders = new Map([...orders].filter(([id]) => ids.has(id)));
      if (levelOrders.size > 0) applySortOrders(items, levelOrders);
    }
    return ok(topicsPage(state, caller));
  },

  // --- tour videos: editors change them, everyone downloads ---
  createTourVideo: (request, caller, store) => {
    requireEditor(caller);
    const state = stateOf(store);
    const body = record(request.body);
    const upload = file(body, 'file0');
    const title = text(body, 'title');
    checkUpload(upload, VIDEO_EXTENSIONS, VIDEO_MAX_BYTES, 'file0');
    const fileExt = optionalText(body, 'fileExt') ?? extensionOf(upload.name);
    state.videos.push({ id: newId(), title, fileExt, sortOrder: state.videos.length + 1, fileName: upload.name, size: upload.size });
    state.videos = renumber(state.videos);
    return ok(videosPage(state, caller));
  },

  updateTourVideo: (request, caller, store) => {
    requireEditor(caller);
    const state = stateOf(store);
    const body = record(request.body);
    const video = findVideo(state, text(body, 'id'));
    video.title = text(body, 'title');
    const fileExt = optionalText(body, 'fileExt');
    if (fileExt !== undefined) video.fileExt = fileExt;
    return ok(videosPage(state, caller));
  },

  deleteTourVideo: (request, caller, store) => {
    requireEditor(caller);
    const state = stateOf(store);
    const video = findVideo(state, idParam(request));
    state.videos = renumber(state.videos.filter((v) => v !== video));
    return ok(videosPage(state, caller));
  },

  reorderTourvideos: (request, caller, store) => {
    requireEditor(caller);
    const state = stateOf(store);
    const orders = new Map(sortOrderList(request.body).map((item) => [item.id, item.sortOrder]));
    const ids = new Set(state.videos.map((v) => v.id.toLowerCase()));
    const unknown = [...orders.keys()].filter((id) => !ids.has(id));
    if (unknown.length > 0) throw notFound(`No tour video with id ${unknown.join(', ')}.`);
    applySortOrders(state.videos, orders);
    state.videos = bySortOrder(state.videos);
    return ok(videosPage(state, caller));
  },

  // --- news and coming-soon media, release notes: editors only ---
  updateNewComingsoonFile: (request, caller, store) => {
    requireEditor(caller);
    const state = stateOf(store);
    const fileType = request.params.fileType ?? '';
    const slot = state.media.find((m) => m.fileType.toLowerCase() === fileType.toLowerCase());
    if (!slot) throw notFound(`No release media slot ${fileType}; the slots are ${MEDIA_FILE_TYPES.join(', ')}.`);
    const upload = file(record(request.body), 'file0');
    checkUpload(upload, MEDIA_EXTENSIONS, MEDIA_MAX_BYTES, 'file0');
    slot.fileName = upload.name;
    // The upload's bytes are kept and served back from the address the answer gives.
    slot.fileUrl = mediaUrl(storeMedia(store, upload, { communityId: EMPTY_GUID, uploaderId: caller.personId }));
    return ok(mediaPage(state, caller));
  },

  updateReleaseNotes: (request, caller, store) => {
    requireEditor(caller);
    const state = stateOf(store);
    const body = record(request.body);
    const id = text(body, 'id');
    const note = state.releaseNotes.find((n) => same(n.id, id));
    if (!note) throw notFound('No release note with this id.');
    if (typeof body.notes !== 'string') {
      throw unprocessable('The request does not match the contract.', { notes: ['notes is required.'] });
    }
    note.notes = body.notes;
    const version = optionalText(body, 'version');
    if (version !== undefined) note.version = version;
    return ok(notesPage(state, caller));
  },
};

/** The assist page domain of the sandbox. */
export const assistDomain: SandboxDomain = {
  name: 'assist',
  seed(store) {
    store.assist = seedState(store);
  },
  handlers,
};
