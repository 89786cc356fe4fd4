import { describe, expect, it } from 'vitest';
import { attendeeName, attendeesPage, sortAttendees } from './attendees';
import { communityEventsToShow, minimumEventsOf, sortCommunityEvents, withEventChoice, type CommunityEventCard } from './community-events';
import {
  EMPTY_CHAPTER_EVENT_DRAFT, chapterEventErrors, chapterEventFormOf, draftOfChapterEvent, isPendingAttachment, localDateTimeValue, pendingAttachmentOf,
  timeZoneOffsetMinutes, type ChapterEventDraft,
} from './form';
import { CHAPTER_EVENTS_MESSAGES as TEXT } from './messages';

const ZONES = [
  { id: 'Eastern Standard Time', name: '(UTC-05:00) Eastern Standard Time' },
  { id: 'India Standard Time', name: '(UTC+05:30) India Standard Time' },
  { id: 'UTC', name: '(UTC) UTC' },
];
const valid: ChapterEventDraft = {
  ...EMPTY_CHAPTER_EVENT_DRAFT, name: 'Harbor City Sailing Day', startDateTime: '2027-05-15T10:00', endDateTime: '2027-05-15T16:00', timeZone: 'Eastern Standard Time',
  city: 'Harbor City', country: 'Harbor Isles',
};

describe('chapter event form checks (spec 001 §5, §8)', () => {
  it.each<[string, Partial<ChapterEventDraft>, Record<string, string>]>([
    ['a complete draft', {}, {}],
    ['no name', { name: '  ' }, { name: TEXT.nameRequired }],
    ['no start or end', { startDateTime: '', endDateTime: '' }, { startDateTime: TEXT.startRequired, endDateTime: TEXT.endRequired }],
    ['a date that does not exist', { startDateTime: '2027-02-30T10:00' }, { startDateTime: 'Invalid Date' }],
    ['text for a date', { endDateTime: 'tomorrow' }, { endDateTime: 'Invalid Date' }],
    ['an end before the start', { endDateTime: '2027-05-15T09:59' }, { endDateTime: 'Invalid Date Range' }],
    ['an end equal to the start', { endDateTime: '2027-05-15T10:00' }, { endDateTime: 'Invalid Date Range' }],
    ['no time zone', { timeZone: '' }, { timeZone: TEXT.timeZoneRequired }],
    ['in person without a place', { city: '', country: ' ' }, { city: TEXT.cityRequired, country: TEXT.countryRequired }],
    ['virtual without a place', { locationType: 'Virtual', city: '', country: '' }, {}],
  ])('%s', (_, change, expected) => {
    expect(chapterEventErrors({ ...valid, ...change })).toEqual(expected);
  });

  it('asks for the custom fields the events system marks required', () => {
    const fields = [
      { id: 'cf-dietary', name: 'Dietary requirements', fieldType: 'Text', isRequired: false },
      { id: 'cf-guest', name: 'Bringing a spouse/partner', fieldType: 'Choice', isRequired: true, choices: ['Yes', 'No'] },
    ];
    expect(chapterEventErrors(valid, fields)).toEqual({ 'custom:cf-guest': TEXT.customFieldRequired });
    expect(chapterEventErrors({ ...valid, customFields: { 'cf-guest': 'No' } }, fields)).toEqual({});
  });

  it.each([
    ['2027-05-15T10:00', Date.UTC(2027, 4, 15, 10, 0)],
    ['2028-02-29T23:59', Date.UTC(2028, 1, 29, 23, 59)],
    ['2027-02-29T10:00', Number.NaN],
    ['2027-05-15T24:00', Number.NaN],
    ['2027-05-15', Number.NaN],
  ])('reads the local date-time %s', (text, expected) => {
    expect(localDateTimeValue(text)).toBe(expected);
  });
});

describe('chapter event body', () => {
  it.each([
    ['Eastern Standard Time', -300, '2027-05-15T10:00:00-05:00'],
    ['India Standard Time', 330, '2027-05-15T10:00:00+05:30'],
    ['UTC', 0, '2027-05-15T10:00:00Z'],
  ])('writes dates in the offset of %s', (zone, offset, start) => {
    expect(timeZoneOffsetMinutes(ZONES.find((z) => z.id === zone))).toBe(offset);
    expect(chapterEventFormOf({ ...valid, timeZone: zone }, 'c1', ZONES).startDateTime).toBe(start);
  });

  it('sends a new event with the all-zero id, trims, drops the place of a virtual event and empty custom values', () => {
    const upload = pendingAttachmentOf({ pendingBlobStoragePath: 'pending/c1/u1/map.png', name: 'map.png' });
    const draft = { ...valid, name: ' Sailing ', description: ' ', customFields: { a: 'Yes', b: ' ' }, attachments: [upload] };
    expect(chapterEventFormOf(draft, 'c1', ZONES)).toEqual({
      id: '00000000-0000-0000-0000-000000000000', communityId: 'c1', name: 'Sailing', description: null,
      startDateTime: '2027-05-15T10:00:00-05:00', endDateTime: '2027-05-15T16:00:00-05:00', eventTimeZone: 'Eastern Standard Time',
      city: 'Harbor City', state: null, country: 'Harbor Isles', locationType: 'In Person', customFields: [{ id: 'a', value: 'Yes' }],
      attachments: [{ name: 'map.png', url: 'pending-upload:pending%2Fc1%2Fu1%2Fmap.png' }],
    });
    expect(isPendingAttachment(upload)).toBe(true);
    expect(chapterEventFormOf({ ...valid, locationType: 'Virtual' }, 'c1', ZONES, 'e9')).toMatchObject({ id: 'e9', city: null, country: null });
  });

  it('turns a saved event back into the draft it came from', () => {
    const body = chapterEventFormOf({ ...valid, customFields: { 'cf-guest': 'Yes' } }, 'c1', ZONES, 'e1');
    expect(draftOfChapterEvent(body)).toEqual({ ...valid, customFields: { 'cf-guest': 'Yes' } });
  });
});

