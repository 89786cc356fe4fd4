import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { PROFILE_MESSAGES } from '@ypo/headless/profile';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAppHarness, permissionsOf, RouterLinks, server, startMockServer, stubCssEscape, userOf } from '../../testing/app-harness';
import { MemberProfilePage } from './member-profile-page';

startMockServer();
beforeAll(stubCssEscape);
afterEach(cleanup);

const GW = 'http://gw.test';
const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const BRUNO = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000002';
const profileOf = (personId: string, firstName: string, familyName: string) => ({
  personId, firstName, familyName, preferredName: null, email: 'x@example.com', profileImageUrl: null, fallbackProfileImageUrl: null,
  termsAndConditionsAccepted: true, termsAndConditionsAcceptedDate: null, cookiesPolicyAccepted: true, cookiesPolicyAcceptedDate: null,
  companyName: 'Lindqvist Marine', primaryChapterName: 'Harbor City Chapter', isConnected: false,
});
const community = (name: string, communityType: string) => ({ communityId: crypto.randomUUID(), name, communityType, isAdmin: false, health: null, salesforceId: null, isActivityModerated: false, isPrimary: false });

const V2 = `${GW}/profiles/api/v2/member-profile`;
let saved: unknown[];
let canChapterAdminEdit: boolean;

beforeEach(() => {
  saved = [];
  canChapterAdminEdit = false;
  server.use(
    http.get(`${GW}/profiles/api/member-profile/can-chapter-admin-edit-profile/:id`, () => HttpResponse.json(canChapterAdminEdit)),
    http.get(`${GW}/profiles/api/member-profile/get-profile-dropdowns`, () =>
      HttpResponse.json({ industry: [{ id: '1', name: 'Technology' }], presidentType: [{ id: '1', name: 'Founder' }] }),
    ),
    http.get(`${V2}/get-professional-experience/:id`, () =>
      HttpResponse.json({
        personId: AMARA,
        professionalExperience: [{ primaryId: 'c0a00000-0000-4000-8000-000000000005', personId: AMARA, companyName: 'Okafor Logistics', title: 'CEO', startMonth: 3, startYear: 2011, isActive: true }],
      }),
    ),
    http.get(`${V2}/get-professional-roles/:id`, () => HttpResponse.json({ personId: AMARA, professionalRoles: [] })),
    http.get(`${V2}/get-accomplishments/:id`, () => HttpResponse.json({ personId: AMARA, accomplishments: [] })),
    http.get(`${V2}/get-company-investment/:id`, () => HttpResponse.json({ personId: AMARA, companyInvestments: [] })),
    http.get(`${V2}/get-training-and-certification/:id`, () => HttpResponse.json({ personId: AMARA, trainingAndCertifications: [] })),
    http.post(`${V2}/save-training-and-certification`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      saved.push(body);
      return HttpResponse.json({ personId: AMARA, trainingAndCertifications: [{ ...body, companyId: 'c0a00000-0000-4000-8000-000000000009' }] });
    }),
  );
});

function renderAt(path: string, viewer = AMARA) {
  const { Providers, calls } = createAppHarness({ user: userOf(viewer), answers: { '/communities/api/community/GetUserPermissionsAndCommunities': () => Response.json(permissionsOf()) } });
  server.use(
    http.get(`${GW}/profiles/api/persons/:id`, ({ params }) => {
      const id = String(params.id).toLowerCase();
      if (id === AMARA) return HttpResponse.json(profileOf(AMARA, 'Amara', 'Okafor'));
      if (id === BRUNO) return HttpResponse.json(profileOf(BRUNO, 'Bruno', 'Lindqvist'));
      return HttpResponse.json({ title: 'Not Found', status: 404 }, { status: 404 });
    }),
    http.get(`${GW}/profiles/api/usercommunity/:id`, () => HttpResponse.json([community('Harbor City Chapter', 'chapter'), community('Atlantic Region', 'region')])),
    http.get(`${GW}/profiles/api/member-profile/get-groups/:id`, () => HttpResponse.json([community('Mentoring Group', 'group')])),
    http.get(`${GW}/profiles/api/member-profile/get-memberprofile-follow-status/lists/:id`, () => HttpResponse.json({ profileFollowing: [] })),
    http.get(`${GW}/profiles/api/v2/member-profile/get-recommended-events/:id`, () => HttpResponse.json([])),
    http.get(`${GW}/profiles/api/v2/member-profile/get-recommended-members/:id`, () => HttpResponse.json([])),
  );
  const view = render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <RouterLinks>
          <Routes>
            <Route path="/memberProfile" element={<MemberProfilePage />} />
          </Routes>
        </RouterLinks>
      </MemoryRouter>
    </Providers>,
  );
  return { ...view, calls };
}

async function expectAxeClean(container: HTMLElement) {
  const result = await axe.run(container, { rules: { region: { enabled: false }, 'color-contrast': { enabled: false } } });
  expect(result.violations.map((v) => v.id)).toEqual([]);
}

