// The assist domain, called directly: every answer is checked against openapi/assistpage.yaml.
import { beforeEach, describe, expect, it } from 'vitest';
import { loadContract } from '../../contracts.ts';
import { findPersonaByKind } from '../../personas.ts';
import { expectMatchesContract, expectRequestMatchesContract } from '../contract-assert.ts';
import { createRng } from '../rng.ts';
import { SandboxError } from '../types.ts';
import type { Caller, SandboxRequest, SandboxResponse, Store } from '../types.ts';
import { PLACEHOLDER_VIDEO, assistDomain, isAssistEditor } from './assist.ts';
import { readMedia, uploadsDomain } from './uploads.ts';

function callerOf(kind: string): Caller {
  const persona = findPersonaByKind(kind);
  if (!persona) throw new Error(`no persona ${kind}`);
  return { persona, personId: persona.personId };
}

const editor = callerOf('team-member-product-management');
const superAdmin = callerOf('group-super-admin');
const member = callerOf('member');

let store: Store;
beforeEach(() => {
  store = {};
  uploadsDomain.seed(store, createRng('test').fork('uploads'));
  assistDomain.seed(store, createRng('test').fork('assist'));
});

function request(operationId: string, options: { params?: Record<string, string>; body?: unknown } = {}): SandboxRequest {
  return {
    method: 'GET',
    operationPath: '',
    operationId,
    params: options.params ?? {},
    query: new URLSearchParams(),
    body: options.body,
    headers: {},
  };
}

/** Calls a handler and checks a 200 JSON answer against the contract. */
async function call<T = Record<string, unknown>>(
  operationId: string,
  caller: Caller,
  options: { params?: Record<string, string>; body?: unknown } = {},
): Promise<T> {
  const handler = assistDomain.handlers[operationId];
  if (!handler) throw new Error(`no handler ${operationId}`);
  const answer: SandboxResponse = await handler(request(operationId, options), caller, store);
  expect(answer.status).toBe(200);
  expectMatchesContract(operationId, 200, answer.body);
  return answer.body as T;
}

/** Calls a handler that must fail; returns the status of the thrown SandboxError. */
async function failure(operationId: string, caller: Caller, options: { params?: Record<string, string>; body?: unknown } = {}) {
  const handler = assistDomain.handlers[operationId];
  if (!handler) throw new Error(`no handler ${operationId}`);
  try {
    await handler(request(operationId, options), caller, store);
  } catch (error) {
    expect(error).toBeInstanceOf(SandboxError);
    return (error as SandboxError).status;
  }
  throw new Error(`${operationId} did not fail`);
}

interface TopicsPage {
  canEdit: boolean;
  topics: {
    id: string;
    topicName: string;
    sortOrder: number;
    questionAnswers: { id: string; question: string; answer: string; sortOrder: number; isLastQuestion: boolean }[];
  }[];
}
interface VideosPage {
  canEdit: boolean;
  assistVideos: { id: string; title: string; fileExt: string; sortOrder: number }[];
}

const mp4 = (name = 'tour.mp4', size = 2048) => ({ name, type: 'video/mp4', size });
const png = (name = 'news.png', size = 4096) => ({ name, type: 'image/png', size });

