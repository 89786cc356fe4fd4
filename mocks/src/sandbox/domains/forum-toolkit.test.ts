/** The forum toolkit's categories, exercise types, exercises and resource links, through the gateway. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiClient, startTestSandbox } from '../testing.ts';
import type { ApiClient, RunningSandbox } from '../testing.ts';
import type { ForumExerciseRecord, ForumToolkitSlice } from './forum-toolkit.ts';

let running: RunningSandbox;
let amara: ApiClient;
let chen: ApiClient;

beforeAll(async () => {
  running = await startTestSandbox();
  amara = await apiClient(running, 'amara.okafor');
  chen = await apiClient(running, 'chen.weiling');
});

afterAll(async () => {
  expect(running.sandbox.violations).toEqual([]);
  await running.close();
});

beforeEach(() => running.sandbox.reset());

const slice = () => running.sandbox.store.forumToolkit as ForumToolkitSlice;

describe('forum toolkit', () => {
  it('answers the categories and the exercise types from the store, Case Study among them', async () => {
    const categories = await amara.get<{ id: string; name: string }[]>('/communities/api/getForumCategory');
    expect(categories.status).toBe(200);
    expect(categories.body.map((c) => c.name)).toEqual(['Member Forum', 'Spouse/Partner Forum']);
    const types = await chen.get<{ name: string }[]>('/forum/api/exercise/get-types');
    expect(types.body.map((t) => t.name)).toContain('Case Study');
    slice().types.push({ id: '6e000000-0000-4000-8000-000000000199', name: 'Icebreaker' });
    expect((await chen.get<{ name: string }[]>('/forum/api/exercise/get-types')).body.map((t) => t.name)).toContain('Icebreaker');
  });

  it('lists every exercise with a time of 5 to 240 in steps of 5, and answers one by id or 404', async () => {
    const all = await amara.get<ForumExerciseRecord[]>('/forum/api/v2/exercise/get-all-exercises-optional-parameters');
    expect(all.status).toBe(200);
    expect(all.body.length).toBeGreaterThanOrEqual(8);
    for (const e of all.body) expect(e.time! % 5 === 0 && e.time! >= 5 && e.time! <= 240, `${e.name}: ${e.time}`).toBe(true);
    const first = all.body[0] as ForumExerciseRecord;
    const one = await amara.get<ForumExerciseRecord>(`/forum/api/v2/exercise/get-exercise/${first.id}`);
    expect(one.body).toEqual(first);
    const missing = await amara.get(`/forum/api/v2/exercise/get-exercise/6e000000-0000-4000-8000-000000000999`);
    expect(missing.status).toBe(404);
  });

  it('answers only active resource links, in display order', async () => {
    const before = await amara.get<{ label: string }[]>('/profiles/api/tools/get-forum-resource-links');
    expect(before.body.map((l) => l.label)).toEqual(['Forum Toolkit Guide', 'Moderator Handbook', 'Forum Protocols']);
    const links = slice().links;
    (links[0] as { isActive?: boolean }).isActive = false;
    (links[2] as { displayOrder?: number }).displayOrder = 0;
    const after = await amara.get<{ label: string }[]>('/profiles/api/tools/get-forum-resource-links');
    expect(after.body.map((l) => l.label)).toEqual(['Forum Protocols', 'Moderator Handbook']);
  });
});
