import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { PROFILE_MESSAGES } from '@ypo/headless/profile';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RouterLinks, createAppHarness, permissionsOf, server, startMockServer, stubCssEscape, userOf } from '../../testing/app-harness';
import { MemberProfilePage } from './member-profile-page';

startMockServer();
beforeAll(stubCssEscape);
afterEach(cleanup);

const GW = 'http://gw.test';
const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const BRUNO = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000002';
const V2 = `${GW}/profiles/api/v2/member-profile`;
let saved: unknown[];
let canChapterAdminEdit: boolean;

beforeEach(() => {
  saved = [];
  canChapterAdminEdit = false;
  const person = { personId: AMARA, firstName: 'Amara', familyName: 'Okafor', email: 'amara.okafor@harborcity.example', companyName: 'Okafor Logistics' };
  server.use(
    http.get(`${GW}/profiles/api/persons/:id`, () => HttpResponse.json(person)),
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

function renderAs(viewer: string, query: string) {
  const { Providers } = createAppHarness({ user: userOf(viewer), answers: { '/communities/api/community/GetUserPermissionsAndCommunities': () => Response.json(permissionsOf()) } });
  return render(
    <Providers>
      <MemoryRouter initialEntries={[`/memberProfile?${query}`]}>
        <RouterLinks>
          <Routes>
            <Route path="/memberProfile" element={<MemberProfilePage />} />
          </Routes>
        </RouterLinks>
      </MemoryRouter>
    </Providers>,
  );
}

describe('MemberProfilePage sections and edit mode (spec 002 §2, §5, §6)', () => {
  it('shows another member only the sections with content, without edit mode even when mode=edit is asked for', async () => {
    const { container } = renderAs(BRUNO, `memberId=${AMARA}&mode=edit`);
    expect(await screen.findByRole('heading', { name: PROFILE_MESSAGES.professionalExperience })).toBeTruthy();
    expect(await screen.findByText('CEO · Okafor Logistics')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: PROFILE_MESSAGES.accomplishments })).toBeNull();
    expect(screen.queryByRole('link', { name: PROFILE_MESSAGES.editProfile })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    const result = await axe.run(container, { rules: { region: { enabled: false }, 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('gives a chapter admin the server allows the Edit profile link', async () => {
    canChapterAdminEdit = true;
    renderAs(BRUNO, `memberId=${AMARA}`);
    const link = await screen.findByRole('link', { name: PROFILE_MESSAGES.editProfile });
    expect(link.getAttribute('href')).toContain('mode=edit');
  });

  it("refuses an incomplete certification with the required texts, keeping what the owner typed and sending nothing", async () => {
    renderAs(AMARA, `memberId=${AMARA}&mode=edit`);
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
});
