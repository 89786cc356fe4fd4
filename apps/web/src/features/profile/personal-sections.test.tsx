import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { PROFILE_MESSAGES } from '@ypo/headless';
import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAppHarness, startMockServer, stubCssEscape, userOf } from '../../testing/app-harness';
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