describe('assist domain', () => {
  it('answers every operation of openapi/assistpage.yaml', () => {
    const doc = loadContract('assistpage') as { paths: Record<string, Record<string, { operationId: string }>> };
    const ids = Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(ids).toHaveLength(20);
    expect(Object.keys(assistDomain.handlers).sort()).toEqual([...ids].sort());
  });

  it('seeds topics with questions and answers, tour videos, media and release notes', async () => {
    const topics = await call<TopicsPage>('getTopicArticles', member);
    expect(topics.topics.map((t) => t.topicName)).toEqual(['Communities', 'Events', 'Account and login security']);
    expect(topics.topics[0]?.questionAnswers.map((qa) => qa.isLastQuestion)).toEqual([false, true]);
    const videos = await call<VideosPage>('listTourSectionVideos', member);
    expect(videos.assistVideos.map((v) => `${v.title}${v.fileExt}`)).toContain('Welcome to the platform.mp4');
    const media = await call<{ releaseMedia: { fileType: string }[] }>('getReleaseMedia', member);
    expect(media.releaseMedia.map((m) => m.fileType)).toEqual(['new', 'comingsoon']);
    const notes = await call<{ releaseNote: { version: string }[] }>('getReleaseNotes', member);
    expect(notes.releaseNote[0]?.version).toBe('10.16.2');
  });

  it('seeds the same world on every start', () => {
    const again: Store = {};
    assistDomain.seed(again, createRng('other').fork('assist'));
    expect(again.assist).toEqual(store.assist);
    expect(JSON.parse(JSON.stringify(store))).toEqual(store);
  });

  it('grants edit rights to product management and group super admins only (spec 000 §6)', async () => {
    expect(isAssistEditor(editor)).toBe(true);
    expect(isAssistEditor(superAdmin)).toBe(true);
    for (const kind of ['member', 'chapter-manager', 'team-member', 'community-admin', 'impersonator']) {
      expect(isAssistEditor(callerOf(kind)), kind).toBe(false);
      expect(await call('isAdminUser', callerOf(kind)), kind).toBe(false);
      expect((await call<TopicsPage>('getTopicArticles', callerOf(kind))).canEdit, kind).toBe(false);
    }
    expect(await call('isAdminUser', editor)).toBe(true);
    for (const op of ['getTopicArticles', 'listTourSectionVideos', 'getReleaseMedia', 'getReleaseNotes']) {
      expect((await call<{ canEdit: boolean }>(op, editor)).canEdit, op).toBe(true);
      expect((await call<{ canEdit: boolean }>(op, superAdmin)).canEdit, op).toBe(true);
      expect((await call<{ canEdit: boolean }>(op, member)).canEdit, op).toBe(false);
    }
  });

  it('refuses every write by a non-editor with 403 and changes nothing', async () => {
    const before = structuredClone(store);
    const writes: [string, { params?: Record<string, string>; body?: unknown }][] = [
      ['createTopicArticles', { body: { topicName: 'T', newQuestion: 'Q', newAnswer: 'A' } }],
      ['createArticle', { body: { topicId: 'a1000000-0000-4000-8000-000000000001', newQuestion: 'Q', newAnswer: 'A' } }],
      ['updateMakeConnectTopic', { body: { id: 'a1000000-0000-4000-8000-000000000001', topicName: 'X' } }],
      ['updateMakeConnectQuestion', { body: { id: 'a2000000-0000-4000-8000-000000000001', question: 'X' } }],
      ['updateMakeConnectAnswer', { body: { id: 'a2000000-0000-4000-8000-000000000001', answer: 'X' } }],
      ['deleteMakeConnectTopic', { params: { id: 'a1000000-0000-4000-8000-000000000001' } }],
      ['deleteMakeConnectArticle', { params: { id: 'a2000000-0000-4000-8000-000000000001' } }],
      ['reorderTopicArticles', { body: [{ id: 'a1000000-0000-4000-8000-000000000002', sortOrder: 1 }] }],
      ['createTourVideo', { body: { file0: mp4(), title: 'New' } }],
      ['updateTourVideo', { body: { id: 'a3000000-0000-4000-8000-000000000001', title: 'X' } }],
      ['deleteTourVideo', { params: { id: 'a3000000-0000-4000-8000-000000000001' } }],
      ['reorderTourvideos', { body: [{ id: 'a3000000-0000-4000-8000-000000000002', sortOrder: 1 }] }],
      ['updateNewComingsoonFile', { params: { fileType: 'new' }, body: { file0: png() } }],
      ['updateReleaseNotes', { body: { id: 'a5000000-0000-4000-8000-000000000001', notes: 'x' } }],
    ];
    expect(writes).toHaveLength(14);
    for (const [op, options] of writes) {
      expect(await failure(op, member, options), op).toBe(403);
      expect(await failure(op, callerOf('chapter-manager'), options), op).toBe(403);
    }
    expect(store).toEqual(before);
  });

  it('creates a topic with its first question, adds, edits and deletes questions', async () => {
    const createBody = { topicName: 'Messenger', newQuestion: 'How do I message my forum?', newAnswer: 'Open the messenger.' };
    expectRequestMatchesContract('createTopicArticles', createBody);
    let page = await call<TopicsPage>('createTopicArticles', editor, { body: createBody });
    const topic = page.topics.at(-1)!;
    expect(topic).toMatchObject({ topicName: 'Messenger', sortOrder: 4 });
    expect(topic.questionAnswers).toMatchObject([{ question: 'How do I message my forum?', isLastQuestion: true }]);

    page = await call<TopicsPage>('createArticle', editor, { body: { topicId: topic.id, newQuestion: 'Q2', newAnswer: '<p>A2</p>' } });
    const articles = page.topics.at(-1)!.questionAnswers;
    expect(articles.map((a) => [a.question, a.sortOrder, a.isLastQuestion])).toEqual([
      ['How do I message my forum?', 1, false],
      ['Q2', 2, true],
    ]);

    page = await call<TopicsPage>('updateMakeConnectTopic', editor, { body: { id: topic.id, topicName: 'Messenger and chat' } });
    expect(page.topics.at(-1)!.topicName).toBe('Messenger and chat');
    page = await call<TopicsPage>('updateMakeConnectQuestion', editor, { body: { id: articles[1]!.id, question: 'Q2 edited' } });
    page = await call<TopicsPage>('updateMakeConnectAnswer', editor, { body: { id: articles[1]!.id, answer: 'A2 edited' } });
    expect(page.topics.at(-1)!.questionAnswers[1]).toMatchObject({ question: 'Q2 edited', answer: 'A2 edited' });

    page = await call<TopicsPage>('deleteMakeConnectArticle', editor, { params: { id: articles[0]!.id } });
    expect(page.topics.at(-1)!.questionAnswers).toMatchObject([{ question: 'Q2 edited', sortOrder: 1, isLastQuestion: true }]);

    page = await call<TopicsPage>('deleteMakeConnectTopic', superAdmin, { params: { id: topic.id } });
    expect(page.topics.map((t) => t.topicName)).toEqual(['Communities', 'Events', 'Account and login security']);
    expect(page.topics.map((t) => t.sortOrder)).toEqual([1, 2, 3]);
  });

  it('reorders topics and questions, keeping sort orders 1..n', async () => {
    const body = [
      { id: 'a1000000-0000-4000-8000-000000000002', sortOrder: 1 },
      { id: 'a1000000-0000-4000-8000-000000000001', sortOrder: 2 },
      { id: 'a2000000-0000-4000-8000-000000000002', sortOrder: 1 },
      { id: 'a2000000-0000-4000-8000-000000000001', sortOrder: 2 },
    ];
    expectRequestMatchesContract('reorderTopicArticles', body);
    const page = await call<TopicsPage>('reorderTopicArticles', editor, { body });
    expect(page.topics.map((t) => [t.topicName, t.sortOrder])).toEqual([
      ['Events', 1],
      ['Communities', 2],
      ['Account and login security', 3],
    ]);
    expect(page.topics[1]!.questionAnswers.map((qa) => [qa.id.slice(-1), qa.sortOrder, qa.isLastQuestion])).toEqual([
      ['2', 1, false],
      ['1', 2, true],
    ]);
    // A partial list moves the listed item and keeps the others in order.
    const moved = await call<TopicsPage>('reorderTopicArticles', editor, {
      body: [{ id: 'a1000000-0000-4000-8000-000000000003', sortOrder: 1 }],
    });
    expect(moved.topics.map((t) => t.topicName)).toEqual(['Account and login security', 'Events', 'Communities']);
  });

  it('answers 404 for unknown ids and leaves the store as it was', async () => {
    const before = structuredClone(store);
    const missing = '9f000000-0000-4000-8000-000000000999';
    expect(await failure('updateMakeConnectTopic', editor, { body: { id: missing, topicName: 'X' } })).toBe(404);
    expect(await failure('updateMakeConnectAnswer', editor, { body: { id: missing, answer: 'X' } })).toBe(404);
    expect(await failure('createArticle', editor, { body: { topicId: missing, newQuestion: 'Q', newAnswer: 'A' } })).toBe(404);
    expect(await failure('deleteMakeConnectTopic', editor, { params: { id: missing } })).toBe(404);
    expect(await failure('deleteMakeConnectArticle', editor, { params: { id: missing } })).toBe(404);
    expect(
      await failure('reorderTopicArticles', editor, {
        body: [
          { id: 'a1000000-0000-4000-8000-000000000002', sortOrder: 1 },
          { id: missing, sortOrder: 2 },
        ],
      }),
    ).toBe(404);
    expect(await failure('deleteTourVideo', editor, { params: { id: missing } })).toBe(404);
    expect(await failure('downloadTourVideo', member, { params: { id: missing } })).toBe(404);
    expect(await failure('updateNewComingsoonFile', editor, { params: { fileType: 'other' }, body: { file0: png() } })).toBe(404);
    expect(await failure('updateReleaseNotes', editor, { body: { id: missing, notes: 'x' } })).toBe(404);
    expect(store).toEqual(before);
  });

  it('refuses blank texts with 422', async () => {
    expect(await failure('createTopicArticles', editor, { body: { topicName: ' ', newQuestion: 'Q', newAnswer: 'A' } })).toBe(422);
    expect(await failure('updateMakeConnectQuestion', editor, { body: { id: 'a2000000-0000-4000-8000-000000000001', question: '' } })).toBe(
      422,
    );
    expect(await failure('reorderTourvideos', editor, { body: [] })).toBe(400);
  });

  it('uploads, renames, reorders, downloads and deletes tour videos', async () => {
    let page = await call<VideosPage>('createTourVideo', editor, { body: { file0: mp4('chapter-studio.MP4'), title: 'Chapter studio' } });
    const added = page.assistVideos.at(-1)!;
    expect(added).toMatchObject({ title: 'Chapter studio', fileExt: '.mp4', sortOrder: 4 });

    page = await call<VideosPage>('createTourVideo', editor, { body: { file0: mp4('x.webm'), title: 'Webm', fileExt: '.webm' } });
    expect(page.assistVideos.at(-1)!.fileExt).toBe('.webm');

    page = await call<VideosPage>('updateTourVideo', editor, { body: { id: added.id, title: 'Chapter studio tour' } });
    expect(page.assistVideos.find((v) => v.id === added.id)!.title).toBe('Chapter studio tour');

    page = await call<VideosPage>('reorderTourvideos', editor, {
      body: page.assistVideos.map((v, i) => ({ id: v.id, sortOrder: v.id === added.id ? 1 : i + 2 })),
    });
    expect(page.assistVideos[0]!.id).toBe(added.id);
    expect(page.assistVideos.map((v) => v.sortOrder)).toEqual([1, 2, 3, 4, 5]);

    const handler = assistDomain.handlers.downloadTourVideo!;
    const download = await handler(request('downloadTourVideo', { params: { id: added.id } }), member, store);
    expect(download.status).toBe(200);
    expect(download.binary).toEqual({
      data: PLACEHOLDER_VIDEO,
      contentType: 'application/octet-stream',
      fileName: 'Chapter studio tour.mp4',
    });

    page = await call<VideosPage>('deleteTourVideo', editor, { params: { id: added.id } });
    expect(page.assistVideos.map((v) => v.title)).not.toContain('Chapter studio tour');
    expect(page.assistVideos.map((v) => v.sortOrder)).toEqual([1, 2, 3, 4]);
  });

  it('checks the uploaded file type and size', async () => {
    expect(await failure('createTourVideo', editor, { body: { file0: { name: 'notes.pdf', type: 'application/pdf', size: 10 }, title: 'T' } })).toBe(
      422,
    );
    expect(await failure('createTourVideo', editor, { body: { file0: mp4('big.mp4', 600 * 1024 * 1024), title: 'T' } })).toBe(422);
    expect(await failure('updateNewComingsoonFile', editor, { params: { fileType: 'new' }, body: { file0: mp4('x.exe') } })).toBe(422);
  });

  it('replaces the news and coming-soon media files', async () => {
    const page = await call<{ releaseMedia: { fileType: string; fileName: string; fileUrl: string }[] }>('updateNewComingsoonFile', editor, {
      params: { fileType: 'comingsoon' },
      body: { file0: png('coming soon 10.17.png') },
    });
    const replaced = page.releaseMedia.find((m) => m.fileType === 'comingsoon');
    expect(replaced).toMatchObject({ fileName: 'coming soon 10.17.png', fileUrl: expect.stringContaining('/__sandbox/media/media/') });
    // The upload is served back from the address the answer gives (issue 28): its bytes, its type.
    const path = decodeURIComponent(new URL(replaced!.fileUrl).pathname.slice('/__sandbox/media/'.length));
    expect(readMedia(store, path)).toMatchObject({ contentType: 'image/png' });
    expect(page.releaseMedia.find((m) => m.fileType === 'new')!.fileName).toBe('whats-new-10.16.png');
  });

  it('edits the release notes', async () => {
    const body = { id: 'a5000000-0000-4000-8000-000000000001', version: '10.16.3', notes: '<p>Faster search.</p>' };
    expectRequestMatchesContract('updateReleaseNotes', body);
    const page = await call<{ releaseNote: { version: string; notes: string }[] }>('updateReleaseNotes', editor, { body });
    expect(page.releaseNote[0]).toMatchObject({ version: '10.16.3', notes: '<p>Faster search.</p>' });
    expect((await call<{ releaseNote: unknown[] }>('getReleaseNotes', member)).releaseNote[0]).toMatchObject({ notes: '<p>Faster search.</p>' });
  });

  it('never lets an answer alias the store', async () => {
    const page = await call<TopicsPage>('getTopicArticles', editor);
    page.topics[0]!.topicName = 'changed';
    page.topics[0]!.questionAnswers[0]!.question = 'changed';
    const again = await call<TopicsPage>('getTopicArticles', editor);
    expect(again.topics[0]!.topicName).toBe('Communities');
    expect(again.topics[0]!.questionAnswers[0]!.question).not.toBe('changed');
  });
});
