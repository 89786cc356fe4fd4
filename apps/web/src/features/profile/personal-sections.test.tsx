import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { PROFILE_MESSAGES } from '@ypo/headless';
import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { createAppHarness, server, startMockServer, stubCssEscape, userOf } from '../../testing/app-harness';
import { AboutMeSection } from './about-me';
import { AddressesSection, EducationSection, RelationshipsSection } from './personal-sections';

startMockServer();
beforeAll(stubCssEscape);
afterEach(cleanup);

const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const BASE = '/profiles/api/v2/member-profile';
const school = (n: number) => ({ educationId: `ed000000-0000-4000-8000-00000000000${n}`, personId: AMARA, schoolName: `School ${n}`, schoolType: 'University', degree: null, fieldOfStudy: null, graduationYear: 2000 + n });
const address = (n: number, isShared: boolean) => ({ addressId: `ad000000-0000-4000-8000-00000000000${n}`, personId: AMARA, addressType: `Office ${n}`, street: `${n} Quay Street`, city: 'Harbor City', state: 'Atlantic', zip: 'HC 1001', country: 'Harborland', isShared });

function renderSections(isEditMode: boolean, answers: Record<string, () => Response> = {}) {
  const { Providers, calls } = createAppHarness({
    user: userOf(AMARA),
    answers: {
      [`${BASE}/get-education/${AMARA}`]: () => Response.json({ personId: AMARA, educationDetails: [1, 2, 3, 4, 5].map(school) }),
      [`${BASE}/get-address/${AMARA}`]: () => Response.json({ personId: AMARA, addresses: [address(1, true), address(2, true), address(3, false)] }),
      [`${BASE}/get-relationship/${AMARA}`]: () => Response.json({ personId: AMARA, relationships: [] }),
      ...answers,
    },
  });
  render(
    <Providers>
      <EducationSection personId={AMARA} isEditMode={isEditMode} />
      <AddressesSection personId={AMARA} isEditMode={isEditMode} />
      <RelationshipsSection personId={AMARA} isEditMode={isEditMode} />
    </Providers>,
  );
  return calls;
}

describe('the personal sections of the profile (spec 002 §2, §3, §5)', () => {
  it('shows the collections without edit controls outside edit mode, axe-clean', async () => {
    renderSections(false);
    const education = await screen.findByRole('region', { name: PROFILE_MESSAGES.sectionEducation });
    await within(education).findByText('School 5');
    expect(screen.queryAllByRole('button')).toEqual([]);
    const { violations } = await axe.run(document.body);
    expect(violations.map((v) => v.id)).toEqual([]);
  });

  it('offers no sixth education entry (spec 002 §5: max 5)', async () => {
    renderSections(true);
    const education = await screen.findByRole('region', { name: PROFILE_MESSAGES.sectionEducation });
    await within(education).findByText('School 5');
    expect(within(education).queryByRole('button', { name: `Add ${PROFILE_MESSAGES.sectionEducation}` })).toBeNull();
    expect(within(education).getByText(PROFILE_MESSAGES.educationFull)).toBeTruthy();
  });

  it('shares no third address (spec 002 §5: up to two)', async () => {
    renderSections(true);
    const addresses = await screen.findByRole('region', { name: PROFILE_MESSAGES.sectionAddresses });
    const third = (await within(addresses).findByText('Office 3')).closest('li')!;
    fireEvent.click(within(third as HTMLElement).getByRole('button', { name: PROFILE_MESSAGES.editEntry('Office 3') }));
    const dialog = await screen.findByRole('dialog', { name: `${PROFILE_MESSAGES.edit} ${PROFILE_MESSAGES.sectionAddresses}` });
    expect(within(dialog).getByRole('checkbox', { name: PROFILE_MESSAGES.sharedAddress })).toHaveProperty('disabled', true);
    expect(within(dialog).getByText(PROFILE_MESSAGES.sharedAddressesFull)).toBeTruthy();
  });

  it("puts the soft result 'Email already exists' under the email field and keeps what was typed", async () => {
    const calls = renderSections(true, {
      [`${BASE}/save-relationship`]: () => Response.json({ title: 'Unprocessable Entity', status: 422, detail: 'Email already exists', message: 'Email already exists' }, { status: 422 }),
    });
    const relationships = await screen.findByRole('region', { name: PROFILE_MESSAGES.sectionRelationships });
    fireEvent.click(await within(relationships).findByRole('button', { name: `Add ${PROFILE_MESSAGES.sectionRelationships}` }));
    const dialog = await screen.findByRole('dialog');
    const fill = (label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    fill(PROFILE_MESSAGES.field.relationshipType, 'Business partner');
    fill(PROFILE_MESSAGES.field.firstName, 'Chen');
    fill(PROFILE_MESSAGES.field.lastName, 'Wei-Ling');
    fireEvent.click(within(dialog).getByRole('button', { name: PROFILE_MESSAGES.save }));
    await within(dialog).findByText(PROFILE_MESSAGES.emailRequired);
    fill(PROFILE_MESSAGES.field.email, 'chen.weiling@northwind.example');
    fireEvent.click(within(dialog).getByRole('button', { name: PROFILE_MESSAGES.save }));
    await within(dialog).findByText(PROFILE_MESSAGES.emailAlreadyExists);
    expect(within(dialog).getByLabelText(PROFILE_MESSAGES.field.email)).toHaveProperty('value', 'chen.weiling@northwind.example');
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([`${BASE}/save-relationship`]));
  });
});

