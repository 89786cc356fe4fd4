// The chapter (and champion) event form (spec 001 §2 /chapter-event/{communityId}, §7 chapterevent and
// champsevent calls): a draft the screen edits as typed, its checks, and the body of create-cvent /
// create-event. Dates are typed as local date-times ('2026-12-03T09:00') in the chosen time zone.
import type { events } from '@ypo/sdk';
import { EMPTY_ID } from '../impersonation/impersonation';
import { CHAPTER_EVENTS_MESSAGES as TEXT } from './messages';

/** The form as the events service takes and answers it (`ChapterEventForm`). */
export type ChapterEventForm = events.components['schemas']['ChapterEventForm'];
/** A custom field of the events system. */
export type ChapterEventCustomField = events.components['schemas']['EventCustomField'];
/** An entry of a lookup list (time zones, event types, ...). */
export type ChapterEventLookupItem = events.components['schemas']['LookupItem'];
/** An attachment of an event. */
export type ChapterEventAttachment = events.components['schemas']['EventAttachment'];
/** In person or virtual. */
export type ChapterEventLocationType = ChapterEventForm['locationType'];

/** Location types, in the order the form offers them. */
export const EVENT_LOCATION_TYPES = ['In Person', 'Virtual'] as const satisfies readonly ChapterEventLocationType[];

/** What the screen edits: every value as typed, so a failed check or save loses nothing. */
export interface ChapterEventDraft {
  /** The event name (required). */
  readonly name: string;
  /** The description (required). */
  readonly description: string;
  /** Local date-time, `YYYY-MM-DDTHH:mm`. */
  readonly startDateTime: string;
  /** Local date-time, `YYYY-MM-DDTHH:mm`; after the start. */
  readonly endDateTime: string;
  /** Id of a time zone of get-time-zones. */
  readonly timeZone: string;
  /** In person or virtual. */
  readonly locationType: ChapterEventLocationType;
  /** City of an in-person event. */
  readonly city: string;
  /** State or province of an in-person event. */
  readonly state: string;
  /** Country of an in-person event. */
  readonly country: string;
  /** Custom field values by field id. */
  readonly customFields: Readonly<Record<string, string>>;
  /** Files attached to the event, uploaded or pending. */
  readonly attachments: readonly ChapterEventAttachment[];
}

/** Fields of the draft a message can sit on; custom fields as `custom:<id>`. */
export type ChapterEventField = Exclude<keyof ChapterEventDraft, 'customFields' | 'attachments'> | `custom:${string}`;
/** First message per failing field (none when the draft can be sent). */
export type ChapterEventErrors = Partial<Record<ChapterEventField, string>>;

/** An empty draft (in person, no time zone chosen). */
export const EMPTY_CHAPTER_EVENT_DRAFT: ChapterEventDraft = {
  name: '', description: '', startDateTime: '', endDateTime: '', timeZone: '', locationType: 'In Person', city: '', state: '', country: '', customFields: {}, attachments: [],
};

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Milliseconds of a local date-time read as UTC (for comparing two of them), or NaN when it is no real date. */
export function localDateTimeValue(text: string): number {
  const m = LOCAL_DATE_TIME.exec(text.trim());
  if (!m) return Number.NaN;
  const [year, month, day, hour, minute, second] = m.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const ms = Date.UTC(year, month - 1, day, hour, minute, second);
  const back = new Date(ms);
  // 2026-02-30 rolls over to March: not a date.
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return Number.NaN;
  return ms;
}

