import { File as NodeFile, Blob as NodeBlob } from 'node:buffer';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SPEAKER_MESSAGES as M } from '@ypo/headless/speaker';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppHarness, permissionsOf, server, startMockServer, stubCssEscape, userOf } from '../../testing/app-harness';
import { mp4File, pngFile, toFile } from '../../../e2e/support/media-files';
import { BecomeSpeakerPage, EditSpeakerProfilePage } from './speaker-apply-pages';

// The joined flow of the speaker form and its media fields (spec 002 §5, §8): the photo's pending
// path goes with the form's save, the video is awaited and saved after it, a failed video leaves the form saved.

// jsdom's FormData and Blob are not the ones Node's Request understands; multipart needs Node's.
const NodeFormData = (await new Response('x=1', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }).formData()).constructor as typeof FormData;

startMockServer();

const HIROSHI = '5a000000-0000-4000-8000-000000000001';
const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const TOPICS = [{ categoryName: 'Leadership', childTopics: [{ topicName: 'Leading Change', isSelected: false }] }];
const PROFILE = {
  speakerId: HIROSHI, personID: null, speakerType: 'Non-Member', approvalStatus: 'A', preferredName: 'Hiroshi', firstName: 'Hiroshi', familyName: 'Tanaka',
  title: 'Leadership speaker', travelFromCity: 'Kyoto Bay', country: 'Japan', phoneCode: '81', phone: '5550100901', email: 'hiroshi.tanaka@kyotobay.example',
  linkedInUrl: null, webSiteUrl: null, gender: 'Male', biography: 'Speaks on leading through crisis.', feeRange: 4, reducedFee: true,
  travellingResourceProgram: true, servingResource: true, previuoslySpokenAtYpoEvent: null, profileImageUrl: null,
  topics: [{ categoryName: 'Leadership', childTopics: [{ topicName: 'Leading Change', isSelected: true }] }],
  languages: [{ id: 'en', name: 'English' }], associations: [{ id: 'assoc-1', name: 'Leadership Speakers Guild' }],
};
let edits: Record<string, unknown>[];