describe('attendees (spec 001 §3, 002 §9)', () => {
  const people = [
    { firstName: 'Wei-Ling', lastName: 'Chen' }, { firstName: 'amara', lastName: 'Okafor' }, { firstName: 'Bruno', lastName: 'Lindqvist' },
    { firstName: 'Ada', lastName: 'okafor' }, { firstName: 'Émile', lastName: 'Chen' }, { firstName: 'Zoe', lastName: 'Abara' },
  ];
  it("sorts 'last, first', case and accents ignored", () => {
    expect(sortAttendees(people).map(attendeeName)).toEqual(['Abara, Zoe', 'Chen, Émile', 'Chen, Wei-Ling', 'Lindqvist, Bruno', 'okafor, Ada', 'Okafor, amara']);
  });
  it.each([
    [1, 5, true],
    [2, 6, false],
    [0, 5, true],
  ])('shows %i scroll steps of 5', (pages, count, more) => {
    const page = attendeesPage(sortAttendees(people), pages);
    expect([page.shown.length, page.hasMore]).toEqual([count, more]);
  });
  it.each([
    [{ firstName: 'Amara', lastName: 'Okafor' }, 'Okafor, Amara'],
    [{ firstName: '', lastName: 'Okafor' }, 'Okafor'],
    [{ firstName: 'Amara', lastName: ' ' }, 'Amara'],
  ])('names %o as %s', (person, name) => {
    expect(attendeeName(person)).toBe(name);
  });
});

const event = (id: string, name: string, start: string, communityId = 'c1', isDeclined = false): CommunityEventCard => ({
  id, name, communityId, startDateTime: start, endDateTime: start, locationType: 'In Person', isDeclined,
});

describe('community events (spec 001 §9)', () => {
  it.each([
    ['chapter', 3],
    ['champion', 5],
    ['network', 3],
  ])('a %s shows at least %i events', (type, min) => {
    expect(minimumEventsOf(type)).toBe(min);
    const own = [event('a', 'A', '2027-01-01T10:00:00Z')];
    const pool = ['b', 'c', 'd', 'e', 'f', 'g'].map((id, i) => event(id, id.toUpperCase(), `2027-02-0${9 - i}T10:00:00Z`, 'other'));
    const shown = communityEventsToShow(own, pool, type);
    expect(shown).toHaveLength(min);
    expect(shown[0]).toEqual({ event: own[0], isRecommended: false });
    // Soonest recommendations first.
    expect(shown.slice(1).map((s) => [s.event.id, s.isRecommended])).toEqual(['g', 'f', 'e', 'd'].slice(0, min - 1).map((id) => [id, true]));
  });

  it('leaves out declined events and repeats, and tops up only below the minimum', () => {
    const own = [event('a', 'A', '2027-01-01T10:00:00Z'), event('b', 'B', '2027-01-02T10:00:00Z', 'c1', true)];
    const pool = [event('A', 'A', '2027-01-01T10:00:00Z'), event('x', 'X', '2027-03-01T10:00:00Z', 'o', true), event('y', 'Y', '2027-03-02T10:00:00Z', 'o')];
    expect(communityEventsToShow(own, pool, 'chapter').map((s) => s.event.id)).toEqual(['a', 'y']);
    const many = ['1', '2', '3', '4'].map((id) => event(id, id, `2027-01-0${id}T10:00:00Z`));
    expect(communityEventsToShow(many, pool, 'chapter')).toHaveLength(4);
  });

  it('marks a declined event and unmarks a saved one', () => {
    const list = [event('a', 'A', '2027-01-01T10:00:00Z'), event('b', 'B', '2027-01-02T10:00:00Z', 'c1', true)];
    expect(withEventChoice(list, 'A', 'rejected').map((e) => e.isDeclined)).toEqual([true, true]);
    expect(withEventChoice(list, 'b', 'saved').map((e) => e.isDeclined)).toEqual([false, false]);
  });

  it.each([
    // Community name ascending, then soonest first.
    ['CommunityName', ['z2', 'a1', 'z1']],
    ['StartDateTime', ['a1', 'z1', 'z2']],
    ['EventName', ['z2', 'a1', 'z1']],
  ] as const)('sorts by %s', (sort, ids) => {
    const names: Record<string, string> = { x: 'Atlantic Region', y: 'harbor City Chapter' };
    const list = [event('z1', 'Zebra', '2027-01-02T10:00:00Z', 'y'), event('a1', 'Mango', '2027-01-01T10:00:00Z', 'y'), event('z2', 'Apple', '2027-01-03T10:00:00Z', 'x')];
    expect(sortCommunityEvents(list, sort, (id) => names[id] ?? '').map((e) => e.id)).toEqual(ids);
  });
});