describe('About me and the lookup lists (spec 002 §2, §3)', () => {
  const family = (details: Record<string, unknown[]>, familyInterests: string[] = []) => () =>
    Response.json({ personId: AMARA, familyDetails: { Child: [], 'Spouse/Partner': [], ...details }, familyInterests });
  const biography = (text: string | null) => () => Response.json({ personId: AMARA, biographyInformation: text });
  function renderAboutMe(answers: Record<string, () => Response>, isEditMode = false) {
    const { Providers } = createAppHarness({ user: userOf(AMARA), answers });
    return render(
      <Providers>
        <AboutMeSection personId={AMARA} isEditMode={isEditMode} />
      </Providers>,
    );
  }

  it('hides About me without a biography, a Child or Spouse/Partner entry or family interests', async () => {
    const calls: string[] = [];
    renderAboutMe({
      [`${BASE}/get-biography/${AMARA}`]: () => (calls.push('biography'), biography('   ')()),
      [`${BASE}/get-family/${AMARA}`]: () => (calls.push('family'), family({})()),
    });
    await waitFor(() => expect(calls.sort()).toEqual(['biography', 'family']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: PROFILE_MESSAGES.aboutMe })).toBeNull();
  });

  it('shows About me with a Spouse/Partner entry alone, the entry under Family', async () => {
    renderAboutMe({
      [`${BASE}/get-biography/${AMARA}`]: biography(null),
      [`${BASE}/get-family/${AMARA}`]: family({ 'Spouse/Partner': [{ familyMemberId: 'f0000000-0000-4000-8000-000000000001', firstName: 'Tunde', lastName: 'Okafor', gender: 'Male', birthYear: 1975 }] }),
    });
    const about = await screen.findByRole('region', { name: PROFILE_MESSAGES.aboutMe });
    expect(within(about).getByText('Tunde Okafor')).toBeTruthy();
    expect(within(about).getByText(`${PROFILE_MESSAGES.spousePartner}, 1975`)).toBeTruthy();
  });

  it('offers the schools of the lookup list as a select in the education dialog, cut to 100 (a type-ahead list)', async () => {
    const schools = Array.from({ length: 120 }, (_, i) => ({ id: String(i), name: `School ${String(i).padStart(3, '0')}` }));
    renderSections(true, {
      [`${BASE}/get-education/${AMARA}`]: () => Response.json({ personId: AMARA, educationDetails: [] }),
      '/profiles/api/member-profile/get-profile-dropdowns': () => Response.json({ school: schools }),
    });
    const education = await screen.findByRole('region', { name: PROFILE_MESSAGES.sectionEducation });
    fireEvent.click(within(education).getByRole('button', { name: `Add ${PROFILE_MESSAGES.sectionEducation}` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('textbox', { name: PROFILE_MESSAGES.field.schoolName })).toBeNull();
    const school = await waitFor(() => within(dialog).getByRole('button', { name: new RegExp(`${PROFILE_MESSAGES.field.schoolName}$`) }));
    fireEvent.click(school);
    await waitFor(() => expect(screen.getAllByRole('option').length).toBe(100));
    expect(screen.getAllByRole('option').at(-1)?.textContent).toBe('School 099');
  });

  it('offers the family interests of the lookup list as checkboxes and saves the chosen ones', async () => {
    let sent: unknown;
    renderAboutMe(
      {
        [`${BASE}/get-biography/${AMARA}`]: biography('Founder.'),
        [`${BASE}/get-family/${AMARA}`]: family({}, ['Sailing']),
        '/profiles/api/member-profile/get-profile-dropdowns': () => Response.json({ familyInterest: [{ id: '1', name: 'Golf' }, { id: '2', name: 'Travel' }] }),
      },
      true,
    );
    const about = await screen.findByRole('region', { name: PROFILE_MESSAGES.aboutMe });
    fireEvent.click(await within(about).findByRole('button', { name: PROFILE_MESSAGES.editEntry(PROFILE_MESSAGES.sectionBiography) }));
    const dialog = await screen.findByRole('dialog');
    const interests = await within(dialog).findByRole('group', { name: PROFILE_MESSAGES.familyInterests });
    // The saved interest the list no longer has stays choosable, ticked.
    expect((within(interests).getByRole('checkbox', { name: 'Sailing' }) as HTMLInputElement).checked).toBe(true);
    const travel = await within(interests).findByRole('checkbox', { name: 'Travel' });
    server.use(http.put('*/update-family', async ({ request }) => ((sent = await request.json()), HttpResponse.json(sent as object))));
    fireEvent.click(travel);
    fireEvent.click(within(dialog).getByRole('button', { name: PROFILE_MESSAGES.save }));
    await waitFor(() => expect((sent as { familyInterests: string[] } | undefined)?.familyInterests).toEqual(['Sailing', 'Travel']));
  });
});