beforeEach(() => {
  stubCssEscape();
  vi.stubGlobal('FormData', NodeFormData);
  vi.stubGlobal('Blob', NodeBlob);
  vi.stubGlobal('File', NodeFile);
  vi.stubGlobal('createImageBitmap', () => Promise.resolve({ width: 400, height: 400, close: () => undefined }));
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  edits = [];
  server.use(
    http.get('*/permissions*', () => HttpResponse.json(permissionsOf({ isNonMemberSpeaker: true }))),
    http.get('*/speaker/api/speaker/get/languages', () => HttpResponse.json([{ id: 'en', name: 'English' }])),
    http.get('*/speaker/api/speaker/get/Associations', () => HttpResponse.json([{ id: 'assoc-1', name: 'Leadership Speakers Guild' }])),
    http.get('*/speaker/api/speaker/get/Topics', () => HttpResponse.json(TOPICS)),
    http.get('*/speaker/api/speaker/get/feerange', () => HttpResponse.json(['0', '1000', '3000', '5000', '10000'].map((value, key) => ({ key, value })))),
    http.get('*/speaker/api/speaker/get/country-and-states', () => HttpResponse.json([{ id: 'JP', name: 'Japan', states: [] }])),
    http.post('*/speaker/api/speaker/speaker-profile-info', () => HttpResponse.json(PROFILE)),
    http.post('*/speaker/api/speaker/upload-speaker-profile-image', () => HttpResponse.json({ pendingBlobStoragePath: 'pending/speakers/me.png', name: 'me.png' })),
    http.post('*/speaker/api/speaker/edit-speaker', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      edits.push(body);
      return HttpResponse.json({ ...PROFILE, ...body, profileImageUrl: 'https://media.example/speakers/me.png' });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const nextStep = () => fireEvent.click(screen.getByRole('button', { name: M.next }));
const choose = (group: HTMLElement, file: File) => fireEvent.change(group.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [file] } });

/** Opens the edit form, uploads a photo on the first step and chooses a video on the presentation step. */
async function fillMedia() {
  const { Providers } = createAppHarness({ user: userOf(HIROSHI) });
  render(<Providers><EditSpeakerProfilePage /></Providers>);
  await screen.findByRole('textbox', { name: M.labelTitle });
  const photo = screen.getByRole('group', { name: M.photoLabel });
  choose(photo, toFile(pngFile(8, 8, 'me.png')));
  await waitFor(() => expect(within(photo).getByRole('img', { name: M.photoPreview }).getAttribute('src')).toBe('blob:preview'));
  await waitFor(() => expect(within(photo).queryByRole('status')).toBeNull());
  for (let i = 0; i < 3; i++) nextStep();
  const video = await screen.findByRole('group', { name: M.videoLabel });
  choose(video, toFile(mp4File(64, 'Talk.mp4')));
  await within(video).findByRole('progressbar', { name: M.uploadProgress });
  nextStep();
  await screen.findByRole('button', { name: M.save });
}

describe('the speaker form with its photo and video (spec 002 §5, §8)', () => {
  it('saves the photo pending path with the form, waits for the video with the wait message, then saves the video with edit-speaker', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/uploads/api/upload/speakerProfile/:community', async () => {
        await held;
        return HttpResponse.json([{ pendingBlobStoragePath: 'pending/talk.mp4', name: 'Talk.mp4' }]);
      }),
    );
    await fillMedia();
    fireEvent.click(screen.getByRole('button', { name: M.save }));
    await waitFor(() => expect(edits).toHaveLength(1));
    expect(edits[0]).toMatchObject({ speakerId: HIROSHI, profileImageUrl: 'pending/speakers/me.png' });
    expect(edits[0]?.['presentationVideo']).toBeUndefined();
    // The video is still on its way: the wait message shows and the save is disabled.
    expect(await screen.findByText(M.waitMessage)).toBeTruthy();
    expect(screen.getByRole('button', { name: M.saving }).hasAttribute('disabled')).toBe(true);
    await act(async () => release());
    await waitFor(() => expect(edits).toHaveLength(2));
    expect(edits[1]).toMatchObject({
      speakerId: HIROSHI, title: 'Leadership speaker', profileImageUrl: 'https://media.example/speakers/me.png',
      presentationVideo: { name: 'Talk.mp4', pendingBlobStoragePaths: ['pending/talk.mp4'] },
    });
    await waitFor(() => expect(screen.queryByText(M.waitMessage)).toBeNull());
    expect(screen.queryByText(M.videoOnlyFailure)).toBeNull();
  });

  it('a video that fails after its retry leaves the profile saved and shows the video-only failure', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    let tries = 0;
    server.use(
      http.post('*/uploads/api/upload/speakerProfile/:community', () => {
        tries += 1;
        return HttpResponse.json({ title: 'down' }, { status: 503 });
      }),
    );
    await fillMedia();
    fireEvent.click(screen.getByRole('button', { name: M.save }));
    await waitFor(() => expect(edits).toHaveLength(1));
    expect(edits[0]).toMatchObject({ profileImageUrl: 'pending/speakers/me.png' });
    await waitFor(() => expect(tries).toBe(1));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(40_000);
    });
    expect(await screen.findByText(M.videoOnlyFailure)).toBeTruthy();
    expect(tries).toBe(2);
    expect(edits).toHaveLength(1);
    // What was typed stays.
    expect(screen.getByRole('button', { name: M.save }).hasAttribute('disabled')).toBe(false);
  });

  it('an application whose video fails is still submitted: the thank-you shows the video-only failure', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const saves: Record<string, unknown>[] = [];
    server.use(
      http.post('*/uploads/api/upload/speakerProfile/:community', () => HttpResponse.json({ title: 'down' }, { status: 503 })),
      http.post('*/speaker/api/speaker/save-speaker', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        saves.push(body);
        return HttpResponse.json({ ...PROFILE, ...body, speakerId: null, personID: AMARA, approvalStatus: 'P' });
      }),
    );
    const { Providers } = createAppHarness({ user: userOf(AMARA) });
    // The route leaves before the providers go: the held status P settles into a living cache.
    let leave: () => void = () => undefined;
    function Route() {
      const [shown, setShown] = useState(true);
      leave = () => setShown(false);
      return shown ? <BecomeSpeakerPage /> : null;
    }
    render(<Providers><Route /></Providers>);
    const type = (label: string | HTMLElement, value: string) => fireEvent.change(typeof label === 'string' ? screen.getByRole('textbox', { name: label }) : label, { target: { value } });
    const pick = (name: string) => fireEvent.click(screen.getByRole(name === M.yes || name === M.no || name === M.genderFemale ? 'radio' : 'checkbox', { name }));
    await screen.findByRole('textbox', { name: M.labelFirstName });
    const photo = screen.getByRole('group', { name: M.photoLabel });
    choose(photo, toFile(pngFile(8, 8, 'me.png')));
    await waitFor(() => expect(within(photo).getByRole('img', { name: M.photoPreview }).getAttribute('src')).toBe('blob:preview'));
    type(M.labelFirstName, 'Amara');
    type(M.labelFamilyName, 'Okafor');
    type(M.labelTitle, 'Keynote speaker');
    type(M.labelTravelFromCity, 'Harbor City');
    const country = screen.getByRole('combobox', { name: M.labelCountry });
    act(() => country.focus());
    fireEvent.change(country, { target: { value: 'Jap' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Japan' }));
    type(M.labelPhoneCode, '1');
    type(M.labelPhone, '5550100001');
    type(M.labelEmail, 'amara.okafor@harborcity.example');
    pick(M.genderFemale);
    nextStep();
    type(await screen.findByRole('textbox', { name: M.labelBiography }), 'Founder and speaker.');
    pick('English');
    pick('Leadership Speakers Guild');
    nextStep();
    await screen.findByRole('checkbox', { name: 'Leading Change' });
    pick('Leading Change');
    nextStep();
    fireEvent.click(within(await screen.findByRole('radiogroup', { name: M.labelPreviouslySpoken })).getByRole('radio', { name: M.no }));
    const video = screen.getByRole('group', { name: M.videoLabel });
    choose(video, toFile(mp4File(64, 'Talk.mp4')));
    await within(video).findByRole('progressbar', { name: M.uploadProgress });
    nextStep();
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(M.labelFeeRange.replace(/[()]/g, '\\$&')) }));
    fireEvent.click(await screen.findByRole('option', { name: '$5,000' }));
    for (const label of [M.labelReducedFee, M.labelTrp, M.labelServingResource]) fireEvent.click(within(screen.getByRole('radiogroup', { name: label })).getByRole('radio', { name: M.no }));
    fireEvent.click(screen.getByRole('checkbox', { name: `${M.labelTerms} ${M.termsOfUse}` }));
    fireEvent.click(screen.getByRole('button', { name: M.submit }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ firstName: 'Amara', profileImageUrl: 'pending/speakers/me.png' });
    expect(screen.queryByRole('heading', { name: M.thankYouTitle })).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(40_000);
    });
    expect(await screen.findByRole('heading', { name: M.thankYouTitle })).toBeTruthy();
    expect(screen.getByText(M.videoOnlyFailure)).toBeTruthy();
    expect(edits).toHaveLength(0);
    act(() => leave());
  });
});
