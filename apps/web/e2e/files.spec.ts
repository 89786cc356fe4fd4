import { expectAccessible } from './a11y';
import { expect, test } from './fixtures';
import { signInAt } from './sign-in';

// spec 001 §3, §5, §7, §8, §9 and issue 12 'Done when' (files part), against the stateful sandbox
// (mocks/src/sandbox/domains/community-admin.ts). Bruno Lindqvist administers Harbor City Chapter,
// Amara Okafor is a member (docs/personas.md).
const HARBOR_CITY = '/chapter/00000000-0000-4000-8000-00000000c101';
const MB = 1024 * 1024;

/** A file whose first bytes are its type's signature (the engine checks the content). */
function fileOf(name: string, size: number, mimeType: string) {
  const buffer = Buffer.alloc(size);
  if (name.endsWith('.mp4')) buffer.set([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]);
  if (name.endsWith('.pdf')) buffer.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
  return { name, mimeType, buffer };
}

test('an officer uploads a 30 MB video and two PDFs into a new folder and reorders by keyboard; a member downloads the folder as a zip', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInAt(page, HARBOR_CITY, 'bruno.lindqvist');
  const files = page.getByRole('region', { name: /^Files and media/ });
  await files.getByRole('button', { name: 'New folder' }).click();
  await files.getByLabel('Folder name').fill('Retreat media');
  await files.getByRole('button', { name: 'Save' }).click();
  await files.getByRole('button', { name: 'Open folder Retreat media' }).click();
  await expect(files.getByRole('heading', { name: 'Files and media: Retreat media' })).toBeVisible();

  const blocks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/upload-files/')) blocks.push(request.url());
  });
  await files.locator('input[type=file]').setInputFiles([fileOf('Retreat.mp4', 30 * MB, 'video/mp4'), fileOf('Agenda.pdf', 2048, 'application/pdf'), fileOf('Minutes.pdf', 4096, 'application/pdf')]);
  const list = files.getByRole('list', { name: 'Files and folders' });
  await expect(list.getByRole('listitem')).toHaveCount(3, { timeout: 60_000 });
  // Three 10 MB blocks of the video; the PDFs (not images) each go as one block of their own.
  expect(blocks.length).toBe(5);
  await expect(list.getByText('30.0 MB')).toBeVisible();
  await expectAccessible(page);

  const last = list.getByRole('listitem').last();
  const lastName = (await last.locator('p').first().textContent()) ?? '';
  await files.getByRole('button', { name: `Move ${lastName}, position 3 of 3` }).press('Home');
  await expect(list.getByRole('listitem').first()).toContainText(lastName);
  // The order is the sandbox's now: after a reload the moved file is still first.
  await page.reload();
  const again = page.getByRole('region', { name: /^Files and media/ });
  await again.getByRole('button', { name: 'Open folder Retreat media' }).click();
  await expect(again.getByRole('list', { name: 'Files and folders' }).getByRole('listitem').first()).toContainText(lastName);

  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signInAt(member, HARBOR_CITY, 'amara.okafor');
  const memberFiles = member.getByRole('region', { name: /^Files and media/ });
  await expect(memberFiles.getByRole('button', { name: 'Download Retreat media' })).toBeVisible();
  await expectAccessible(member);
  const download = member.waitForEvent('download');
  await memberFiles.getByRole('button', { name: 'Download Retreat media' }).click();
  expect((await download).suggestedFilename()).toBe('Retreat media.zip');
  await memberContext.close();
});

test("a wrong type and a 41-character name get the spec's texts", async ({ page }) => {
  await signInAt(page, HARBOR_CITY, 'bruno.lindqvist');
  const files = page.getByRole('region', { name: /^Files and media/ });
  await files.locator('input[type=file]').setInputFiles([{ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') }]);
  await expect(page.getByText('File type not supported')).toBeVisible();
  await files.locator('input[type=file]').setInputFiles([fileOf(`${'a'.repeat(37)}.pdf`, 100, 'application/pdf')]);
  await expect(page.getByText('Maximum filename length is 40 characters')).toBeVisible();
});
