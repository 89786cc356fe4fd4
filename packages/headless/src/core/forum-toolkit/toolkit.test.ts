import { describe, expect, it } from 'vitest';
import {
  caseStudies, clampForumTime, exerciseTypeOfSlug, exerciseTypeSlug, filterForumExercises, isCaseStudyType, timeFilterOptions, toolkitExerciseTypes,
  type ForumExercise,
} from './toolkit';

const id = (n: number) => `6e000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const TYPES = [
  { id: id(101), name: 'Opening Exercise' },
  { id: id(102), name: 'Deep Dive' },
  { id: id(103), name: 'Case Study' },
];
const ex = (n: number, name: string, type: string, time?: number, description = ''): ForumExercise => ({ id: id(n), name, type, ...(time === undefined ? {} : { time }), description });
const EXERCISES = [
  ex(1, 'Peaks and Valleys', 'Opening Exercise', 30, 'high point and low point'),
  ex(2, 'Succession Deep Dive', 'Deep Dive', 90, 'succession question'),
  ex(3, 'One Word Open', 'Opening Exercise', 5),
  ex(4, 'Family Crossroads', 'case  study', 60),
  ex(5, 'Untimed', 'Deep Dive'),
];

describe('case study type (spec 001 §5)', () => {
  it.each([
    ['Case Study', true], ['case study', true], ['  CASE   STUDY ', true], ['Case Studies', false], ['Deep Dive', false], [null, false],
  ] as const)('%j is the case study type: %s', (name, expected) => expect(isCaseStudyType(name)).toBe(expected));

  it('leaves the case study type out of the toolkit types, keeping the order', () => {
    expect(toolkitExerciseTypes(TYPES).map((t) => t.name)).toEqual(['Opening Exercise', 'Deep Dive']);
  });

  it('gives the case study exercises to their own screen', () => {
    expect(caseStudies(EXERCISES).map((e) => e.name)).toEqual(['Family Crossroads']);
  });
});

describe('time filter 5 to 240 step 5 (spec 001 §5)', () => {
  it('offers 48 choices from 5 to 240', () => {
    const options = timeFilterOptions();
    expect(options).toHaveLength(48);
    expect([options[0], options[1], options.at(-1)]).toEqual([5, 10, 240]);
  });

  it.each([[0, 5], [4, 5], [7, 5], [8, 10], [240, 240], [241, 240], [1000, 240], [-3, 5], [Number.NaN, 240]])('clamps %s to %s', (input, expected) => {
    expect(clampForumTime(input)).toBe(expected);
  });
});

describe('filterForumExercises', () => {
  it.each([
    [{}, ['One Word Open', 'Peaks and Valleys', 'Succession Deep Dive', 'Untimed']],
    [{ maxTime: 30 }, ['One Word Open', 'Peaks and Valleys']],
    [{ maxTime: 5 }, ['One Word Open']],
    [{ maxTime: 240 }, ['One Word Open', 'Peaks and Valleys', 'Succession Deep Dive']],
    [{ types: ['deep dive'] }, ['Succession Deep Dive', 'Untimed']],
    [{ types: ['Case Study'] }, []],
    [{ text: 'LOW point' }, ['Peaks and Valleys']],
    [{ text: 'open  word' }, ['One Word Open']],
    [{ types: ['Opening Exercise'], maxTime: 10 }, ['One Word Open']],
  ] as const)('%j keeps %j, never the case study', (filter, names) => {
    expect(filterForumExercises(EXERCISES, filter).map((e) => e.name)).toEqual(names);
  });
});

describe('route segment of a type', () => {
  it.each([['Deep Dive', 'deep-dive'], ['Opening Exercise', 'opening-exercise'], [' Case  Study ', 'case-study'], ['Q&A / Panel', 'q-a-panel']])('%j is %j', (name, slug) => {
    expect(exerciseTypeSlug(name)).toBe(slug);
  });

  it.each([['deep-dive', 'Deep Dive'], ['CASE-STUDY', 'Case Study'], ['nothing', undefined], [undefined, undefined], ['', undefined]])('%j names %j', (slug, name) => {
    expect(exerciseTypeOfSlug(TYPES, slug)?.name).toBe(name);
  });
});
