import { cleanup, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAppHarness, RouterLinks, server, startMockServer, stubCssEscape, userOf } from '../../testing/app-harness';
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

function renderAt(path: string) {
  const { Providers, calls } = createAppHarness({ user: userOf(AMARA) });
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
  it("shows another member's communities and groups with Connect, Follow and the contact card, without Change photo or recommendations", async () => {
    const { container } = renderAt(`/memberProfile?memberId=${BRUNO}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bruno Lindqvist' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Connect Bruno Lindqvist' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Follow Bruno Lindqvist' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download contact card' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change photo' })).toBeNull();
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
