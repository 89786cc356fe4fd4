import { atom, useAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import { planQuickMeeting, quickMeetingProblem, readMyMeetings, writeMyMeetings, type AgendaItem, type MyMeeting } from '../../core/forum-toolkit/meetings';
import {
  caseStudies, clampForumTime, filterForumExercises, toolkitExerciseTypes,
  type ForumCategory, type ForumExercise, type ForumExerciseFilter, type ForumExerciseType,
} from '../../core/forum-toolkit/toolkit';
import type { ResourceLink } from '../../core/resources/resources';
import type { KeyValueStorage } from '../../core/storage/session-keys';
import { useSdkQuery } from '../../hooks/use-sdk-query';

/** SWR keys of the forum toolkit's reads. */
export const FORUM_TOOLKIT_KEYS = {
  categories: 'communities/api/getForumCategory',
  types: 'forum/api/exercise/get-types',
  exercises: 'forum/api/v2/exercise/get-all-exercises-optional-parameters',
  exercise: (id: string) => `forum/api/v2/exercise/get-exercise/${id}`,
  links: 'profiles/api/tools/get-forum-resource-links',
} as const;

/** The forum categories (spec 001 §7: GET communities/api/getForumCategory). */
export function useForumCategories() {
  const query = useSdkQuery<ForumCategory[]>(FORUM_TOOLKIT_KEYS.categories, (sdk, signal) => sdk.communities.GET('/communities/api/getForumCategory', { signal }));
  return { categories: query.data ?? [], error: query.error, isLoading: query.isLoading };
}

/**
 * The toolkit's exercise types (spec 001 §5, §7: GET forum/api/exercise/get-types), without the type
 * named case study (it has its own screen); `all` keeps the server's whole list.
 */
export function useForumExerciseTypes() {
  const query = useSdkQuery<ForumExerciseType[]>(FORUM_TOOLKIT_KEYS.types, (sdk, signal) => sdk.forum.GET('/forum/api/exercise/get-types', { signal }));
  const types = useMemo(() => toolkitExerciseTypes(query.data ?? []), [query.data]);
  return { types, all: query.data ?? [], error: query.error, isLoading: query.isLoading };
}

/**
 * The exercises (spec 001 §7: GET forum/api/v2/exercise/get-all-exercises-optional-parameters, no
 * parameters sent), filtered on the device by type, text and time (5 to 240, step 5): `exercises`
 * never holds the case study type, whose exercises are `caseStudies`.
 */
export function useForumExercises(filter: ForumExerciseFilter = {}) {
  const query = useSdkQuery<ForumExercise[]>(FORUM_TOOLKIT_KEYS.exercises, (sdk, signal) =>
    sdk.forum.GET('/forum/api/v2/exercise/get-all-exercises-optional-parameters', { signal }));
  const { text, maxTime } = filter;
  const typeKey = filter.types?.join('\n') ?? '';
  const exercises = useMemo(
    () => filterForumExercises(query.data ?? [], {
      ...(typeKey === '' ? {} : { types: typeKey.split('\n') }),
      ...(text === undefined ? {} : { text }),
      ...(maxTime === undefined ? {} : { maxTime }),
    }),
    [query.data, typeKey, text, maxTime],
  );
  const studies = useMemo(() => caseStudies(query.data ?? []), [query.data]);
  return { exercises, caseStudies: studies, all: query.data ?? [], error: query.error, isLoading: query.isLoading };
}

/** One exercise (spec 001 §7: GET forum/api/v2/exercise/get-exercise/{id}); `null` loads nothing. */
export function useForumExercise(id: string | null) {
  const query = useSdkQuery<ForumExercise>(id ? FORUM_TOOLKIT_KEYS.exercise(id) : null, (sdk, signal) =>
    sdk.forum.GET('/forum/api/v2/exercise/get-exercise/{id}', { params: { path: { id: id ?? '' } }, signal }));
  return { exercise: query.data, error: query.error, isLoading: query.isLoading };
}

/** The forum toolkit's resource links (spec 001 §7: GET profiles/api/tools/get-forum-resource-links), in display order. */
export function useForumResourceLinks() {
  const query = useSdkQuery<ResourceLink[]>(FORUM_TOOLKIT_KEYS.links, (sdk, signal) => sdk.profiles.GET('/profiles/api/tools/get-forum-resource-links', { signal }));
  const links = useMemo(() => [...(query.data ?? [])].sort((a, b) => (a.displayOrder ?? 0) - (b.displayOrder ?? 0)), [query.data]);
  return { links, error: query.error, isLoading: query.isLoading };
}

// Bumped on every change so readers of the storage render again.
const myMeetingsVersionAtom = atom(0);
const defaultStorage = (): KeyValueStorage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** Input of {@link useMyMeetings} and {@link useQuickMeeting}. */
export interface MyMeetingsOptions {
  /** Where the meetings are kept; defaults to `localStorage` (the spec has no call for them). */
  readonly storage?: KeyValueStorage | undefined;
  /** The clock for a new meeting's `createdAt`, in epoch milliseconds; `Date.now` by default. */
  readonly now?: () => number;
}

/** The member's own meetings, newest first, kept on the device (no call in the spec); `remove` drops one. */
export function useMyMeetings(personId: string | null, { storage }: MyMeetingsOptions = {}) {
  const [version, setVersion] = useAtom(myMeetingsVersionAtom);
  const store = storage ?? defaultStorage();
  const meetings = useMemo(
    () => (store && personId ? readMyMeetings(store, personId) : []),
    // version: re-read after a change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [store, personId, version],
  );
  const save = useCallback((next: readonly MyMeeting[]) => {
    if (!store || !personId) return;
    writeMyMeetings(store, personId, next);
    setVersion((v) => v + 1);
  }, [personId, setVersion, store]);
  const remove = useCallback((id: string) => save(meetings.filter((m) => m.id !== id)), [meetings, save]);
  return { meetings, save, remove };
}

/**
 * The quick meeting (spec 001 §2): the agenda planned from the toolkit's exercises for `minutes`
 * (5 to 240, step 5; see `planQuickMeeting`), and `create(name)`, which keeps it among my meetings
 * and resolves to the new meeting, or to the `MESSAGES` key of what is wrong.
 */
export function useQuickMeeting(personId: string | null, minutes: number, options: MyMeetingsOptions = {}) {
  const { all } = useForumExercises();
  const types = useForumExerciseTypes();
  const { meetings, save } = useMyMeetings(personId, options);
  const time = clampForumTime(minutes);
  const items: AgendaItem[] = useMemo(() => planQuickMeeting(all, types.all, time), [all, types.all, time]);
  const now = options.now ?? Date.now;
  const create = useCallback((name: string): { meeting: MyMeeting } | { problem: NonNullable<ReturnType<typeof quickMeetingProblem>> } => {
    const problem = quickMeetingProblem(name, items);
    if (problem) return { problem };
    const meeting: MyMeeting = { id: crypto.randomUUID(), name: name.trim(), minutes: time, items, createdAt: new Date(now()).toISOString() };
    save([meeting, ...meetings]);
    return { meeting };
  }, [items, meetings, now, save, time]);
  return { items, minutes: time, create, isLoading: types.isLoading };
}
