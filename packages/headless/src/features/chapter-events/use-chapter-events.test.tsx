import { File as NodeFile } from 'node:buffer';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { events as eventMocks, uploads as uploadMocks } from '@ypo/msw';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CommunityEventCard } from '../../core/chapter-events/community-events';
import type { ChapterEventForm } from '../../core/chapter-events/form';
import { problem, recordRequests, server, startMockServer, wrapperFor } from '../../testing/mock-server';
import { useChapterEventForm } from './use-chapter-event-form';
import { useChapterAdminEvents, useCommunityEvents } from './use-community-events';
import { useEventAttendees, useNextBoardMeeting } from './use-event-attendees';

startMockServer();
beforeEach(() => {
  vi.stubGlobal('File', NodeFile);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const HARBOR = '00000000-0000-4000-8000-00000000c101';
const EVENT = 'e0000000-0000-4000-8000-000000000001';
const ZONES = [{ id: 'Eastern Standard Time', name: '(UTC-05:00) Eastern Standard Time' }, { id: 'UTC', name: '(UTC) UTC' }];
const FIELDS = [{ id: 'cf-guest', name: 'Bringing a spouse/partner', fieldType: 'Choice', isRequired: true, choices: ['Yes', 'No'] }];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0, 1, 1, 1];
const png = (name: string) => new NodeFile([new Uint8Array(PNG)], name, { type: 'image/png' }) as unknown as File;

const formHandlers = () => [
  eventMocks.getGetChapterEventTimeZonesMockHandler(ZONES),
  eventMocks.getGetCventLookupMockHandler({ eventTypes: [{ id: 'social', name: 'Social' }] }),
  eventMocks.getGetCventCustomFieldsMockHandler(FIELDS),
  eventMocks.getGetChampsEventCommunityUsersMockHandler([{ id: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000002', firstName: 'Bruno', lastName: 'Lindqvist' }]),
];
const paths = (requests: Request[]) => requests.map((r) => `${r.method} ${new URL(r.url).pathname}`);

async function filledForm(wrapper = wrapperFor(...formHandlers())) {
  const hook = renderHook(() => useChapterEventForm(HARBOR), { wrapper });
  await waitFor(() => expect(hook.result.current.customFields).toHaveLength(1));
  await waitFor(() => expect(hook.result.current.timeZones).toHaveLength(2));
  act(() => {
    const form = hook.result.current;
    form.setField('name', 'Harbor City Sailing Day');
    form.setField('startDateTime', '2027-05-15T10:00');
    form.setField('endDateTime', '2027-05-15T16:00');
    form.setField('timeZone', 'Eastern Standard Time');
    form.setField('city', 'Harbor City');
    form.setField('country', 'Harbor Isles');
    form.setCustomField('cf-guest', 'Yes');
  });
  return hook;
}

describe('useChapterEventForm (spec 001 §2, §5, §7, §8)', () => {
  it('loads the chapter form lists from the chapterevent calls', async () => {
    const requests = recordRequests();
    const { result } = renderHook(() => useChapterEventForm(HARBOR), { wrapper: wrapperFor(...formHandlers()) });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    await waitFor(() => expect(result.current.communityUsers).toHaveLength(1));
    expect(result.current.lookups).toEqual({ eventTypes: [{ id: 'social', name: 'Social' }] });
    expect(paths(requests).sort()).toEqual([
      'GET /events/api/champsevent/get-community-users/' + HARBOR,
      'GET /events/api/chapterevent/get-cvent-custom-fields',
      'GET /events/api/chapterevent/get-cvent-lookup/',
      'GET /events/api/chapterevent/get-time-zones',
    ]);
  });

  it('loads a champion event to edit from the champsevent calls', async () => {
    const requests = recordRequests();
    const saved: ChapterEventForm = {
      id: EVENT, communityId: HARBOR, name: 'Summit', startDateTime: '2026-12-03T09:00:00-05:00', endDateTime: '2026-12-04T17:00:00-05:00',
      eventTimeZone: 'Eastern Standard Time', locationType: 'Virtual', attachments: [{ name: 'agenda.pdf', url: 'https://media.example/agenda.pdf' }],
    };
    const { result } = renderHook(() => useChapterEventForm(HARBOR, { kind: 'champs', eventId: EVENT }), {
      wrapper: wrapperFor(eventMocks.getGetChampsEventCventMockHandler(saved), eventMocks.getGetChampsEventCustomFieldsMockHandler([])),
    });
    await waitFor(() => expect(result.current.draft.name).toBe('Summit'));
    expect(result.current.draft).toMatchObject({ startDateTime: '2026-12-03T09:00', endDateTime: '2026-12-04T17:00', locationType: 'Virtual' });
    expect(paths(requests)).toEqual(expect.arrayContaining([`GET /events/api/champsevent/get-event-lookup/${HARBOR}`, `GET /events/api/champsevent/get-event-custom-fields/${HARBOR}`, `GET /events/api/champsevent/get-cvent/${HARBOR}/${EVENT}`]));
    // Removing a saved attachment deletes it on the server.
    const deleted = recordRequests();
    await act(async () => {
      expect(await result.current.removeAttachment('agenda.pdf')).toEqual({ ok: true, data: true });
    });
    const del = deleted.find((r) => r.method === 'DELETE');
    expect(await del?.clone().json()).toEqual({ communityId: HARBOR, eventId: EVENT, name: 'agenda.pdf' });
    expect(result.current.draft.attachments).toEqual([]);
  });

  it('shows the spec texts for bad input, sends nothing and keeps what was typed', async () => {
    const { result } = await filledForm();
    const requests = recordRequests();
    act(() => {
      result.current.setField('endDateTime', '2027-05-15T09:00');
      result.current.setField('name', '');
      result.current.setCustomField('cf-guest', '');
    });
    let outcome: Awaited<ReturnType<typeof result.current.submit>>;
    await act(async () => {
      outcome = await result.current.submit();
    });
    expect(outcome).toMatchObject({ ok: false });
    expect(result.current.errors).toEqual({ name: 'Please enter the event name.', endDateTime: 'Invalid Date Range', 'custom:cf-guest': 'Please fill in this field.' });
    expect(requests).toHaveLength(0);
    expect(result.current.draft).toMatchObject({ startDateTime: '2027-05-15T10:00', endDateTime: '2027-05-15T09:00', city: 'Harbor City' });
    // Editing a field clears its message only.
    act(() => result.current.setField('name', 'Sailing'));
    expect(Object.keys(result.current.errors)).toEqual(['endDateTime', 'custom:cf-guest']);
  });

  it('a failed save shows the spec text and keeps the form; a retry saves and launch launches', async () => {
    const { result } = await filledForm();
    server.use(problem('post', '*/events/api/chapterevent/create-cvent', 500, 'Internal Server Error'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      await result.current.submit();
    });
    expect(result.current.failure?.message).toBe('Something went wrong, please try again later.');
    expect(result.current.draft.name).toBe('Harbor City Sailing Day');
    expect(result.current.saved).toBeUndefined();

    let sent: unknown;
    server.use(
      http.post('*/events/api/chapterevent/create-cvent', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...(sent as ChapterEventForm), id: EVENT });
      }),
    );
    await act(async () => {
      await result.current.submit();
    });
    expect(sent).toMatchObject({
      id: '00000000-0000-0000-0000-000000000000', communityId: HARBOR, startDateTime: '2027-05-15T10:00:00-05:00', endDateTime: '2027-05-15T16:00:00-05:00',
      customFields: [{ id: 'cf-guest', value: 'Yes' }],
    });
    expect(result.current.failure).toBeUndefined();
    expect(result.current.saved?.id).toBe(EVENT);

    const launches = recordRequests();
    server.use(eventMocks.getLaunchCventMockHandler({ url: 'https://connect.example/events/manage' }));
    await act(async () => {
      await result.current.launch();
    });
    expect(paths(launches)).toContain(`GET /events/api/champsevent/launch-cvent/${HARBOR}/${EVENT}`);
    expect(result.current.launchUrl).toBe('https://connect.example/events/manage');
  });

  it('uploads attachments through the upload engine and sends them as pending uploads', async () => {
    const { result } = await filledForm(
      wrapperFor(...formHandlers(), uploadMocks.getUploadsUploadFilesMockHandler([{ pendingBlobStoragePath: `pending/${HARBOR}/u1/map.png`, name: 'map.png' }])),
    );
    const requests = recordRequests();
    await act(async () => {
      expect(await result.current.addAttachments([png('map.png')])).toEqual({ ok: true, data: 1 });
    });
    expect(paths(requests)).toEqual([`POST /uploads/api/upload/${HARBOR}/chapter`]);
    expect(result.current.draft.attachments).toEqual([{ name: 'map.png', url: `pending-upload:${encodeURIComponent(`pending/${HARBOR}/u1/map.png`)}` }]);
    // A refused file (not an image or video) is never sent.
    await act(async () => {
      const refused = await result.current.addAttachments([new NodeFile(['x'], 'notes.txt', { type: 'text/plain' }) as unknown as File]);
      expect(refused).toMatchObject({ ok: false, error: { message: 'File type not supported' } });
    });
    expect(requests).toHaveLength(1);
  });
});

const person = (n: number, firstName: string, lastName: string) => ({ id: `5d1f6a2e-3c4b-4f7a-9e21-0a000000000${n}`, firstName, lastName });

describe('useEventAttendees (spec 001 §3, 002 §9)', () => {
  it("lists 'last, first', 5 per scroll step, and downloads the spreadsheet", async () => {
    const people = [person(1, 'Amara', 'Okafor'), person(2, 'Bruno', 'Lindqvist'), person(3, 'Wei-Ling', 'Chen'), person(4, 'Ada', 'Abara'), person(5, 'Zoe', 'Zeller'), person(6, 'Ivo', 'Costa'), person(7, 'Hana', 'Obi')];
    const { result } = renderHook(() => useEventAttendees(EVENT), { wrapper: wrapperFor(eventMocks.getGetEventAttendeesMockHandler(people)) });
    await waitFor(() => expect(result.current.total).toBe(7));
    expect(result.current.attendees.map((a) => a.lastName)).toEqual(['Abara', 'Chen', 'Costa', 'Lindqvist', 'Obi']);
    expect(result.current.hasMore).toBe(true);
    act(() => result.current.loadMore());
    expect(result.current.attendees.map((a) => a.lastName)).toEqual(['Abara', 'Chen', 'Costa', 'Lindqvist', 'Obi', 'Okafor', 'Zeller']);
    expect(result.current.hasMore).toBe(false);

    server.use(
      http.get('*/events/api/downloadEventAttendees/:id', () =>
        new HttpResponse(new Uint8Array([0x50, 0x4b, 3, 4]), { headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'content-disposition': 'attachment; filename="Summit attendees.xlsx"' } }),
      ),
    );
    let file: Awaited<ReturnType<typeof result.current.download>> | undefined;
    await act(async () => {
      file = await result.current.download();
    });
    expect(file).toMatchObject({ ok: true, data: { fileName: 'Summit attendees.xlsx' } });
  });

  it('holds the call without an event', () => {
    const requests = recordRequests();
    const { result } = renderHook(() => useEventAttendees(''), { wrapper: wrapperFor() });
    expect(result.current).toMatchObject({ attendees: [], total: 0, hasMore: false, isLoading: false });
    expect(requests).toHaveLength(0);
  });
});

