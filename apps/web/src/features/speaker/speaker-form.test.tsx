import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SPEAKER_MESSAGES as M } from '@ypo/headless/speaker';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAppHarness, permissionsOf, server, startMockServer, stubCssEscape, userOf } from '../../testing/app-harness';
import { BecomeSpeakerPage, EditSpeakerProfilePage } from './speaker-apply-pages';

startMockServer();
stubCssEscape();
afterEach(cleanup);

const HIROSHI = '5a000000-0000-4000-8000-000000000001';
const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const TOPICS = [{ categoryName: 'Leadership', childTopics: [{ topicName: 'Leading Change', isSelected: false }, { topicName: 'Crisis Leadership', isSelected: false }] }];
const PROFILE = {
  speakerId: HIROSHI, personID: null, speakerType: 'Non-Member', approvalStatus: 'A', preferredName: 'Hiroshi', firstName: 'Hiroshi', familyName: 'Tanaka',
  title: 'Leadership speaker', travelFromCity: 'Kyoto Bay', country: 'Japan', phoneCode: '81', phone: '5550100901', email: 'hiroshi.tanaka@kyotobay.example',
  linkedInUrl: null, webSiteUrl: 'https://hiroshitanaka.example', gender: 'Male', biography: 'Speaks on leading through crisis.', feeRange: 4, reducedFee: true,
  travellingResourceProgram: true, servingResource: true, previuoslySpokenAtYpoEvent: 'Harbor City Leadership Summit 2025',
  topics: [{ categoryName: 'Leadership', childTopics: [{ topicName: 'Leading Change', isSelected: true }, { topicName: 'Crisis Leadership', isSelected: false }] }],
  languages: [{ id: 'en', name: 'English' }], associations: [{ id: 'assoc-1', name: 'Leadership Speakers Guild' }],
};
let edits: Record<string, unknown>[];

beforeEach(() => {
  edits = [];
  server.use(
    http.get('*/speaker/api/speaker/get/languages', () => HttpResponse.json([{ id: 'en', name: 'English' }, { id: 'ja', name: 'Japanese' }])),
    http.get('*/speaker/api/speaker/get/Associations', () => HttpResponse.json([{ id: 'assoc-1', name: 'Leadership Speakers Guild' }])),
    http.get('*/speaker/api/speaker/get/Topics', () => HttpResponse.json(TOPICS)),
    http.get('*/speaker/api/speaker/get/feerange', () => HttpResponse.json(['0', '1000', '3000', '5000', '10000'].map((value, key) => ({ key, value })))),
    http.get('*/speaker/api/speaker/get/country-and-states', () => HttpResponse.json([{ id: 'HI', name: 'Harbor Isles', states: [] }, { id: 'JP', name: 'Japan', states: [] }])),
    http.post('*/speaker/api/speaker/speaker-profile-info', () => HttpResponse.json(PROFILE)),
    http.post('*/speaker/api/speaker/edit-speaker', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      edits.push(body);
      return HttpResponse.json({ ...PROFILE, ...body });
    }),
  );
});

function renderPage(page: 'become' | 'edit') {
  const { Providers } = createAppHarness({ user: userOf(page === 'edit' ? HIROSHI : AMARA) });
  if (page === 'edit') server.use(http.get('*/permissions*', () => HttpResponse.json(permissionsOf({ isNonMemberSpeaker: true }))));
  return render(<Providers>{page === 'become' ? <BecomeSpeakerPage /> : <EditSpeakerProfilePage />}</Providers>);
}

const nextStep = () => fireEvent.click(screen.getByRole('button', { name: M.next }));

describe('BecomeSpeakerPage (spec 002 §2, §5)', () => {
  it('Next on a blank step shows the texts beside the fields and the form text, focuses the first error; axe-clean', async () => {
    const { container } = renderPage('become');
    await screen.findByRole('textbox', { name: M.labelFirstName });
    expect(screen.getByRole('list', { name: M.formSteps }).textContent).toContain(M.stepFeesAndTerms);
    expect((await axe.run(container)).violations).toEqual([]);
    nextStep();
    expect(await screen.findByText(M.requiredFields)).toBeTruthy();
    expect(screen.getAllByText(M.blank).length).toBeGreaterThanOrEqual(5);
    expect(screen.getByText(M.phoneInvalid)).toBeTruthy();
    expect(screen.getByText(M.emailInvalid)).toBeTruthy();
    expect(screen.getByText(M.genderRequired)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: M.labelFirstName })));
    expect(screen.getByRole('textbox', { name: M.labelFirstName }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain(M.stepOf(1, 5));
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

describe('EditSpeakerProfilePage (spec 002 §2, §3, §9)', () => {
  it('is prefilled from the own profile, keeps values across steps, saves with edit-speaker and says Profile saved successfully', async () => {
    const { container } = renderPage('edit');
    const title = await screen.findByRole('textbox', { name: M.labelTitle });
    expect(((title) as HTMLInputElement).value).toBe('Leadership speaker');
    fireEvent.change(title, { target: { value: 'Author and keynote speaker' } });
    nextStep();
    expect(((await screen.findByRole('textbox', { name: M.labelBiography })) as HTMLInputElement).value).toBe('Speaks on leading through crisis.');
    fireEvent.click(screen.getByRole('button', { name: M.back }));
    expect(((await screen.findByRole('textbox', { name: M.labelTitle })) as HTMLInputElement).value).toBe('Author and keynote speaker');
    for (let i = 0; i < 4; i++) nextStep();
    expect(((await screen.findByRole('checkbox', { name: `${M.labelTerms} ${M.termsOfUse}` })) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('link', { name: M.termsOfUse }).getAttribute('target')).toBe('_blank');
    expect((await axe.run(container)).violations).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: M.save }));
    expect(await screen.findByText(M.saved)).toBeTruthy();
    expect(edits).toEqual([expect.objectContaining({ speakerId: HIROSHI, title: 'Author and keynote speaker', feeRange: 4, previuoslySpokenAtYpoEvent: 'Harbor City Leadership Summit 2025' })]);
  });
});
