import type { Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { expect, test } from './fixtures';
import { openAdminTools } from './community-sections';
import { signInAt } from './sign-in';

// spec 001 (email composer, §3, §5, §7) and issue 12 'Done when' (composer part), against the stateful
// sandbox (mocks/src/sandbox/domains/email-composer.ts). Bruno Lindqvist is the chapter manager of Harbor
// City Chapter (docs/personas.md). The fixtures fail the test on any Content-Security-Policy violation:
// typing, pasting HTML and loading a draft into the Lexical editor must pass Trusted Types.
const HARBOR_CITY = '/chapter/00000000-0000-4000-8000-00000000c101';
const OUTBOX = 'http://127.0.0.1:4010/__sandbox/outbox';

interface OutboxEmail {
  readonly subject?: string;
  readonly html?: string;
  readonly status?: string;
  readonly timeZone?: string;
  readonly scheduledDateTime?: string;
  readonly recipients?: string[];
  readonly attachments?: { name: string; url: string }[];
}

/** Pastes `html` (with its plain-text twin) into the focused editor as the browser would. */
async function pasteHtml(page: Page, html: string, text: string) {
  await page.getByRole('textbox', { name: 'Message' }).evaluate(
    (element, data) => {
      const transfer = new DataTransfer();
      transfer.setData('text/html', data.html);
      transfer.setData('text/plain', data.text);
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
    },
    { html, text },
  );
}

test('an officer composes an email with a new signature and a PDF, keeps it through a failed save, reopens the draft and schedules it; the outbox holds it', async ({ page, request }) => {
  test.setTimeout(90_000);
  const subject = `Retreat agenda ${Date.now()}`;
  await signInAt(page, HARBOR_CITY, 'bruno.lindqvist');
  await expect(page.getByRole('heading', { level: 1, name: 'Harbor City Chapter' })).toBeVisible();
  await openAdminTools(page);
  const section = page.getByRole('region', { name: 'Email composer' });
  await section.getByRole('button', { name: 'Write an email' }).click();
  const composer = section.getByRole('form', { name: 'Email' });
  await expect(composer.getByRole('textbox', { name: 'Message' })).toBeVisible();

  // A new signature, chosen for this email at once.
  await composer.getByRole('button', { name: 'New signature' }).click();
  await composer.getByLabel('Signature text').fill('Bruno Lindqvist\nChapter Chair, Harbor City');
  await composer.getByRole('button', { name: 'Save signature' }).click();
  await expect(composer.getByRole('list', { name: 'Signatures' })).toContainText('Chapter Chair, Harbor City');
  await expect(composer.getByRole('button', { name: /Signature/ })).toContainText('Chapter Chair');

  // Recipients by type: the officers, each one a checkbox.
  // react-aria's checkbox input is visually hidden: the label is what a pointer presses.
  await composer.getByText('Officers', { exact: true }).click();
  await expect(composer.getByRole('checkbox', { name: 'Officers' })).toBeChecked();
  const recipients = composer.getByRole('group', { name: /^Recipients \(/ });
  await expect(recipients.getByRole('checkbox').first()).toBeChecked();
  const officerCount = await recipients.getByRole('checkbox').count();
  expect(officerCount).toBeGreaterThan(0);

  await composer.getByLabel('Subject').fill(subject);
  const body = composer.getByRole('textbox', { name: 'Message' });
  await body.click();
  await body.pressSequentially('Dear officers, the retreat plan follows. ');
  await pasteHtml(page, '<p>Plan: <b>Saturday</b> sessions<img src="x" onerror="alert(1)"></p>', 'Plan: Saturday sessions');
  await expect(body.locator('strong, b')).toHaveText('Saturday');
  await expect(body.locator('img[onerror]')).toHaveCount(0);
  await expectAccessible(page);

  // A PDF attachment, named from its URL's last segment.
  await composer.locator('input[type=file]').setInputFiles({ name: 'Retreat-agenda.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% retreat agenda\n') });
  const attachments = composer.getByRole('list', { name: 'Attachments' });
  await expect(attachments).toContainText('Retreat-agenda.pdf');

  // A gateway 500 on the save: the failure shows, everything typed stays; the retry saves.
  let failed = false;
  await page.route('**/profiles/api/champs/save-email-content', async (route) => {
    if (failed) return route.fallback();
    failed = true;
    await route.fulfill({ status: 500, contentType: 'application/problem+json', body: JSON.stringify({ type: 'about:blank', title: 'Internal Server Error', status: 500 }) });
  });
  await composer.getByRole('button', { name: 'Save draft' }).click();
  await expect(composer.getByRole('alert')).not.toBeEmpty();
  expect(failed).toBe(true);
  await expect(composer.getByLabel('Subject')).toHaveValue(subject);
  await expect(body).toContainText('Dear officers, the retreat plan follows.');
  await expect(body.locator('strong, b')).toHaveText('Saturday');
  await expect(recipients.getByRole('checkbox')).toHaveCount(officerCount);
  await expect(attachments).toContainText('Retreat-agenda.pdf');
  await composer.getByRole('button', { name: 'Save draft' }).click();
  await expect(composer.getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible();
  await expect(composer.getByRole('alert')).toHaveCount(0);

  // The draft reopens from the list: its body goes back into the editor through the sanitiser.
  const drafts = section.getByRole('list', { name: 'Drafts' });
  await drafts.getByRole('button', { name: `Open draft ${subject}` }).click();
  await expect(composer.getByLabel('Subject')).toHaveValue(subject);
  await expect(composer.getByRole('textbox', { name: 'Message' }).locator('strong, b')).toHaveText('Saturday');
  await expect(composer.getByRole('list', { name: 'Attachments' })).toContainText('Retreat-agenda.pdf');
  await expect(composer.getByRole('button', { name: /Signature/ })).toContainText('Chapter Chair');

  // Scheduled for a morning in a chosen time zone.
  await composer.getByLabel('Date').fill('2031-01-15');
  await composer.getByLabel('Time', { exact: true }).fill('09:30');
  await composer.getByRole('button', { name: /Time zone/ }).click();
  await page.getByRole('option', { name: '(UTC-05:00) Eastern Standard Time' }).click();
  await composer.getByRole('button', { name: 'Schedule' }).click();
  await expect(section.getByRole('status').filter({ hasText: 'Email scheduled for 2031-01-15 09:30 (Eastern Standard Time).' })).toBeVisible();

  const outbox = (await (await request.get(OUTBOX)).json()) as OutboxEmail[];
  const email = outbox.find((message) => message.subject === subject);
  expect(email, 'the scheduled email in the sandbox outbox').toBeTruthy();
  expect(email?.status).toBe('scheduled');
  expect(email?.timeZone).toBe('Eastern Standard Time');
  expect(email?.scheduledDateTime).toBe('2031-01-15T14:30:00.000Z');
  expect(email?.html).toContain('Chapter Chair, Harbor City');
  expect(email?.html).toContain('Saturday');
  expect(email?.html).not.toContain('onerror');
  expect(email?.recipients?.length).toBe(officerCount);
  expect(email?.attachments?.map((file) => file.name)).toEqual(['Retreat-agenda.pdf']);
});