describe('MemberProfilePage extras (spec 002 §2, §8)', () => {
  it("shows another member's communities and groups with Connect, Follow, Message and the contact card, without Change photo or recommendations", async () => {
    const { container } = renderAt(`/memberProfile?memberId=${BRUNO}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bruno Lindqvist' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Connect Bruno Lindqvist' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Follow Bruno Lindqvist' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download contact card' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change photo' })).toBeNull();
    // The issue: open a conversation with a member from their profile.
    expect((await screen.findByRole('link', { name: 'Message Bruno Lindqvist' })).getAttribute('href')).toBe(`/messenger?with=${BRUNO.toLowerCase()}`);
    const communities = await screen.findByRole('region', { name: 'Communities' });
    expect(communities.textContent).toContain('Harbor City Chapter');
    expect(communities.textContent).toContain('Atlantic Region');
    expect((await screen.findByRole('region', { name: 'Groups' })).textContent).toContain('Mentoring Group');
    expect(screen.queryByRole('region', { name: 'Recommended events' })).toBeNull();
    await expectAxeClean(container);
  });

  it('offers Change photo and the recommendations on one’s own profile in edit mode', async () => {
    renderAt(`/memberProfile?memberId=${AMARA}&mode=edit`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Amara Okafor' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change photo' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Follow / })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Message / })).toBeNull();
    expect(await screen.findByText('No recommended events right now.')).toBeTruthy();
    expect(await screen.findByText('No recommended members right now.')).toBeTruthy();
  });

  it("shows 'This URL is no longer valid' for a memberId that is no member id (without loading) and for an unknown member", async () => {
    const bad = renderAt('/memberProfile?memberId=not-a-member');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('This URL is no longer valid');
    expect(bad.calls.some((call) => call.path.startsWith('/profiles/api/persons/'))).toBe(false);
    cleanup();
    renderAt('/memberProfile?memberId=5d1f6a2e-3c4b-4f7a-9e21-0fffffffffff');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This URL is no longer valid'));
  });
});

describe('MemberProfilePage sections and edit mode (spec 002 §2, §5, §6)', () => {
  it('shows another member only the sections with content, without edit mode even when mode=edit is asked for', async () => {
    const { container } = renderAt(`/memberProfile?memberId=${AMARA}&mode=edit`, BRUNO);
    expect(await screen.findByRole('heading', { name: PROFILE_MESSAGES.professionalExperience })).toBeTruthy();
    expect(await screen.findByText('CEO · Okafor Logistics')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: PROFILE_MESSAGES.accomplishments })).toBeNull();
    expect(screen.queryByRole('link', { name: PROFILE_MESSAGES.editProfile })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    await expectAxeClean(container);
  });

  it('gives a chapter admin the server allows the Edit profile link', async () => {
    canChapterAdminEdit = true;
    renderAt(`/memberProfile?memberId=${AMARA}`, BRUNO);
    const link = await screen.findByRole('link', { name: PROFILE_MESSAGES.editProfile });
    expect(link.getAttribute('href')).toContain('mode=edit');
  });

  it("refuses an incomplete certification with the required texts, keeping what the owner typed and sending nothing", async () => {
    renderAt(`/memberProfile?memberId=${AMARA}&mode=edit`);
    expect(await screen.findByText(PROFILE_MESSAGES.editModeNotice)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: PROFILE_MESSAGES.addTrainingAndCertification }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(PROFILE_MESSAGES.fieldCertificationName), { target: { value: 'Board Director Certificate' } });
    fireEvent.click(within(dialog).getByRole('button', { name: PROFILE_MESSAGES.save }));
    expect(await within(dialog).findByText(PROFILE_MESSAGES.courseNameRequired)).toBeTruthy();
    expect(within(dialog).getByText(PROFILE_MESSAGES.monthRequired)).toBeTruthy();
    expect(within(dialog).getByText(PROFILE_MESSAGES.yearRequired)).toBeTruthy();
    expect((within(dialog).getByLabelText(PROFILE_MESSAGES.fieldCertificationName) as HTMLInputElement).value).toBe('Board Director Certificate');
    expect(saved).toEqual([]);
  });

  it("lists the member's businesses from the my-assets shortcut, with the review state of those not approved", async () => {
    const asset = (name: string, assetStatus: string) => ({ id: crypto.randomUUID(), name, city: 'Harbor City', country: 'Freeland', assetStatus });
    server.use(http.get(`${GW}/profiles/api/v3/around-me/:id/get-myassets-shortcut`, () => HttpResponse.json([asset('Harbor Light Hotel', 'Approved'), asset('Saffron Inn Harbor', 'Pending')])));
    renderAt(`/memberProfile?memberId=${AMARA}`);
    const section = await screen.findByRole('region', { name: PROFILE_MESSAGES.sectionBusinesses });
    expect(await within(section).findByText('Harbor Light Hotel · Harbor City, Freeland')).toBeTruthy();
    expect(within(section).getByText('Saffron Inn Harbor · Harbor City, Freeland · Pending')).toBeTruthy();
    expect(within(section).getByRole('link', { name: PROFILE_MESSAGES.openAroundMe }).getAttribute('href')).toBe('/businesses');
  });

  it('leaves the businesses out when the member has none', async () => {
    server.use(http.get(`${GW}/profiles/api/v3/around-me/:id/get-myassets-shortcut`, () => HttpResponse.json([])));
    renderAt(`/memberProfile?memberId=${AMARA}`);
    expect(await screen.findByText('CEO · Okafor Logistics')).toBeTruthy();
    expect(screen.queryByRole('region', { name: PROFILE_MESSAGES.sectionBusinesses })).toBeNull();
  });
});
