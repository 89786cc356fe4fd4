// Forum toolkit rules (spec 001 §2, §5, §7): the exercise types without the case study type, the
// exercise filters (type, text, time 5 to 240 in steps of 5) and the route segment of a type.
import type { communities, forum } from '@ypo/sdk';

/** A forum toolkit exercise (contract `ForumExercise`). */
export type ForumExercise = forum.components['schemas']['ForumExercise'];
/** An exercise type (contract `ForumExerciseType`). */
export type ForumExerciseType = forum.components['schemas']['ForumExerciseType'];
/** A forum category (contract `ForumCategory`). */
export type ForumCategory = communities.components['schemas']['ForumCategory'];

/** spec 001 §5: the time filter runs from 5 to 240 minutes in steps of 5. */
export const FORUM_TIME_FILTER = { min: 5, max: 240, step: 5 } as const;

/** spec 001 §5: the exercise type the toolkit drops (it has its own case-study screen). */
export const CASE_STUDY_TYPE = 'Case Study';

const keyOf = (text: string | null | undefined) => (text ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

/** Whether a type name is the case study type (any case, any spacing). */
export function isCaseStudyType(name: string | null | undefined): boolean {
  return keyOf(name) === keyOf(CASE_STUDY_TYPE);
}

/** spec 001 §5: the exercise types of the toolkit: the server's list without the case study type. */
export function toolkitExerciseTypes(types: readonly ForumExerciseType[]): ForumExerciseType[] {
  return types.filter((type) => !isCaseStudyType(type.name));
}

/** The choices of the time filter: 5, 10, ..., 240 minutes. */
export function timeFilterOptions(): number[] {
  const options: number[] = [];
  for (let minutes = FORUM_TIME_FILTER.min; minutes <= FORUM_TIME_FILTER.max; minutes += FORUM_TIME_FILTER.step) options.push(minutes);
  return options;
}

/** A time within the filter's range, on its step (rounded to the nearest 5, clamped to 5..240). */
export function clampForumTime(minutes: number): number {
  const { min, max, step } = FORUM_TIME_FILTER;
  if (!Number.isFinite(minutes)) return max;
  return Math.min(max, Math.max(min, Math.round(minutes / step) * step));
}

/** What the exercise list is filtered by; every field is optional. */
export interface ForumExerciseFilter {
  /** Type names to keep (none: every type but the case study). */
  readonly types?: readonly string[];
  /** Words each to be found in the name or description. */
  readonly text?: string;
  /** Longest exercise time in minutes (5 to 240, step 5). */
  readonly maxTime?: number;
}

/**
 * The exercises of the toolkit that pass `filter`, by time then name: never the case study type's
 * (see {@link caseStudies}); an exercise without a time passes only when no time is chosen.
 */
export function filterForumExercises(exercises: readonly ForumExercise[], filter: ForumExerciseFilter = {}): ForumExercise[] {
  const types = new Set((filter.types ?? []).map(keyOf));
  const words = keyOf(filter.text).split(' ').filter(Boolean);
  const maxTime = filter.maxTime === undefined ? undefined : clampForumTime(filter.maxTime);
  return exercises
    .filter((e) => !isCaseStudyType(e.type))
    .filter((e) => types.size === 0 || types.has(keyOf(e.type)))
    .filter((e) => maxTime === undefined || (e.time !== undefined && e.time <= maxTime))
    .filter((e) => words.every((word) => keyOf(`${e.name} ${e.description ?? ''}`).includes(word)))
    .sort((a, b) => (a.time ?? Number.MAX_SAFE_INTEGER) - (b.time ?? Number.MAX_SAFE_INTEGER) || a.name.localeCompare(b.name));
}

/** The exercises of the case study type (the case-study screen), by name. */
export function caseStudies(exercises: readonly ForumExercise[]): ForumExercise[] {
  return exercises.filter((e) => isCaseStudyType(e.type)).sort((a, b) => a.name.localeCompare(b.name));
}

/** The route segment of a type in /forum/exercise/{type}: 'Deep Dive' is 'deep-dive'. */
export function exerciseTypeSlug(name: string): string {
  return keyOf(name).replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** The type a route segment names, if any ('case-study' names the case study type). */
export function exerciseTypeOfSlug(types: readonly ForumExerciseType[], slug: string | null | undefined): ForumExerciseType | undefined {
  if (!slug) return undefined;
  return types.find((type) => exerciseTypeSlug(type.name) === keyOf(slug));
}
