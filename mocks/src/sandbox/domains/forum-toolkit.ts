// The forum toolkit (spec 001 §2, §5, §7; openapi/forum.yaml, getForumCategory in communities.yaml,
// getForumResourceLinks in profiles.yaml): forum categories, exercise types, the exercises and the
// toolkit's resource links, answered from the store. The spec's forum-service login GET has no path
// and no operation (docs/forum-toolkit.md); forum meetings and sample agendas are static data files
// of the app, not calls.
import type { communities, forum, profiles } from '@ypo/sdk';
import type { OperationHandler, SandboxDomain, Store } from '../types.ts';
import { clone, notFound, ok, param, sameId, sliceOf } from '../helpers.ts';

/** An exercise (contract `ForumExercise`). */
export type ForumExerciseRecord = forum.components['schemas']['ForumExercise'];
/** An exercise type (contract `ForumExerciseType`). */
export type ForumExerciseTypeRecord = forum.components['schemas']['ForumExerciseType'];
/** A forum category (contract `ForumCategory`). */
export type ForumCategoryRecord = communities.components['schemas']['ForumCategory'];
/** A toolkit resource link (contract `ResourceLink`). */
export type ForumResourceLinkRecord = profiles.components['schemas']['ResourceLink'];

/** `store.forumToolkit`. */
export interface ForumToolkitSlice {
  categories: ForumCategoryRecord[];
  types: ForumExerciseTypeRecord[];
  exercises: ForumExerciseRecord[];
  links: ForumResourceLinkRecord[];
}

const typeId = (n: number) => `6e000000-0000-4000-8000-${String(100 + n).padStart(12, '0')}`;
const exerciseId = (n: number) => `6e000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The seeded exercise types (the contract example's ids; Case Study is the one the app leaves out). */
export const EXERCISE_TYPES = ['Opening Exercise', 'Deep Dive', 'Case Study', 'Closing Exercise', 'Retreat Exercise'] as const;

const EXERCISES: readonly [name: string, type: (typeof EXERCISE_TYPES)[number], time: number, description: string][] = [
  ['Peaks and Valleys Check-in', 'Opening Exercise', 30, 'Each member shares a recent high point and low point in business, family and personal life.'],
  ['Succession Deep Dive', 'Deep Dive', 90, 'One member presents a succession question; the forum asks clarifying questions and shares experience.'],
  ['One Word Open', 'Opening Exercise', 5, 'Each member names one word for how they arrive today, then one sentence on why.'],
  ['Five Percent Update', 'Opening Exercise', 45, 'Each member shares the five percent of their life they would tell no one outside the forum.'],
  ['Family Business Crossroads', 'Case Study', 60, 'A written case of a family company choosing between a sale and the next generation; the forum discusses it.'],
  ['Growth Without Burnout', 'Deep Dive', 120, 'A member presents how growth strains their health and family; the forum shares experience, not advice.'],
  ['Parking Lot Review', 'Closing Exercise', 10, 'The forum goes through the topics parked during the meeting and decides where each goes next.'],
  ['Meeting Evaluation', 'Closing Exercise', 15, 'Each member rates the meeting from 1 to 10 and names one thing to keep and one to change.'],
  ['Life Map Retreat', 'Retreat Exercise', 240, 'Each member draws the map of their life so far and presents its turning points to the forum.'],
  ['Values Auction', 'Retreat Exercise', 90, 'Members bid a fixed budget on values and talk about what their bids say about their priorities.'],
];

function seedSlice(): ForumToolkitSlice {
  const types = EXERCISE_TYPES.map((name, i) => ({ id: typeId(i + 1), name }));
  return {
    // The contract example's ids and names.
    categories: [
      { id: 'b2000000-0000-4000-8000-000000000001', name: 'Member Forum' },
      { id: 'b2000000-0000-4000-8000-000000000002', name: 'Spouse/Partner Forum' },
    ],
    types,
    exercises: EXERCISES.map(([name, type, time, description], i) => ({ id: exerciseId(i + 1), name, type, time, description })),
    links: ([
      ['Forum Toolkit Guide', 'https://connect.example/resources/forum-toolkit'],
      ['Moderator Handbook', 'https://connect.example/resources/forum-moderator-handbook'],
      ['Forum Protocols', 'https://connect.example/resources/forum-protocols'],
    ] as const).map(([resourceName, navigationUrl], i) => ({
      id: `b1000000-0000-4000-8000-${String(41 + i).padStart(12, '0')}`,
      type: 'button',
      navigationUrl,
      categoryName: 'Forum',
      isActive: true,
      isSSOEnabled: false,
      resourceCategoryId: 'b2000000-0000-4000-8000-000000000001',
      alternativeText: resourceName,
      resourceName,
      displayOrder: i + 1,
      imageUrl: null,
      label: resourceName,
    })),
  };
}

const slice = (store: Store) => sliceOf<ForumToolkitSlice>(store, 'forumToolkit');

const getForumCategory: OperationHandler = (_request, _caller, store) => ok(clone(slice(store).categories));

const getForumExerciseTypes: OperationHandler = (_request, _caller, store) => ok(clone(slice(store).types));

const getAllExercisesOptionalParameters: OperationHandler = (_request, _caller, store) => ok(clone(slice(store).exercises));

const getForumExercise: OperationHandler = (request, _caller, store) => {
  const id = param(request, 'id');
  const exercise = slice(store).exercises.find((e) => sameId(e.id, id));
  if (!exercise) throw notFound('No forum exercise with this id.');
  return ok(clone(exercise));
};

/** Active links only, in display order. */
const getForumResourceLinks: OperationHandler = (_request, _caller, store) =>
  ok(clone(slice(store).links.filter((l) => l.isActive !== false).sort((a, b) => (a.displayOrder ?? 0) - (b.displayOrder ?? 0))));

/** The `forumToolkit` domain: forum categories, exercise types, exercises and resource links. */
export const forumToolkitDomain: SandboxDomain = {
  name: 'forum-toolkit',
  seed: (store) => {
    store.forumToolkit = seedSlice() satisfies ForumToolkitSlice;
  },
  handlers: { getForumCategory, getForumExerciseTypes, getAllExercisesOptionalParameters, getForumExercise, getForumResourceLinks },
};