/** UTC offset in minutes of a time zone entry named like '(UTC-05:00) Eastern Standard Time' ('(UTC)' is 0); undefined when the name carries none. */
export function timeZoneOffsetMinutes(zone: ChapterEventLookupItem | undefined): number | undefined {
  if (!zone) return undefined;
  const m = /\(UTC(?:([+-])(\d{1,2}):?(\d{2}))?\)/.exec(zone.name);
  if (!m) return zone.id === 'UTC' ? 0 : undefined;
  if (!m[1]) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** '-05:00' of -300 minutes. */
function offsetText(minutes: number): string {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * The draft's problems (spec 001 §5, §8): name, start, end and time zone required; dates must be real
 * ('Invalid Date') and the end after the start ('Invalid Date Range'); city and country for an event
 * in person; custom fields the events system marks required.
 */
export function chapterEventErrors(draft: ChapterEventDraft, customFields: readonly ChapterEventCustomField[] = []): ChapterEventErrors {
  const errors: ChapterEventErrors = {};
  if (draft.name.trim() === '') errors.name = TEXT.nameRequired;
  const start = localDateTimeValue(draft.startDateTime);
  const end = localDateTimeValue(draft.endDateTime);
  if (draft.startDateTime.trim() === '') errors.startDateTime = TEXT.startRequired;
  else if (Number.isNaN(start)) errors.startDateTime = TEXT.invalidDate;
  if (draft.endDateTime.trim() === '') errors.endDateTime = TEXT.endRequired;
  else if (Number.isNaN(end)) errors.endDateTime = TEXT.invalidDate;
  else if (!Number.isNaN(start) && end <= start) errors.endDateTime = TEXT.invalidDateRange;
  if (draft.timeZone.trim() === '') errors.timeZone = TEXT.timeZoneRequired;
  if (draft.locationType === 'In Person') {
    if (draft.city.trim() === '') errors.city = TEXT.cityRequired;
    if (draft.country.trim() === '') errors.country = TEXT.countryRequired;
  }
  for (const field of customFields) {
    if (field.isRequired && (draft.customFields[field.id] ?? '').trim() === '') errors[`custom:${field.id}`] = TEXT.customFieldRequired;
  }
  return errors;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * The body of create-cvent / create-event: date-times with the time zone's offset (as the events
 * service writes them, '2026-12-03T09:00:00-05:00'), the location only in person, custom fields with
 * a value. `id` is the event's, or the all-zero id for a new one (spec 001 §9).
 */
export function chapterEventFormOf(draft: ChapterEventDraft, communityId: string, timeZones: readonly ChapterEventLookupItem[], id: string = EMPTY_ID): ChapterEventForm {
  const offset = timeZoneOffsetMinutes(timeZones.find((zone) => zone.id === draft.timeZone)) ?? 0;
  const at = (local: string) => `${local.trim().slice(0, 16)}:00${offset === 0 ? 'Z' : offsetText(offset)}`;
  const inPerson = draft.locationType === 'In Person';
  return {
    id,
    communityId,
    name: draft.name.trim(),
    description: orNull(draft.description),
    startDateTime: at(draft.startDateTime),
    endDateTime: at(draft.endDateTime),
    eventTimeZone: draft.timeZone,
    city: inPerson ? orNull(draft.city) : null,
    state: inPerson ? orNull(draft.state) : null,
    country: inPerson ? orNull(draft.country) : null,
    locationType: draft.locationType,
    customFields: Object.entries(draft.customFields).filter(([, value]) => value.trim() !== '').map(([fieldId, value]) => ({ id: fieldId, value: value.trim() })),
    attachments: [...draft.attachments],
  };
}

/** A saved event as a draft to edit (get-cvent): its local date-times as written, without the offset. */
export function draftOfChapterEvent(form: ChapterEventForm): ChapterEventDraft {
  const local = (text: string) => (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.exec(text)?.[0] ?? '');
  return {
    name: form.name,
    description: form.description ?? '',
    startDateTime: local(form.startDateTime),
    endDateTime: local(form.endDateTime),
    timeZone: form.eventTimeZone,
    locationType: form.locationType,
    city: form.city ?? '',
    state: form.state ?? '',
    country: form.country ?? '',
    customFields: Object.fromEntries((form.customFields ?? []).map((field) => [field.id, field.value])),
    attachments: form.attachments ?? [],
  };
}

/** Scheme of an attachment uploaded first through the uploads call: the events service stores it under its own address. */
export const PENDING_ATTACHMENT_SCHEME = 'pending-upload:';

/** An attachment from a pending upload (`pendingBlobStoragePath`, `name`) of the uploads call. */
export function pendingAttachmentOf(upload: { readonly pendingBlobStoragePath: string; readonly name: string }): ChapterEventAttachment {
  return { name: upload.name, url: `${PENDING_ATTACHMENT_SCHEME}${encodeURIComponent(upload.pendingBlobStoragePath)}` };
}

/** Whether an attachment is still a pending upload (not yet part of a saved event). */
export const isPendingAttachment = (attachment: ChapterEventAttachment) => attachment.url.startsWith(PENDING_ATTACHMENT_SCHEME);
