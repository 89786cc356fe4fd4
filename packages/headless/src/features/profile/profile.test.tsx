import { File as NodeFile, Blob as NodeBlob } from 'node:buffer';
import { act, cleanup, render, renderHook, waitFor } from '@testing-library/react';
import { profiles as mocks } from '@ypo/msw';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_MESSAGES } from '../../core/profile/messages';
import { usePersonProfile } from '../../hooks/use-person-profile';
import { problem, providerFor, server, startMockServer, testSdk, wrapperFor } from '../../testing/mock-server';
import { useContactCard } from './use-contact-card';
import { useProfilePhoto } from './use-profile-photo';
import { useRecommendedEvents, useRecommendedMembers, type RecommendedEvent, type RecommendedMember } from './use-recommendations';
import { useMemberGroups, useUserCommunities } from './use-user-communities';

// jsdom's FormData and Blob are not the ones Node's Request understands; multipart needs Node's.
const NodeFormData = (await new Response('x=1', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }).formData()).constructor as typeof FormData;

startMockServer();
beforeEach(() => {
  vi.stubGlobal('FormData', NodeFormData);
  vi.stubGlobal('Blob', NodeBlob);
  vi.stubGlobal('File', NodeFile);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name = 'me.png', size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEAD);
  return new NodeFile([bytes], name, { type: 'image/png' }) as unknown as File;
};
const summary = (name: string, communityType: 'chapter' | 'region' | 'network' | 'group') => ({ communityId: crypto.randomUUID(), name, communityType, isAdmin: false, health: null, salesforceId: null, isActivityModerated: false, isPrimary: false });
const event = (n: number): RecommendedEvent => ({ eventId: `00000000-0000-4000-8000-0000000e000${n}`, name: `Event ${n}`, startDate: '2026-12-03T18:00:00Z', endDate: null, city: null, country: null, communityId: '00000000-0000-4000-8000-00000000c101', communityName: 'Harbor City Chapter', disposition: null });
const member = (n: number): RecommendedMember => ({
  person: { id: `5d1f6a2e-3c4b-4f7a-9e21-00000000000${n}`, isConnected: false, firstName: `First${n}`, lastName: `Last${n}` },
  reason: 'Harbor City Chapter',
  disposition: null,
});

describe('useProfilePhoto (spec 002 §5, §8, §9)', () => {
  it("sends the photo as file0 and shows the new picture on the member's profile at once", async () => {
    const bodies: FormData[] = [];
    const wrapper = wrapperFor(
      mocks.getUploadProfilePhotoSpeakerMockHandler(async ({ request }) => {
        bodies.push(await request.formData());
        return { personId: AMARA, profileImageUrl: 'https://media.example/people/new.png', fallbackProfileImageUrl: null };
      }),
    );
    const { result } = renderHook(() => ({ photo: useProfilePhoto(AMARA), profile: usePersonProfile(AMARA) }), { wrapper });
    await waitFor(() => expect(result.current.profile.profile).toBeDefined());
    let answer: Awaited<ReturnType<typeof result.current.photo.upload>>;
    await act(async () => {
      answer = await result.current.photo.upload(png());
    });
    expect(answer!).toMatchObject({ ok: true, data: { profileImageUrl: 'https://media.example/people/new.png' } });
    expect((bodies[0]?.get('file0') as File).name).toBe('me.png');
    expect(result.current.profile.profile?.profileImageUrl).toBe('https://media.example/people/new.png');
  });

  it('refuses a file that breaks the photo rules before sending anything', async () => {
    const calls = vi.fn();
    const wrapper = wrapperFor(mocks.getUploadProfilePhotoSpeakerMockHandler(() => (calls(), { personId: AMARA, profileImageUrl: 'x' })));
    const { result } = renderHook(() => useProfilePhoto(AMARA), { wrapper });
    let answer: Awaited<ReturnType<typeof result.current.upload>>;
    await act(async () => {
      answer = await result.current.upload(png('me.pdf'));
    });
    expect(answer!).toMatchObject({ ok: false, error: { message: 'File does not meet requirements' } });
    await act(async () => {
      answer = await result.current.upload(png('big.png', 2 * 1024 * 1024));
    });
    expect(answer!).toMatchObject({ ok: false, error: { message: 'File does not meet requirements' } });
    expect(calls).not.toHaveBeenCalled();
  });

  it("retries a failed upload once after 10 seconds, then ends with 'blob_error_profileImage'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    const wrapper = wrapperFor(http.post('*/profiles/api/member-profile/upload-profile-photo-speaker', () => (calls++, HttpResponse.json({ title: 'Server Error' }, { status: 500 }))));
    const { result } = renderHook(() => useProfilePhoto(AMARA), { wrapper });
    let done: Promise<unknown> | undefined;
    act(() => {
      done = result.current.upload(png());
    });
    await waitFor(() => expect(calls).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(calls).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    await waitFor(() => expect(calls).toBe(2));
    await expect(done).resolves.toMatchObject({ ok: false, error: { message: PROFILE_MESSAGES.blobErrorProfileImage } });
    await waitFor(() => expect(result.current.error?.message).toBe('blob_error_profileImage'));
  });

  it("does not retry a refused file (4xx) and shows the server's text", async () => {
    let calls = 0;
    const wrapper = wrapperFor(
      http.post('*/profiles/api/member-profile/upload-profile-photo-speaker', () => (calls++, HttpResponse.json({ title: 'File does not meet requirements', detail: 'File does not meet requirements', status: 422 }, { status: 422 }))),
    );
    const { result } = renderHook(() => useProfilePhoto(AMARA), { wrapper });
    let answer: Awaited<ReturnType<typeof result.current.upload>>;
    await act(async () => {
      answer = await result.current.upload(png());
    });
    expect(answer!).toMatchObject({ ok: false, error: { message: 'File does not meet requirements' } });
    expect(calls).toBe(1);
  });
});

