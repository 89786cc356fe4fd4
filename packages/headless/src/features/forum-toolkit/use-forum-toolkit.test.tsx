import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { communities, forum, profiles } from '@ypo/msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { ForumExercise } from '../../core/forum-toolkit/toolkit';
import type { ResourceLink } from '../../core/resources/resources';
import { createMemoryStorage } from '../../core/storage/session-keys';
import { problem, recordRequests, startMockServer, wrapperFor } from '../../testing/mock-server';
import {
  useForumCategories, useForumExercise, useForumExerciseTypes, useForumExercises, useForumResourceLinks, useMyMeetings, useQuickMeeting,
} from './use-forum-toolkit';

startMockServer();
afterEach(cleanup);

const id = (n: number) => `6e000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const PERSON = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const TYPES = [{ id: id(101), name: 'Opening Exercise' }, { id: id(102), name: 'Deep Dive' }, { id: id(103), name: 'Case Study' }];
const ex = (n: number, name: string, type: string, time: number): ForumExercise => ({ id: id(n), name, type, time, description: `${name} text` });
const EXERCISES = [ex(1, 'Check-in', 'Opening Exercise', 30), ex(2, 'Succession', 'Deep Dive', 90), ex(3, 'Crossroads', 'Case Study', 60), ex(4, 'One Word', 'Opening Exercise', 5)];
const handlers = [forum.getGetForumExerciseTypesMockHandler(TYPES), forum.getGetAllExercisesOptionalParametersMockHandler(EXERCISES)];


describe('forum toolkit reads (spec 001 §7)', () => {
  it('gives the categories', async () => {
    const { result } = renderHook(() => useForumCategories(), { wrapper: wrapperFor(communities.getGetForumCategoryMockHandler([{ id: id(9), name: 'Member Forum' }])) });
    await waitFor(() => expect(result.current.categories.map((c) => c.name)).toEqual(['Member Forum']));
  });

  it('leaves the case study type out of the types, keeping the whole list in all', async () => {
    const { result } = renderHook(() => useForumExerciseTypes(), { wrapper: wrapperFor(...handlers) });
    await waitFor(() => expect(result.current.all).toHaveLength(3));
    expect(result.current.types.map((t) => t.name)).toEqual(['Opening Exercise', 'Deep Dive']);
  });

  it('loads the exercises once without parameters and filters them by type, text and time on the device', async () => {
    const requests = recordRequests();
    const { result, rerender } = renderHook((filter: Parameters<typeof useForumExercises>[0]) => useForumExercises(filter), { wrapper: wrapperFor(...handlers), initialProps: {} });
    await waitFor(() => expect(result.current.all).toHaveLength(4));
    expect(result.current.exercises.map((e) => e.name)).toEqual(['One Word', 'Check-in', 'Succession']);
    expect(result.current.caseStudies.map((e) => e.name)).toEqual(['Crossroads']);
    rerender({ maxTime: 30 });
    expect(result.current.exercises.map((e) => e.name)).toEqual(['One Word', 'Check-in']);
    rerender({ types: ['Deep Dive'] });
    expect(result.current.exercises.map((e) => e.name)).toEqual(['Succession']);
    rerender({ text: 'check' });
    expect(result.current.exercises.map((e) => e.name)).toEqual(['Check-in']);
    const loads = requests.filter((r) => r.url.includes('get-all-exercises-optional-parameters'));
    expect(loads).toHaveLength(1);
    expect(new URL(loads[0]!.url).search).toBe('');
  });

  it('loads one exercise by id, nothing for null, and reports a failure', async () => {
    const requests = recordRequests();
    const { result, rerender } = renderHook(({ exerciseId }: { exerciseId: string | null }) => useForumExercise(exerciseId), {
      wrapper: wrapperFor(forum.getGetForumExerciseMockHandler(({ params }) => ({ ...EXERCISES[1]!, id: String(params.id) }))),
      initialProps: { exerciseId: null as string | null },
    });
    expect(result.current.exercise).toBeUndefined();
    expect(requests).toHaveLength(0);
    rerender({ exerciseId: id(2) });
    await waitFor(() => expect(result.current.exercise?.name).toBe('Succession'));
    expect(requests[0]!.url).toContain(`/forum/api/v2/exercise/get-exercise/${id(2)}`);
    const failed = renderHook(() => useForumExercise(id(7)), { wrapper: wrapperFor(problem('get', '*/forum/api/v2/exercise/get-exercise/:id', 404, 'Not Found')) });
    await waitFor(() => expect(failed.result.current.error).toBeDefined());
  });

  it('gives the resource links in display order', async () => {
    const link = (n: number, label: string, displayOrder: number): ResourceLink => ({ id: id(n), type: 'button', label, displayOrder, navigationUrl: `https://connect.example/${n}` });
    const { result } = renderHook(() => useForumResourceLinks(), {
      wrapper: wrapperFor(profiles.getGetForumResourceLinksMockHandler([link(1, 'Second', 2), link(2, 'First', 1)])),
    });
    await waitFor(() => expect(result.current.links.map((l) => l.label)).toEqual(['First', 'Second']));
  });
});

describe('quick meeting and my meetings', () => {
  it('plans the agenda for the time, refuses a nameless meeting, and keeps a named one among my meetings', async () => {
    const storage = createMemoryStorage();
    const now = () => Date.parse('2026-11-24T05:00:00Z');
    const { result, rerender } = renderHook(({ minutes }: { minutes: number }) => ({ quick: useQuickMeeting(PERSON, minutes, { storage, now }), mine: useMyMeetings(PERSON, { storage }) }), {
      wrapper: wrapperFor(...handlers),
      initialProps: { minutes: 120 },
    });
    await waitFor(() => expect(result.current.quick.items.map((i) => i.title)).toEqual(['Check-in', 'Succession']));
    rerender({ minutes: 7 });
    expect(result.current.quick.minutes).toBe(5);
    expect(result.current.quick.items.map((i) => i.title)).toEqual(['One Word']);
    expect(result.current.quick.create('  ')).toEqual({ problem: 'forumMeetingNameRequired' });
    expect(result.current.mine.meetings).toEqual([]);
    let created: ReturnType<typeof result.current.quick.create> | undefined;
    act(() => void (created = result.current.quick.create(' Short check-in ')));
    expect(created).toMatchObject({ meeting: { name: 'Short check-in', minutes: 5, createdAt: '2026-11-24T05:00:00.000Z' } });
    expect(result.current.mine.meetings.map((m) => m.name)).toEqual(['Short check-in']);
    act(() => result.current.mine.remove(result.current.mine.meetings[0]!.id));
    expect(result.current.mine.meetings).toEqual([]);
  });

  it('has no meetings and keeps nothing without a person', () => {
    const storage = createMemoryStorage();
    const { result } = renderHook(() => useMyMeetings(null, { storage }), { wrapper: wrapperFor() });
    act(() => result.current.save([{ id: 'x', name: 'x', minutes: 5, items: [], createdAt: '2026-11-24T05:00:00Z' }]));
    expect(result.current.meetings).toEqual([]);
  });
});
