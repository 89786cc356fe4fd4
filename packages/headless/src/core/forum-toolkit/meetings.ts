// Forum meetings, sample agendas, the quick meeting and my meetings (spec 001 §2, §7). The spec has
// no call for meetings: the forum meetings and sample agendas are static data (agenda-data.ts) and
// the member's own meetings stay on the device (docs/forum-toolkit.md).
import type { KeyValueStorage } from '../storage/session-keys';
import { clampForumTime, filterForumExercises, toolkitExerciseTypes, type ForumExercise, type ForumExerciseType } from './toolkit';

/** One line of an agenda. */
export interface AgendaItem {
  /** The line's text: the exercise's name, or the sample agenda's wording. */
  readonly title: string;
  /** How long the line takes, in minutes. */
  readonly minutes: number;
  /** The exercise the line runs, when it runs one. */
  readonly exerciseId?: string;
}

/** A sample agenda of the toolkit (static data). */
export interface SampleAgenda {
  /** The agenda's id, which a meeting kind names as its `agendaId`. */
  readonly id: string;
  /** The agenda's name as the toolkit shows it. */
  readonly name: string;
  /** The agenda's lines, in order. */
  readonly items: readonly AgendaItem[];
}

/** A kind of forum meeting (static data), with the sample agenda it follows. */
export interface ForumMeeting {
  /** The meeting kind's id. */
  readonly id: string;
  /** The meeting kind's name as the toolkit shows it. */
  readonly name: string;
  /** What the meeting is for, as the toolkit shows it. */
  readonly description: string;
  /** The id of the sample agenda it follows. */
  readonly agendaId: string;
}

/** A meeting the member made with the quick meeting. */
export interface MyMeeting {
  /** The meeting's id (a random UUID given when it is made; removal goes by it). */
  readonly id: string;
  /** The name the member gave the meeting. */
  readonly name: string;
  /** The time chosen for the meeting, in minutes (5 to 240, step 5). */
  readonly minutes: number;
  /** The planned agenda: exercises that fit the chosen time, in order. */
  readonly items: readonly AgendaItem[];
  /** When it was made (ISO 8601). */
  readonly createdAt: string;
}

/** Total minutes of an agenda. */
export function agendaMinutes(items: readonly AgendaItem[]): number {
  return items.reduce((total, item) => total + item.minutes, 0);
}

/** The sample agenda a forum meeting follows. */
export function agendaOf(meeting: ForumMeeting, agendas: readonly SampleAgenda[]): SampleAgenda | undefined {
  return agendas.find((agenda) => agenda.id === meeting.agendaId);
}

/**
 * The quick meeting's agenda: for each toolkit type in the server's order (never the case study),
 * the longest exercise of that type that still fits the time left; the total never exceeds `minutes`.
 */
export function planQuickMeeting(exercises: readonly ForumExercise[], types: readonly ForumExerciseType[], minutes: number): AgendaItem[] {
  let left = clampForumTime(minutes);
  const items: AgendaItem[] = [];
  for (const type of toolkitExerciseTypes(types)) {
    const fitting = filterForumExercises(exercises, { types: [type.name] }).filter((e) => e.time !== undefined && e.time <= left);
    const pick = fitting.at(-1);
    if (!pick?.time) continue;
    items.push({ title: pick.name, minutes: pick.time, exerciseId: pick.id });
    left -= pick.time;
  }
  return items;
}

/** Local-storage key of a member's own meetings. */
export function myMeetingsKey(personId: string): string {
  return `ypo.forum.myMeetings.${personId.toLowerCase()}`;
}

const isItem = (value: unknown): value is AgendaItem => {
  const item = value as Partial<AgendaItem> | null;
  return typeof item?.title === 'string' && typeof item.minutes === 'number' && (item.exerciseId === undefined || typeof item.exerciseId === 'string');
};

const isMeeting = (value: unknown): value is MyMeeting => {
  const meeting = value as Partial<MyMeeting> | null;
  return typeof meeting?.id === 'string' && typeof meeting.name === 'string' && typeof meeting.minutes === 'number'
    && typeof meeting.createdAt === 'string' && Array.isArray(meeting.items) && meeting.items.every(isItem);
};

/** The member's meetings kept in `storage`, newest first; what does not parse is left out. */
export function readMyMeetings(storage: KeyValueStorage, personId: string): MyMeeting[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(myMeetingsKey(personId)) ?? '[]');
  } catch {
    return [];
  }
  return Array.isArray(parsed) ? parsed.filter(isMeeting).sort((a, b) => b.createdAt.localeCompare(a.createdAt)) : [];
}

/** Keeps `meetings` as the member's meetings. */
export function writeMyMeetings(storage: KeyValueStorage, personId: string, meetings: readonly MyMeeting[]): void {
  storage.setItem(myMeetingsKey(personId), JSON.stringify(meetings));
}

/** The longest meeting name the quick meeting's field takes (the field stops there). */
export const MY_MEETING_NAME_MAX = 80;

/** The message key of what is wrong with a quick meeting, or undefined when it can be kept. */
export function quickMeetingProblem(name: string, items: readonly AgendaItem[]): 'forumMeetingNameRequired' | 'forumMeetingEmpty' | undefined {
  if (!name.trim()) return 'forumMeetingNameRequired';
  if (items.length === 0) return 'forumMeetingEmpty';
  return undefined;
}
