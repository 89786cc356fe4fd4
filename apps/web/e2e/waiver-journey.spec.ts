import type { Locator, Page } from '@playwright/test';
// The machine and its texts from the headless source (no package build needed before the run): the
// buttons each persona may see come from `waiverActionsFor`, never from a list written here.
import { ACTION_VERBS, applyWaiverAction, NEW_WAIVER, WAIVER_FLOW_LABELS, WAIVER_STATUS_LABELS, waiverActionsFor } from '../../../packages/headless/src/core/waiver/machine';
import type { WaiverAction, WaiverRole, WaiverState } from '../../../packages/headless/src/core/waiver/machine';
import { WAIVER_MESSAGES } from '../../../packages/headless/src/core/waiver/messages';
import { expectAccessible } from './a11y';
import { expect, test } from './fixtures';
import { signInAnother, signInAt } from './sign-in';

// Issue 17, "Done when": the waiver journey through the UI with four personas of docs/personas.md, each
// in its own browser context. Bruno Lindqvist (chapter officer of Harbor City Chapter) saves a draft and
// submits with two attachments; Esperanza Ruiz (regional officer, Atlantic Region) comments and sends it
// to the panel; Farid Haddad (PRP member) votes deny with a reason; Greta Novak (PRP admin) sends it back;
// Bruno resubmits; Esperanza resends it to the region and on to the panel; Farid approves and Greta
// finalises. After every step each persona sees exactly the buttons the machine allows, the history shows
// every step, and Lucia Ferreira (no waiver role) gets the permissions text. axe on each screen.
// The same story through the sandbox operations: mocks/src/sandbox/domains/waiver-workflow.test.ts.
const GATEWAY = 'http://127.0.0.1:4010';
const HARBOR_CITY = '00000000-0000-4000-8000-00000000c101';
// A prospect without a waiver: the chapter's first save creates it.
const LEAD = '7b000000-0000-4000-8000-000000017e2e';
const FORM = `/waiverForm?leadId=${LEAD}&communityId=${HARBOR_CITY}`;
const PROSPECT = 'Sigrid Halvorsen';
const D = WAIVER_MESSAGES.details;
// The form's texts (spec 002 §5, §8 quoted word for word).
const F = { saveDraft: 'Save as draft', submit: 'Submit', saved: WAIVER_MESSAGES.saved, requested: WAIVER_MESSAGES.requested, attached: WAIVER_MESSAGES.attached } as const;
const QUESTIONS = ['Why should the qualification be waived for this prospect?', "Describe the prospect's leadership responsibilities.", 'How does the chapter support this request?'];
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
const JPG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);