describe('useContactCard (spec 002 §2, §8)', () => {
  it('downloads the vCard under the name the server gives', async () => {
    const wrapper = wrapperFor(
      http.get('*/profiles/api/managecontact/:id', () => new HttpResponse('BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Amara Okafor\r\nEND:VCARD\r\n', { headers: { 'Content-Type': 'text/vcard', 'Content-Disposition': 'attachment; filename="Amara-Okafor.vcf"' } })),
    );
    const { result } = renderHook(() => useContactCard(AMARA), { wrapper });
    let answer: Awaited<ReturnType<typeof result.current.download>>;
    await act(async () => {
      answer = await result.current.download();
    });
    if (!answer!.ok) throw new Error('expected the file');
    expect(answer!.data.fileName).toBe('Amara-Okafor.vcf');
    expect(await answer!.data.blob.text()).toContain('FN:Amara Okafor');
  });

  it.each([
    [404, PROFILE_MESSAGES.contactCardCannotBeDownloaded],
    [403, PROFILE_MESSAGES.contactCardCannotBeDownloaded],
    [500, PROFILE_MESSAGES.contactDownloadFailed],
  ])('answers %i with its text', async (status, text) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const wrapper = wrapperFor(problem('get', '*/profiles/api/managecontact/:id', status, 'Refused'));
    const { result } = renderHook(() => useContactCard(AMARA), { wrapper });
    let answer: Awaited<ReturnType<typeof result.current.download>>;
    await act(async () => {
      answer = await result.current.download();
    });
    expect(answer!).toMatchObject({ ok: false, error: { message: text } });
  });

  it("answers a network failure with 'Error downloading contact.'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const wrapper = wrapperFor(http.get('*/profiles/api/managecontact/:id', () => HttpResponse.error()));
    const { result } = renderHook(() => useContactCard(AMARA), { wrapper });
    let answer: Awaited<ReturnType<typeof result.current.download>>;
    await act(async () => {
      answer = await result.current.download();
    });
    expect(answer!).toMatchObject({ ok: false, error: { message: PROFILE_MESSAGES.contactDownloadFailed } });
  });
});