describe('useNextBoardMeeting', () => {
  it('answers the meeting, or null when the chapter has none (404)', async () => {
    const meeting = renderHook(() => useNextBoardMeeting(HARBOR), { wrapper: wrapperFor() });
    await waitFor(() => expect(meeting.result.current.meeting?.id).toBeTruthy());
    const none = renderHook(() => useNextBoardMeeting(HARBOR), { wrapper: wrapperFor(problem('get', '*/events/api/next-board-meeting-event/:id/chapter', 404, 'Not Found')) });
    await waitFor(() => expect(none.result.current.isLoading).toBe(false));
    expect(none.result.current).toMatchObject({ meeting: null, error: undefined });
  });
});

const card = (id: string, name: string, start: string, extra: Partial<CommunityEventCard> = {}): CommunityEventCard => ({
  id: `e0000000-0000-4000-8000-00000000000${id}`, name, communityId: HARBOR, startDateTime: start, endDateTime: start, locationType: 'In Person', isDeclined: false, ...extra,
});

describe('useCommunityEvents (spec 001 §7, §9)', () => {
  it('tops a chapter up to 3 events and a champion community to 5', async () => {
    const own = [card('1', 'Summit', '2026-12-03T09:00:00Z')];
    const pool = ['2', '3', '4', '5', '6'].map((id) => card(id, `Other ${id}`, `2027-01-0${id}T09:00:00Z`, { communityId: '00000000-0000-4000-8000-00000000c401' }));
    const wrapper = wrapperFor(eventMocks.getGetCommunityEventsMockHandler(own), eventMocks.getGetAllUnregisteredEventsMockHandler(pool));
    const chapter = renderHook(() => useCommunityEvents({ communityId: HARBOR, communityType: 'chapter' }), { wrapper });
    await waitFor(() => expect(chapter.result.current.events).toHaveLength(3));
    expect(chapter.result.current.events.map((e) => e.isRecommended)).toEqual([false, true, true]);
    const champion = renderHook(() => useCommunityEvents({ communityId: HARBOR, communityType: 'champion' }), { wrapper });
    await waitFor(() => expect(champion.result.current.events).toHaveLength(5));
  });

  it('declines at once and puts the event back when the decline fails', async () => {
    const own = [card('1', 'Summit', '2026-12-03T09:00:00Z'), card('2', 'Gala', '2026-12-04T09:00:00Z'), card('3', 'Dinner', '2026-12-05T09:00:00Z')];
    const wrapper = wrapperFor(eventMocks.getGetCommunityEventsMockHandler(own), eventMocks.getGetAllUnregisteredEventsMockHandler([]));
    const { result } = renderHook(() => useCommunityEvents({ communityId: HARBOR, communityType: 'chapter' }), { wrapper });
    await waitFor(() => expect(result.current.events).toHaveLength(3));
    server.use(problem('post', '*/events/api/reject/:communityId/:eventId', 500, 'Internal Server Error'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      expect(await result.current.reject(own[1]?.id ?? '')).toMatchObject({ ok: false });
    });
    expect(result.current.events.map((e) => e.event.name)).toEqual(['Summit', 'Gala', 'Dinner']);
    server.use(eventMocks.getRejectCommunityEventMockHandler(true), eventMocks.getGetCommunityEventsMockHandler([own[0] as CommunityEventCard, { ...(own[1] as CommunityEventCard), isDeclined: true }, own[2] as CommunityEventCard]));
    await act(async () => {
      expect(await result.current.reject(own[1]?.id ?? '')).toMatchObject({ ok: true });
    });
    expect(result.current.events.map((e) => e.event.name)).toEqual(['Summit', 'Dinner']);
  });
});

describe('useChapterAdminEvents (spec 001 §9)', () => {
  it('sorts by community name ascending by default, then by the chosen sort', async () => {
    const list = [card('1', 'Zebra', '2027-01-02T09:00:00Z'), card('2', 'Apple', '2027-01-03T09:00:00Z', { communityId: 'c2' }), card('3', 'Mango', '2027-01-01T09:00:00Z')];
    const names: Record<string, string> = { [HARBOR]: 'Harbor City Chapter', c2: 'Atlantic Region' };
    const nameOf = (id: string) => names[id] ?? '';
    const { result } = renderHook(() => useChapterAdminEvents(HARBOR, nameOf), { wrapper: wrapperFor(eventMocks.getGetChapterAdminEventsListMockHandler(list)) });
    await waitFor(() => expect(result.current.events).toHaveLength(3));
    expect(result.current.sort).toBe('CommunityName');
    expect(result.current.events.map((e) => e.name)).toEqual(['Apple', 'Mango', 'Zebra']);
    act(() => result.current.setSort('StartDateTime'));
    expect(result.current.events.map((e) => e.name)).toEqual(['Mango', 'Zebra', 'Apple']);
  });
});