/** A persona of the journey: who, the details page of its view and the one waiver role that view gives (details page). */
interface Persona {
  readonly name: string;
  readonly username: string;
  readonly details: string;
  readonly role: WaiverRole;
  page?: Page;
}
const details = (view: string) => `/waiverFormCommon/${view}?leadId=${LEAD}&communityId=${HARBOR_CITY}`;
const BRUNO: Persona = { name: 'Bruno Lindqvist', username: 'bruno.lindqvist', details: details('chapter'), role: 'Chapter Officer' };
const ESPERANZA: Persona = { name: 'Esperanza Ruiz', username: 'esperanza.ruiz', details: details('regional'), role: 'Regional Officer' };
const FARID: Persona = { name: 'Farid Haddad', username: 'farid.haddad', details: details('prpMember'), role: 'PRP member' };
const GRETA: Persona = { name: 'Greta Novak', username: 'greta.novak', details: `/waiverFormPRPAdmin?leadId=${LEAD}`, role: 'PRP Admin' };
const PERSONAS = [BRUNO, ESPERANZA, FARID, GRETA] as const;

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${GATEWAY}/__sandbox/reset`)).ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  expect(await (await request.get(`${GATEWAY}/__sandbox/violations`)).json()).toEqual([]);
  await request.post(`${GATEWAY}/__sandbox/reset`);
});

const pageOf = (p: Persona): Page => {
  if (!p.page) throw new Error(`${p.name} is not signed in`);
  return p.page;
};

/** The buttons the machine allows `role` on `state`, as the details page words them (the chapter's save and submit are one link to the form). */
function allowedButtons(state: WaiverState, role: WaiverRole): string[] {
  const actions = waiverActionsFor(state, { roles: [role] });
  const isForm = (a: WaiverAction) => a === 'saveDraft' || a === 'submit';
  return [...(actions.some(isForm) ? [D.openForm] : []), ...actions.filter((a) => !isForm(a)).map((a) => D.labels[a])];
}

/**
 * Opens the persona's details page afresh and checks it shows exactly the allowed buttons. A persona the
 * server does not show the waiver to yet (the region before the submit, the panel before the send) gets
 * the permissions text, and the machine must allow it nothing.
 */
async function expectButtons(p: Persona, state: WaiverState, { axe = false } = {}): Promise<void> {
  const page = pageOf(p);
  await page.goto(p.details);
  const heading = page.getByRole('heading', { level: 1, name: PROSPECT });
  const refused = page.getByText(WAIVER_MESSAGES.insufficientPermissions);
  await expect(heading.or(refused)).toBeVisible();
  const expected = allowedButtons(state, p.role);
  if (await refused.isVisible()) {
    expect(expected, `${p.name} cannot see the waiver yet`).toEqual([]);
  } else {
    const section = page.getByRole('region', { name: D.actions });
    await expect(section).toBeVisible();
    expect(await section.locator('button, a').allInnerTexts(), `${p.name} (${p.role})`).toEqual(expected);
    if (expected.length === 0) await expect(section.getByText(D.noActions)).toBeVisible();
  }
  if (axe) await expectAccessible(page);
}

/** Ticks a react-aria checkbox of a dialog by its label (the input itself is visually hidden). */
async function pick(dialog: Locator, name: string | RegExp) {
  await dialog.locator('label').filter({ hasText: name }).click();
  await expect(dialog.getByRole('checkbox', { name })).toBeChecked();
}

test('the waiver journey: draft, submit with two attachments, comment, panel, deny, send back, resubmit, resend, approve, finalise', async ({ page, browser }) => {
  test.setTimeout(300_000);
  let state = NEW_WAIVER;
  const history: [WaiverAction, string][] = [];
  /** Records a step the UI took, as the machine sees it (it must allow it). */
  const took = (p: Persona, action: WaiverAction) => {
    const outcome = applyWaiverAction(state, { roles: [p.role] }, action, new Date().toISOString());
    if (!outcome.ok) throw new Error(outcome.message);
    state = outcome.state;
    history.push([action, p.name]);
  };
  const expectEveryone = async () => {
    for (const p of PERSONAS) await expectButtons(p, state);
  };
  /** Opens an action's dialog on the persona's details page, lets `fill` fill it, confirms and waits for the page to say it is done. */
  const take = async (p: Persona, action: WaiverAction, fill: (dialog: Locator) => Promise<void> = async () => undefined) => {
    const on = pageOf(p);
    await on.goto(p.details);
    await on.getByRole('region', { name: D.actions }).getByRole('button', { name: D.labels[action], exact: true }).click();
    const dialog = on.getByRole('dialog', { name: D.labels[action] });
    await expect(dialog).toBeVisible();
    await fill(dialog);
    await expectAccessible(on);
    await dialog.getByRole('button', { name: D.labels[action], exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(on.getByText(D.done)).toBeVisible();
    took(p, action);
  };
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  const choose = async (label: string, option: string) => {
    await page.getByRole('button', { name: new RegExp(label) }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };

  // The chapter officer saves a draft.
  await signInAt(page, FORM, BRUNO.username);
  BRUNO.page = page;
  await expect(page.getByRole('heading', { level: 1, name: 'Waiver Request' })).toBeVisible();
  await expectAccessible(page);
  await field('First name').fill('Sigrid');
  await field('Last name').fill('Halvorsen');
  await field('Age').fill('52');
  await field('Website').fill('https://halvorsen-shipping.example');
  await page.getByRole('button', { name: F.saveDraft }).click();
  await expect(page.getByText(F.saved)).toBeVisible();
  took(BRUNO, 'saveDraft');

  ESPERANZA.page = await signInAnother(browser, ESPERANZA.details, ESPERANZA.username);
  FARID.page = await signInAnother(browser, FARID.details, FARID.username);
  GRETA.page = await signInAnother(browser, GRETA.details, GRETA.username);
  await expectEveryone();

  // ... then submits it, every field filled, with two attachments.
  await page.goto(FORM);
  await expect(field('First name')).toHaveValue('Sigrid');
  await choose('Type of waiver', 'Dollar volume');
  await field('Company name').fill('Halvorsen Shipping');
  await choose('Type of company', 'Family owned');
  await choose('Corporation type', 'Corporation');
  await choose('Title', 'CEO');
  await field('Who do you report to?').fill('Board of directors');
  await field('Number of employees').fill('240');
  await field('Total employee compensation (USD million)').fill('12.5');
  await field('Dollar volume').fill('38000000');
  await field('Chapter name').fill('Harbor City Chapter');
  await field('Region name').fill('Atlantic Region');
  await field('Number of members in chapter').fill('64');
  for (const [i, question] of QUESTIONS.entries()) await field(question).fill(`Answer ${i + 1}: the chapter supports Sigrid.`);
  await page.locator('input[type=file]').setInputFiles([
    { name: 'fleet.png', mimeType: 'image/png', buffer: PNG },
    { name: 'board.jpg', mimeType: 'image/jpeg', buffer: JPG },
  ]);
  await expect(page.getByText(F.attached)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Attached documents' }).getByRole('listitem')).toHaveCount(2);
  await expectAccessible(page);
  await page.getByRole('button', { name: F.submit, exact: true }).click();
  await expect(page.getByText(F.requested)).toBeVisible();
  took(BRUNO, 'submit');
  await expectEveryone();
  // The region sees both attachments on the details page.
  const attachments = pageOf(ESPERANZA).getByRole('region', { name: D.attachments });
  await expect(attachments.getByRole('link', { name: 'fleet.png' })).toBeVisible();
  await expect(attachments.getByRole('link', { name: 'board.jpg' })).toBeVisible();
  await expect(pageOf(ESPERANZA).getByRole('region', { name: D.answers }).getByText(QUESTIONS[0] ?? '')).toBeVisible();
  await expectAccessible(pageOf(ESPERANZA));

  // The regional officer comments and sends it to the panel.
  await take(ESPERANZA, 'commentAsRegion', (dialog) => dialog.getByRole('textbox', { name: D.comment }).fill('Atlantic Region supports this waiver.'));
  await take(ESPERANZA, 'sendToPrp', (dialog) => pick(dialog, FARID.name));
  await expectEveryone();

  // The panel member votes deny with a reason.
  await take(FARID, 'voteDeny', (dialog) => dialog.getByRole('textbox', { name: D.reason }).fill('Revenue is below the threshold.'));
  await expectEveryone();

  // The PRP admin sends it back to the chapter.
  await take(GRETA, 'sendBack', (dialog) => dialog.getByRole('textbox', { name: D.reason }).fill('Please attach the latest audited revenue figures.'));
  await expectEveryone();

  // The chapter officer resubmits, from the details page's link to the form.
  await page.goto(BRUNO.details);
  await page.getByRole('region', { name: D.actions }).getByRole('link', { name: D.openForm }).click();
  await expect(page).toHaveURL(FORM);
  await expect(field('Company name')).toHaveValue('Halvorsen Shipping');
  await expect(page.getByRole('list', { name: 'Attached documents' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: F.submit, exact: true }).click();
  await expect(page.getByText(F.requested)).toBeVisible();
  took(BRUNO, 'submit');
  await expectEveryone();

  // The regional officer resends it to the region (Resend_to_Region), then on to the panel (Resend_To_Region_Send_to_PRP).
  await take(ESPERANZA, 'sendToRegion');
  expect(state.flow).toBe('Resend_to_Region');
  await expect(pageOf(ESPERANZA).getByText(`${D.flow}: ${WAIVER_FLOW_LABELS.Resend_to_Region}`)).toBeVisible();
  await expectEveryone();
  await take(ESPERANZA, 'sendToPrp', (dialog) => pick(dialog, FARID.name));
  expect(state.flow).toBe('Resend_To_Region_Send_to_PRP');
  await expectEveryone();

  // The panel member approves and the admin finalises, with Bruno among the mail recipients.
  await take(FARID, 'voteApprove');
  await expectEveryone();
  await take(GRETA, 'finalizeApproved', async (dialog) => {
    await dialog.getByRole('searchbox', { name: D.recipientSearch }).fill('Bruno');
    await pick(dialog, /Bruno Lindqvist/);
  });
  await expect(pageOf(GRETA).getByText(`${D.status}: ${WAIVER_STATUS_LABELS.approved}`)).toBeVisible();
  for (const p of PERSONAS) await expectButtons(p, state, { axe: true });
  for (const p of PERSONAS) expect(allowedButtons(state, p.role), p.name).toEqual([]);

  // The history on the details page shows every step: who, what, in order; with the reasons and the comment.
  const steps = pageOf(GRETA).getByRole('region', { name: D.history }).getByRole('listitem');
  await expect(steps).toHaveCount(history.length);
  for (const [i, [action, who]] of history.entries()) await expect(steps.nth(i)).toContainText(D.historyStep(who, ACTION_VERBS[action]));
  await expect(steps.nth(2)).toContainText('Atlantic Region supports this waiver.');
  await expect(steps.nth(4)).toContainText('Revenue is below the threshold.');
  await expect(steps.nth(5)).toContainText('Please attach the latest audited revenue figures.');
  for (const p of PERSONAS.slice(1)) await pageOf(p).context().close();

  // A member with no waiver role gets the permissions text, on a list and on the details page.
  const lucia = await signInAnother(browser, `/chapterWaiver/${HARBOR_CITY}`, 'lucia.ferreira');
  await expect(lucia.getByText(WAIVER_MESSAGES.insufficientPermissions)).toBeVisible();
  await expectAccessible(lucia);
  await lucia.goto(details('regional'));
  await expect(lucia.getByText(WAIVER_MESSAGES.insufficientPermissions)).toBeVisible();
  await expect(lucia.getByRole('region', { name: D.actions })).toHaveCount(0);
  await expectAccessible(lucia);
  await lucia.context().close();
});
