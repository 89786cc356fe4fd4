import { expectAccessible } from './a11y';
import { expect, test } from './fixtures';
import { choose } from './profile-helpers';
import { signInAnother, signInAt } from './sign-in';

// Issue 15, the member profile's personal collections (spec 002 §2, §3, §5, §8), personas of
// docs/personas.md: Amara Okafor edits her own profile; Chen Wei-Ling is another member, whose email
// Amara tries for a relationship, and who then reads Amara's profile.
const GATEWAY = 'http://127.0.0.1:4010';
const AMARA_ID = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const AMARA_EDIT = `/memberProfile?memberId=${AMARA_ID}&mode=edit`;
const AMARA_VIEW = `/memberProfile?memberId=${AMARA_ID}`;

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${GATEWAY}/__sandbox/reset`)).ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  expect(await (await request.get(`${GATEWAY}/__sandbox/violations`)).json()).toEqual([]);
  await request.post(`${GATEWAY}/__sandbox/reset`);
});

test("a member edits three collections with an invalid entry each, sees the spec's texts, saves; another member sees the change and no edit controls", async ({ page, browser }) => {
  await signInAt(page, AMARA_EDIT, 'amara.okafor');
  await expect(page.getByRole('heading', { level: 1, name: /Amara/ })).toBeVisible();
  const education = page.getByRole('region', { name: 'Education' });
  await expect(education.getByRole('listitem').first()).toBeVisible();
  await expectAccessible(page);

  // Education: no school name and a year before 1900.
  await education.getByRole('button', { name: 'Add Education' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Education' });
  await dialog.getByLabel('School type').fill('Business school');
  await dialog.getByLabel('Graduation year').fill('1850');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please enter the school name')).toBeVisible();
  await expect(dialog.getByText('Please select the year')).toBeVisible();
  // What was typed stays.
  await expect(dialog.getByLabel('School type')).toHaveValue('Business school');
  await expectAccessible(page);
  await choose(page, dialog, 'School name', 'Lakeshore Business School');
  await dialog.getByLabel('Graduation year').fill('2010');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(education.getByText('Lakeshore Business School')).toBeVisible();

  // Emergency contact: the emails must match.
  const emergency = page.getByRole('region', { name: 'Emergency contact' });
  await emergency.getByRole('button', { name: 'Edit Emergency contact' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Emergency contact' });
  await dialog.getByLabel('First name').fill('Kofi');
  await dialog.getByLabel('Last name').fill('Mensah');
  await choose(page, dialog, 'Relation', 'Sibling');
  await dialog.getByLabel('Phone').fill('+1 555 010 0177');
  await dialog.getByLabel('Email', { exact: true }).fill('kofi.mensah@okafor-logistics.example');
  await dialog.getByLabel('Confirm email').fill('kofi.mensah@okafor.example');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please enter same email address')).toBeVisible();
  await dialog.getByLabel('Confirm email').fill('kofi.mensah@okafor-logistics.example');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(emergency.getByText('Kofi Mensah')).toBeVisible();

  // Relationship: another member's email is the soft result 'Email already exists', on the email field.
  const relationships = page.getByRole('region', { name: 'Relationships' });
  await relationships.getByRole('button', { name: 'Add Relationships' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Relationships' });
  await dialog.getByLabel('Relationship type').fill('Business partner');
  await dialog.getByLabel('First name').fill('Chen');
  await dialog.getByLabel('Last name').fill('Wei-Ling');
  await dialog.getByLabel('Email').fill('chen.weiling@northwind.example');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Email already exists')).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveValue('chen.weiling@northwind.example');
  await dialog.getByLabel('Email').fill('partner@okafor-logistics.example');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(relationships.getByText('partner@okafor-logistics.example')).toBeVisible();

  // About me: a family interest chosen from the lookup list.
  const aboutMe = page.getByRole('region', { name: 'About me' });
  await aboutMe.getByRole('button', { name: 'Edit Biography' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Biography' });
  await dialog.getByRole('group', { name: 'Family interests' }).getByRole('checkbox', { name: 'Skiing' }).check({ force: true });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(aboutMe.getByText(/Skiing/)).toBeVisible();

  // Another member reads the change, without edit controls even when the address asks for edit mode.
  const chen = await signInAnother(browser, AMARA_EDIT, 'chen.weiling');
  await expect(chen.getByRole('region', { name: 'Education' }).getByText('Lakeshore Business School')).toBeVisible();
  await expect(chen.getByRole('region', { name: 'Emergency contact' }).getByText('Kofi Mensah')).toBeVisible();
  await expect(chen.getByRole('region', { name: 'Relationships' }).getByText('partner@okafor-logistics.example')).toBeVisible();
  await expect(chen.getByRole('region', { name: 'About me' }).getByText(/Skiing/)).toBeVisible();
  await expect(chen.getByRole('button', { name: /^(Add|Edit|Delete)\b/ })).toHaveCount(0);
  await expectAccessible(chen);
  await chen.context().close();
});

test('the owner without mode=edit reads the profile without edit controls', async ({ page }) => {
  await signInAt(page, AMARA_VIEW, 'amara.okafor');
  await expect(page.getByRole('region', { name: 'Education' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Add|Edit|Delete)\b/ })).toHaveCount(0);
});
