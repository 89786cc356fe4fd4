import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../storage/session-keys';
import { FORUM_MEETINGS, SAMPLE_AGENDAS } from './agenda-data';
import { agendaMinutes, agendaOf, myMeetingsKey, planQuickMeeting, quickMeetingProblem, readMyMeetings, writeMyMeetings, type MyMeeting } from './meetings';
import type { ForumExercise } from './toolkit';

const id = (n: number) => `6e000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const TYPES = [{ id: id(101), name: 'Opening Exercise' }, { id: id(103), name: 'Case Study' }, { id: id(102), name: 'Deep Dive' }, { id: id(104), name: 'Closing Exercise' }];
const ex = (n: number, name: string, type: string, time: number): ForumExercise => ({ id: id(n), name, type, time });
const EXERCISES = [
  ex(1, 'Check-in', 'Opening Exercise', 30), ex(2, 'One Word', 'Opening Exercise', 5), ex(3, 'Crossroads', 'Case Study', 20),
  ex(4, 'Succession', 'Deep Dive', 90), ex(5, 'Growth', 'Deep Dive', 120), ex(6, 'Evaluation', 'Closing Exercise', 15), ex(7, 'Parking Lot', 'Closing Exercise', 10),
];


describe('static forum meetings and sample agendas (spec 001 §7)', () => {
  it('has every forum meeting follow a sample agenda, each agenda within a day of lines on the 5-minute step', () => {
    for (const meeting of FORUM_MEETINGS) expect(agendaOf(meeting, SAMPLE_AGENDAS), meeting.id).toBeDefined();
    for (const agenda of SAMPLE_AGENDAS) {
      expect(agenda.items.length).toBeGreaterThan(0);
      for (const item of agenda.items) expect(item.minutes % 5).toBe(0);
    }
    expect(new Set(SAMPLE_AGENDAS.map((a) => a.id)).size).toBe(SAMPLE_AGENDAS.length);
  });

  it.each([[[], 0], [[{ title: 'a', minutes: 10 }, { title: 'b', minutes: 25 }], 35]] as const)('agenda %j lasts %s minutes', (items, total) => {
    expect(agendaMinutes(items)).toBe(total);
  });
});

describe('planQuickMeeting', () => {
  it.each([
    [240, ['Check-in', 'Growth', 'Evaluation']],
    [150, ['Check-in', 'Growth']],
    [135, ['Check-in', 'Succession', 'Evaluation']],
    [45, ['Check-in', 'Evaluation']],
    [5, ['One Word']],
    [3, ['One Word']],
    [500, ['Check-in', 'Growth', 'Evaluation']],
  ] as const)('%s minutes: %j, never the case study, never over the time', (minutes, names) => {
    const items = planQuickMeeting(EXERCISES, TYPES, minutes);
    expect(items.map((i) => i.title)).toEqual(names);
    expect(agendaMinutes(items)).toBeLessThanOrEqual(Math.min(240, Math.max(5, minutes)));
    expect(items.every((i) => i.exerciseId !== id(3))).toBe(true);
  });

  it('is empty when nothing fits', () => {
    expect(planQuickMeeting([ex(4, 'Succession', 'Deep Dive', 90)], TYPES, 60)).toEqual([]);
  });
});

describe('my meetings on the device', () => {
  const PERSON = '5D1F6A2E-3C4B-4F7A-9E21-0A0000000001';
  const meeting = (n: number, createdAt: string): MyMeeting => ({ id: `m${n}`, name: `Meeting ${n}`, minutes: 60, items: [{ title: 'Check-in', minutes: 30, exerciseId: id(1) }], createdAt });

  it('writes and reads them back per member, newest first', () => {
    const storage = createMemoryStorage();
    writeMyMeetings(storage, PERSON, [meeting(1, '2026-11-01T10:00:00Z'), meeting(2, '2026-11-02T10:00:00Z')]);
    expect(readMyMeetings(storage, PERSON.toLowerCase()).map((m) => m.id)).toEqual(['m2', 'm1']);
    expect(readMyMeetings(storage, '5d1f6a2e-3c4b-4f7a-9e21-0a0000000002')).toEqual([]);
    expect(myMeetingsKey(PERSON)).toBe('ypo.forum.myMeetings.5d1f6a2e-3c4b-4f7a-9e21-0a0000000001');
  });

  it.each([['not json'], ['{"id":1}'], ['[{"id":"x"}]'], ['[{"id":"x","name":"n","minutes":5,"createdAt":"t","items":[{"title":1}]}]']])('leaves out what does not parse: %s', (text) => {
    expect(readMyMeetings(createMemoryStorage({ [myMeetingsKey(PERSON)]: text }), PERSON)).toEqual([]);
  });
});

describe('quickMeetingProblem', () => {
  const items = [{ title: 'Check-in', minutes: 30 }];
  it.each([
    ['', items, 'forumMeetingNameRequired'],
    ['   ', items, 'forumMeetingNameRequired'],
    ['x'.repeat(80), items, undefined],
    ['March meeting', [], 'forumMeetingEmpty'],
    ['March meeting', items, undefined],
  ] as const)('%j with %j: %s', (name, list, problem) => expect(quickMeetingProblem(name, list)).toBe(problem));
});
