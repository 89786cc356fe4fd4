import type { Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { expect, test } from './fixtures';
import { signInAnother, signInAt } from './sign-in';

// Issue 17, waiver details and actions (spec 002 §4, §6, §8, §9), personas of docs/personas.md:
// Esperanza Ruiz (regional officer, Atlantic Region), Farid Haddad (PRP member), Greta Novak (PRP
// admin), Bruno Lindqvist (chapter officer of Harbor City Chapter) and Lucia Ferreira (no waiver role)
// on the documented waiver of Ingrid Solberg (Harbor City Chapter, Requested, flow Submit).
const GATEWAY = 'http://127.0.0.1:4010';
const LEAD = '7b000000-0000-4000-8000-000000000001';
const HARBOR_CITY = '00000000-0000-4000-8000-00000000c101';
// The texts the user sees (WAIVER_MESSAGES of @ypo/headless/waiver; spec 002 §6 quoted word for word).
const M = {
  actions: 'Actions',
  noActions: 'There is nothing for you to do on this waiver now.',
  sendToRegion: 'Send to Region',
  sendToPrp: 'SEND TO PRP',
  commentAsRegion: 'Add regional comment',
  commentAsPrpMember: 'Add panel comment',
  voteApprove: 'Vote approve',
  voteDeny: 'Vote deny',
  sendBack: 'Send back to chapter',
  finalizeApproved: 'Finalize as approved',
  finalizeDenied: 'Finalize as denied',
  openForm: 'Open the waiver form',
  comment: 'Comment',
  reason: 'Reason',
  done: 'The waiver was updated.',
  reviewMembers: 'Peer review panel',
  recipientSearch: 'Search recipients',
  validity: 'A waiver is valid 90 days after approval.',
  insufficientPermissions: 'Insufficient permissions to view waiverList',
} as const;
const details = (view: string) => `/waiverFormCommon/${view}?leadId=${LEAD}&communityId=${HARBOR_CITY}`;
const PRP_ADMIN = `/waiverFormPRPAdmin?leadId=${LEAD}`;

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${GATEWAY}/__sandbox/reset`)).ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  expect(await (await request.get(`${GATEWAY}/__sandbox/violations`)).json()).toEqual([]);
  await request.post(`${GATEWAY}/__sandbox/reset`);
});

/** The action buttons (and the chapter's form link) of the page, in order. */
async function actionsOn(page: Page): Promise<string[]> {
  const section = page.getByRole('region', { name: M.actions });
  await expect(section).toBeVisible();
  return section.locator('button, a').allInnerTexts();
}

/** Ticks a react-aria checkbox of a dialog by its label (the input itself is visually hidden). */
async function pick(dialog: ReturnType<Page['getByRole']>, name: string | RegExp) {
  await dialog.locator('label').filter({ hasText: name }).click();
  await expect(dialog.getByRole('checkbox', { name })).toBeChecked();
}

/** Opens an action's dialog, lets `fill` fill it, confirms and waits for the page to say it is done. */
async function take(page: Page, action: string, fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void> = async () => undefined) {
  await page.getByRole('region', { name: M.actions }).getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: action });
  await expect(dialog).toBeVisible();
  await fill(dialog);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(M.done)).toBeVisible();
}

test('each persona sees only the actions the machine allows: the region comments and sends to the panel, a member denies, the admin sends back', async ({ page, browser }) => {
  await signInAt(page, details('regional'), 'esperanza.ruiz');
  await expect(page.getByRole('heading', { level: 1, name: 'Ingrid Solberg' })).toBeVisible();
  await expect(page.getByText('120,000,000')).toBeVisible();
  expect(await actionsOn(page)).toEqual([M.sendToRegion, M.sendToPrp, M.commentAsRegion]);
  await expectAccessible(page);
  await take(page, M.commentAsRegion, (dialog) => dialog.getByRole('textbox', { name: M.comment }).fill('Atlantic Region supports this waiver.'));
  await take(page, M.sendToPrp, (dialog) => pick(dialog, 'Farid Haddad'));
  await expect(page.getByText(M.noActions)).toBeVisible();
  expect(await actionsOn(page)).toEqual([]);

  const farid = await signInAnother(browser, details('prpMember'), 'farid.haddad');
  expect(await actionsOn(farid)).toEqual([M.commentAsPrpMember, M.voteApprove, M.voteDeny]);
  await take(farid, M.voteDeny, (dialog) => dialog.getByRole('textbox', { name: M.reason }).fill('Revenue is below the threshold.'));
  await farid.context().close();

  const greta = await signInAnother(browser, PRP_ADMIN, 'greta.novak');
  expect(await actionsOn(greta)).toEqual([M.sendToRegion, M.sendToPrp, M.sendBack, M.finalizeApproved, M.finalizeDenied]);
  await expectAccessible(greta);
  await take(greta, M.sendBack, (dialog) => dialog.getByRole('textbox', { name: M.reason }).fill('Please attach the latest audited revenue figures.'));
  expect(await actionsOn(greta)).toEqual([]);
  await greta.context().close();

  const bruno = await signInAnother(browser, details('chapter'), 'bruno.lindqvist');
  expect(await actionsOn(bruno)).toEqual([M.openForm]);
  await expect(bruno.getByRole('link', { name: M.openForm })).toHaveAttribute('href', `/waiverForm?leadId=${LEAD}&communityId=${HARBOR_CITY}`);
  await bruno.context().close();
});

test('the admin finalises with mail recipients (5 first, the rest on request; valid 90 days); no waiver role gets the permissions text', async ({ page, browser }) => {
  await signInAt(page, PRP_ADMIN, 'greta.novak');
  await take(page, M.sendToPrp, (dialog) => pick(dialog, 'Farid Haddad'));

  const farid = await signInAnother(browser, details('prpMember'), 'farid.haddad');
  await take(farid, M.voteApprove);
  await farid.context().close();

  await page.reload();
  expect(await actionsOn(page)).toEqual([M.sendToRegion, M.sendToPrp, M.sendBack, M.finalizeApproved, M.finalizeDenied]);
  await page.getByRole('region', { name: M.actions }).getByRole('button', { name: M.finalizeApproved }).click();
  const dialog = page.getByRole('dialog', { name: M.finalizeApproved });
  await expect(dialog.getByText(M.validity)).toBeVisible();
  await expect(dialog.getByRole('checkbox').first()).toBeVisible();
  expect(await dialog.getByRole('checkbox').count()).toBeLessThanOrEqual(5);
  await dialog.getByRole('searchbox', { name: M.recipientSearch }).fill('Bruno');
  await expect(dialog.getByRole('checkbox')).toHaveCount(1);
  await pick(dialog, /Bruno Lindqvist/);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: M.finalizeApproved, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Status: Waiver Approved')).toBeVisible();
  expect(await actionsOn(page)).toEqual([]);

  const lucia = await signInAnother(browser, details('regional'), 'lucia.ferreira');
  await expect(lucia.getByText(M.insufficientPermissions)).toBeVisible();
  await expectAccessible(lucia);
  await lucia.context().close();
});
