import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAppHarness, permissionsOf, RouterLinks, server, startMockServer, stubCssEscape, userOf } from '../../testing/app-harness';
import { SpeakerProfilePage } from './speaker-profile-page';

startMockServer();
beforeAll(stubCssEscape);
afterEach(cleanup);

const GW = 'http://gw.test';
const ESPERANZA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000005';
const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const topic = (topicName: string, isSelected: boolean) => ({ topicName, isSelected });
const speaker = (overrides: Record<string, unknown> = {}) => ({
  speakerId: null, personID: ESPERANZA, speakerType: 'member', approvalStatus: 'A', recordType: 'Speaker',
  preferredName: 'Esperanza', firstName: 'Esperanza', familyName: 'Ruiz', title: 'Economist', travelFromCity: 'Lakeshore', country: 'Harbor Isles',
  phoneCode: '1', phone: '5550100105', email: 'esperanza.ruiz@atlantic.example', linkedInUrl: 'javascript:alert(1)', gender: 'Female',
  profileImageUrl: 'https://media.example/people/esperanza.jpg', fallbackProfileImageUrl: 'https://media.example/people/fallback.png',
  feeRange: 4, reducedFee: true, travellingResourceProgram: false, biography: 'Speaks on markets.', servingResource: true,
  webSiteUrl: 'https://esperanza.example', previuoslySpokenAtYpoEvent: 'Harbor City Leadership Summit 2025',
  topics: [{ categoryName: 'Economics', childTopics: [topic('Private Equity', true), topic('Global Economy', true), topic('Capital Markets', false)] }],
  languages: [{ id: 'en', name: 'English' }], associations: [{ id: 'assoc-1', name: 'Leadership Speakers Guild' }],
  cffRegion: null, averageCffRating: null, cffFee: [], numberofFourmPrograms: null, qualification: null, retreatTopic: null, tagLine: null, cffSince: null,
  presentationVideo: { name: 'keynote.mp4', url: 'https://media.example/speakers/keynote.mp4', size: 1000 },
  ...overrides,
});

let biography: string | null;
let updates: unknown[];

beforeEach(() => {
  biography = 'Sails the Atlantic.';
  updates = [];
  server.use(
    http.get(`${GW}/profiles/api/Speaker/PersonProfile/:id`, ({ params }) =>
      HttpResponse.json({ personId: String(params.id), firstName: 'Esperanza', familyName: 'Ruiz', email: 'esperanza.ruiz@atlantic.example', phone: '+15550100105', biography }),
    ),
    http.get(`${GW}/profiles/api/v2/member-profile/get-biography/:id`, ({ params }) => HttpResponse.json({ personId: String(params.id), biographyInformation: biography })),
    http.put(`${GW}/profiles/api/v2/member-profile/update-biography`, async ({ request }) => {
      const body = (await request.json()) as { personId: string; biographyInformation: string | null };
      updates.push(body);
      biography = body.biographyInformation;
      return HttpResponse.json(body);
    }),
  );
});

function renderAt(path: string, viewer: string, profile: Record<string, unknown>) {
  const { Providers, calls } = createAppHarness({ user: userOf(viewer), answers: { '/communities/api/community/GetUserPermissionsAndCommunities': () => Response.json(permissionsOf()) } });
  server.use(http.post(`${GW}/speaker/api/speaker/speaker-profile-info`, () => HttpResponse.json(profile)));
  const view = render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <RouterLinks>
          <Routes>
            <Route path="/speakerPage/speakerProfile" element={<SpeakerProfilePage />} />
          </Routes>
        </RouterLinks>
      </MemoryRouter>
    </Providers>,
  );
  return { ...view, calls };
}

async function expectNoAxeViolations(container: HTMLElement) {
  const result = await axe.run(container, { rules: { region: { enabled: false }, 'color-contrast': { enabled: false } } });
  expect(result.violations.map((v) => v.id)).toEqual([]);
}

const detailOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('SpeakerProfilePage (spec 002 §2, §3)', () => {
  it('shows the whole profile to another member, without edit or unlock, and links only web addresses', async () => {
    const { container } = renderAt(`/speakerPage/speakerProfile?id=${ESPERANZA}`, AMARA, speaker());
    expect(await screen.findByRole('heading', { level: 1, name: 'Esperanza Ruiz' })).toBeDefined();
    expect(screen.getByRole('img', { name: 'Photo of Esperanza Ruiz' }).getAttribute('src')).toBe('https://media.example/people/esperanza.jpg');
    expect(detailOf('Fee range')).toBe('$10,000');
    expect(detailOf('Offers a reduced fee')).toBe('Yes');
    expect(detailOf('Travelling Resource Program')).toBe('No');
    expect(detailOf('Available for virtual events')).toBe('Yes');
    expect(detailOf('Travels from')).toBe('Lakeshore, Harbor Isles');
    expect(screen.getByRole('link', { name: 'https://esperanza.example' }).getAttribute('href')).toBe('https://esperanza.example/');
    expect(screen.queryByText('LinkedIn', { selector: 'dt' })).toBeNull();
    const topics = screen.getByRole('heading', { name: 'Topics' }).nextElementSibling as HTMLElement;
    expect(within(topics).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Global Economy', 'Private Equity']);
    expect(container.querySelector('video')?.getAttribute('src')).toBe('https://media.example/speakers/keynote.mp4');
    expect(screen.getByText('keynote.mp4')).toBeDefined();
    expect(await screen.findByRole('heading', { name: 'Member profile' })).toBeDefined();
    expect(await screen.findByText('Sails the Atlantic.')).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Edit speaker profile' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Unlock' })).toBeNull();
    expect(screen.queryByText('Certified forum facilitator')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('falls back to the fallback picture when the photo does not load', async () => {
    renderAt(`/speakerPage/speakerProfile?id=${ESPERANZA}`, AMARA, speaker());
    const photo = await screen.findByRole('img', { name: 'Photo of Esperanza Ruiz' });
    fireEvent.error(photo);
    await waitFor(() => expect(photo.getAttribute('src')).toBe('https://media.example/people/fallback.png'));
  });

  it('lets its owner unlock the member section and save the biography through the member profile', async () => {
    const { container } = renderAt(`/speakerPage/speakerProfile?id=${ESPERANZA}`, ESPERANZA, speaker());
    expect(await screen.findByRole('link', { name: 'Edit speaker profile' })).toHaveProperty('pathname', '/speakerPage/editSpeakerProfile');
    const unlock = await screen.findByRole('button', { name: 'Unlock' });
    expect(unlock.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('textbox', { name: 'Biography' })).toBeNull();
    act(() => unlock.click());
    const field = await screen.findByRole('textbox', { name: 'Biography' });
    expect((field as HTMLTextAreaElement).value).toBe('Sails the Atlantic.');
    await expectNoAxeViolations(container);
    fireEvent.change(field, { target: { value: 'Speaks on family governance.' } });
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    expect(await screen.findByText('Your member profile was saved.')).toBeDefined();
    expect(updates).toEqual([{ personId: ESPERANZA, biographyInformation: 'Speaks on family governance.' }]);
    expect(await screen.findByText('Speaks on family governance.')).toBeDefined();
    expect(screen.queryByRole('textbox', { name: 'Biography' })).toBeNull();
  });

  it('tells a pending owner their status', async () => {
    renderAt(`/speakerPage/speakerProfile?id=${ESPERANZA}`, ESPERANZA, speaker({ approvalStatus: 'P' }));
    expect(await screen.findByText('Your speaker profile is pending approval.')).toBeDefined();
  });

  it('shows the CFF fields of a certified forum facilitator', async () => {
    const cff = speaker({
      recordType: 'CFF', presentationVideo: null, averageCffRating: 4.123456789, cffRegion: { id: 'r1', name: 'Atlantic Region' }, numberofFourmPrograms: 12,
      qualification: 'Certified forum facilitator', retreatTopic: 'Life transitions', tagLine: 'Better forums, better leaders', cffSince: 2015,
      cffFee: [{ id: 'fee-1', trainingName: 'Forum Retreat', minimumFee: 2000, maximumFee: 4000 }],
    });
    const { container } = renderAt(`/speakerPage/speakerProfile?id=${ESPERANZA}&speakersWhoAre=IsCFFSpeaker`, AMARA, cff);
    expect(await screen.findByRole('heading', { name: 'Certified forum facilitator' })).toBeDefined();
    expect(detailOf('Average rating')).toBe('4.12345');
    expect(detailOf('Region')).toBe('Atlantic Region');
    expect(detailOf('Forum programs')).toBe('12');
    expect(detailOf('CFF since')).toBe('2015');
    expect(detailOf('Retreat topic')).toBe('Life transitions');
    expect(detailOf('Tag line')).toBe('Better forums, better leaders');
    expect(detailOf('Forum Retreat')).toBe('$2,000 - $4,000');
    expect(container.querySelector('video')).toBeNull();
    await expectNoAxeViolations(container);
  });
});