describe('useUserCommunities and useMemberGroups (spec 002 §2, §7)', () => {
  it("splits the person's communities into chapters, regions and networks and lists their groups", async () => {
    const wrapper = wrapperFor(
      mocks.getGetUserCommunitiesMockHandler([summary('Harbor City Chapter', 'chapter'), summary('Atlantic Region', 'region'), summary('Family Business Network', 'network')]),
      mocks.getGetMemberProfileGroupsMockHandler([summary('Mentoring Group', 'group')]),
    );
    const { result } = renderHook(() => ({ communities: useUserCommunities(AMARA), groups: useMemberGroups(AMARA) }), { wrapper });
    await waitFor(() => expect(result.current.communities.chapters).toHaveLength(1));
    expect(result.current.communities.regions.map((c) => c.name)).toEqual(['Atlantic Region']);
    expect(result.current.communities.networks.map((c) => c.name)).toEqual(['Family Business Network']);
    await waitFor(() => expect(result.current.groups.groups.map((g) => g.name)).toEqual(['Mentoring Group']));
  });
});

describe('recommendations (spec 002 §3, §9)', () => {
  it('keeps the recommended events for 1 hour (3600000 ms): no new load within it, even on a new mount; one after it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    server.use(mocks.getGetRecommendedEventsMockHandler(() => (calls++, [event(1)])));
    const Provider = providerFor(testSdk());
    const seen: number[] = [];
    function Events() {
      seen.push(useRecommendedEvents(AMARA).events.length);
      return null;
    }
    const view = render(<Provider><Events /></Provider>);
    await waitFor(() => expect(seen.at(-1)).toBe(1));
    view.rerender(<Provider>{null}</Provider>);
    await act(() => vi.advanceTimersByTimeAsync(59 * 60_000));
    view.rerender(<Provider><Events /></Provider>);
    // Shown from the cache at once, and not loaded again.
    expect(seen.at(-1)).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(calls).toBe(1);
    view.rerender(<Provider>{null}</Provider>);
    await act(() => vi.advanceTimersByTimeAsync(2 * 60_000));
    view.rerender(<Provider><Events /></Provider>);
    await waitFor(() => expect(calls).toBe(2));
  });

  it('removes an event marked NotInterested at once and puts it back when the save fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const wrapper = wrapperFor(mocks.getGetRecommendedEventsMockHandler([event(1), event(2)]), problem('put', '*/profiles/api/v2/member-profile/save-disposition', 500, 'Server Error'));
    const { result } = renderHook(() => useRecommendedEvents(AMARA), { wrapper });
    await waitFor(() => expect(result.current.events).toHaveLength(2));
    let answer: Awaited<ReturnType<typeof result.current.setDisposition>>;
    await act(async () => {
      answer = await result.current.setDisposition(event(1).eventId, 'NotInterested');
    });
    expect(answer!).toMatchObject({ ok: false });
    expect(result.current.events.map((e) => e.name)).toEqual(['Event 1', 'Event 2']);
  });

  it('removes a member marked NotInterested and marks one Interested, sending the disposition', async () => {
    const bodies: unknown[] = [];
    const wrapper = wrapperFor(
      mocks.getGetRecommendedMembersMockHandler([member(1), member(2)]),
      mocks.getSaveRecommendationDispositionMockHandler(async ({ request }) => {
        const body = (await request.json()) as { recommendationType: 'member'; recommendedId: string; disposition: 'Interested' | 'NotInterested' };
        bodies.push(body);
        return body;
      }),
    );
    const { result } = renderHook(() => useRecommendedMembers(AMARA), { wrapper });
    await waitFor(() => expect(result.current.members).toHaveLength(2));
    await act(async () => {
      await result.current.setDisposition(member(1).person.id, 'NotInterested');
    });
    await act(async () => {
      await result.current.setDisposition(member(2).person.id, 'Interested');
    });
    expect(result.current.members.map((m) => [m.person.firstName, m.disposition])).toEqual([['First2', 'Interested']]);
    expect(bodies).toEqual([
      { recommendationType: 'member', recommendedId: member(1).person.id, disposition: 'NotInterested' },
      { recommendationType: 'member', recommendedId: member(2).person.id, disposition: 'Interested' },
    ]);
  });
});
