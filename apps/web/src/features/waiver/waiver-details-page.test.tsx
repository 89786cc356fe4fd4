import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { WAIVER_MESSAGES } from '@ypo/headless/waiver';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAppHarness, RouterLinks, server, startMockServer, stubCssEscape, userOf } from '../../testing/app-harness';
import { WaiverDetailsPage, WaiverPrpAdminDetailsPage } from './waiver-details-page';

startMockServer();
stubCssEscape();
afterEach(cleanup);

const M = WAIVER_MESSAGES.details;
const L = M.labels;
const VIEWER = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000005';
const LEAD = '7b000000-0000-4000-8000-000000000001';
const ID = '3c000000-0000-4000-8000-000000000001';
const CHAPTER = '00000000-0000-4000-8000-00000000c101';
const W = '*/waiver/api/waivers';
const pid = (n: number) => `5d1f6a2e-3c4b-4f7a-9e21-0a00000${String(n).padStart(5, '0')}`;

let waiver: Record<string, unknown>;
let prpRole: { isAdmin: boolean; isMember: boolean; isActive: boolean };
let posts: { path: string; body: unknown }[];
let failing: string | null;
let detailsStatus: number;

beforeEach(() => {
  posts = [];
  failing = null;
  detailsStatus = 200;
  prpRole = { isAdmin: false, isMember: false, isActive: false };
  waiver = {
    id: ID, leadId: LEAD, communityId: CHAPTER, waiverStatus: 'Requested', waiverFlowStatus: 'Submit', waiverRequestedDate: '2026-10-05T14:00:00Z',
    waiverSentForCommentsDate: null, waiverPostedToPrpdate: null, typeOfWaiver: 'enterprise-value', firstName: 'Ingrid', lastName: 'Solberg',
    chapterName: 'Harbor City Chapter', age: 44, companyName: 'Solberg Timber', numberOfEmployees: 1800, totalCompensation: 9.5, dollarVolume: 42_000_000,
    enterpriseValue: 120_000_000, volumeSales: 1234.5, website: 'https://solbergtimber.example',
    waiverAnswerList: [{ questionId: 'q1', answer: 'A third-generation family business.' }, { questionId: 'q2', answer: '' }],
    attachments: [{ name: 'Solberg Timber financials.pdf', url: 'https://media.example/waivers/x/financials.pdf' }],
  };
  const record = (path: string) => async ({ request }: { request: Request }) => {
    posts.push({ path, body: request.headers.get('content-type')?.includes('json') ? await request.json() : null });
    return failing === path ? HttpResponse.json({ title: 'Internal Server Error', status: 500 }, { status: 500 }) : HttpResponse.json(true);
  };
  server.use(
    http.get(`${W}/get-details/:leadId/:viewType`, () =>
      detailsStatus === 200 ? HttpResponse.json(waiver) : HttpResponse.json({ title: 'Forbidden', status: 403, detail: WAIVER_MESSAGES.insufficientPermissions }, { status: detailsStatus }),
    ),
    http.get(`${W}/get-prp-role`, () => HttpResponse.json(prpRole)),
    http.get(`${W}/get-reviewmembers`, () => HttpResponse.json([{ id: pid(6), firstName: 'Farid', lastName: 'Haddad' }, { id: pid(8), firstName: 'Mara', lastName: 'Voss' }])),
    http.get(`${W}/get-finalizemail-recipients/:id`, () =>
      HttpResponse.json(Array.from({ length: 7 }, (_, i) => ({ id: pid(20 + i), name: `Recipient ${i + 1}`, email: `r${i + 1}@${i === 6 ? 'atlantic' : 'harbor'}.example` }))),
    ),
    ...['send-to-region/:leadId', 'send-to-prp', 'send-back-to-chapter', 'add-comment/REGIONALOFFICER', 'add-comment/PRPMEMBER', 'submit-vote', 'finalize-request'].map((path) => http.post(`${W}/${path}`, record(path))),
  );
});

function renderAt(path: string) {
  const { Providers } = createAppHarness({ user: userOf(VIEWER) });
  return render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <RouterLinks>
          <Routes>
            <Route path="/waiverFormCommon/:viewType?" element={<WaiverDetailsPage />} />
            <Route path="/waiverFormPRPAdmin" element={<WaiverPrpAdminDetailsPage />} />
          </Routes>
        </RouterLinks>
      </MemoryRouter>
    </Providers>,
  );
}

const detailsOf = (view: string) => `/waiverFormCommon/${view}?leadId=${LEAD}&communityId=${CHAPTER}`;

async function actionButtons() {
  const section = (await screen.findByRole('heading', { name: M.actions })).closest('section') as HTMLElement;
  await waitFor(() => expect(within(section).queryByText(M.noActions) ?? within(section).queryAllByRole('button')[0] ?? within(section).queryByRole('link')).toBeTruthy());
  return [...within(section).queryAllByRole('button'), ...within(section).queryAllByRole('link')].map((b) => b.textContent);
}

async function expectNoAxeViolations(container: HTMLElement) {
  const result = await axe.run(container, { rules: { region: { enabled: false }, 'color-contrast': { enabled: false } } });
  expect(result.violations.map((v) => v.id)).toEqual([]);
}

describe('WaiverDetailsPage: each role sees exactly the buttons the machine allows (spec 002 §4, §6)', () => {
  it.each([
    ['Chapter Officer, a draft', 'chapter', null, 'Pending', null, [M.openForm]],
    ['Chapter Officer, a requested waiver', 'chapter', null, 'Requested', 'Submit', []],
    ['Regional Officer, a new waiver', 'regional', null, 'Requested', 'Submit', [L.sendToRegion, L.sendToPrp, L.commentAsRegion]],
    ['Regional Member Officer, at the region', 'regionalMemberOfficer', null, 'Requested', 'Send_to_Region', [L.sendToPrp, L.commentAsRegion]],
    ['PRP member, with the panel', 'prpMember', { isAdmin: false, isMember: true, isActive: true }, 'Requested', 'Send_to_PRP', [L.commentAsPrpMember, L.voteApprove, L.voteDeny]],
    ['PRP member without the role', 'prpMember', { isAdmin: false, isMember: false, isActive: false }, 'Requested', 'Send_to_PRP', []],
    ['PRP Admin, after a vote', 'prpAdmin', { isAdmin: true, isMember: false, isActive: true }, 'Requested', 'Denied_by_Member', [L.sendToRegion, L.sendToPrp, L.sendBack, L.finalizeApproved, L.finalizeDenied]],
    ['PRP Admin, a final waiver', 'prpAdmin', { isAdmin: true, isMember: false, isActive: true }, 'Approved', 'Approved', []],
  ] as const)('%s', async (_name, view, role, status, flow, buttons) => {
    if (role) prpRole = { ...role };
    waiver = { ...waiver, waiverStatus: status, waiverFlowStatus: flow };
    renderAt(detailsOf(view));
    expect(await actionButtons()).toEqual(buttons);
    if (buttons.length === 0) expect(screen.getByText(M.noActions)).toBeTruthy();
  });

  it('the chapter form link carries the lead and the community', async () => {
    waiver = { ...waiver, waiverStatus: 'Chapter_needs_to_submit', waiverFlowStatus: 'ReSubmit' };
    renderAt(detailsOf('chapter'));
    const link = await screen.findByRole('link', { name: M.openForm });
    expect(link.getAttribute('href')).toBe(`/waiverForm?leadId=${LEAD}&communityId=${CHAPTER}`);
  });
});

describe('WaiverDetailsPage: the waiver (spec 002 §3, §5)', () => {
  it('shows the fields read-only with thousands formatting, answers, attachments, comments, votes and the history; axe-clean', async () => {
    waiver = {
      ...waiver,
      history: [
        { action: 'submit', personId: pid(2), personName: 'Bruno Lindqvist', at: '2026-10-05T14:00:00Z', from: { waiverStatus: 'Pending', waiverFlowStatus: null }, to: { waiverStatus: 'Requested', waiverFlowStatus: 'Submit' }, note: null },
        { action: 'commentAsRegion', personId: VIEWER, personName: 'Esperanza Ruiz', at: '2026-10-06T09:00:00Z', from: { waiverStatus: 'Requested', waiverFlowStatus: 'Submit' }, to: { waiverStatus: 'Requested', waiverFlowStatus: 'Submit' }, note: 'Atlantic supports it.' },
        { action: 'voteDeny', personId: pid(6), personName: 'Farid Haddad', at: '2026-10-08T09:00:00Z', from: { waiverStatus: 'Requested', waiverFlowStatus: 'Send_to_PRP' }, to: { waiverStatus: 'Requested', waiverFlowStatus: 'Denied_by_Member' }, note: 'Revenue is below the threshold.' },
      ],
    };
    server.use(
      http.get(`${W}/get-types`, () => HttpResponse.json([{ id: 'enterprise-value', name: 'Enterprise value waiver' }])),
      http.get(`${W}/get-questions`, () => HttpResponse.json([{ questionId: 'q1', question: 'Why waive?' }, { questionId: 'q2', question: 'Leadership?' }])),
    );
    const { container } = renderAt(detailsOf('regional'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ingrid Solberg' })).toBeTruthy();
    expect(screen.getByText(`${M.status}: Waiver Requested · ${M.flow}: Submit`)).toBeTruthy();
    // Coded values and questions by their names once the lookups are in, not their ids.
    const fields = screen.getByRole('region', { name: M.fields });
    expect(await within(fields).findByText('Enterprise value waiver')).toBeTruthy();
    expect(within(fields).queryByText('enterprise-value')).toBeNull();
    expect(await screen.findByText('Why waive?')).toBeTruthy();
    expect(screen.getByText('Leadership?')).toBeTruthy();
    expect(screen.getByText('42,000,000')).toBeTruthy();
    expect(screen.getByText('120,000,000')).toBeTruthy();
    expect(screen.getByText('9.5')).toBeTruthy();
    expect(screen.getByText('1800')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: M.fields })).getByText('Oct 5, 2026')).toBeTruthy();
    expect(screen.getByText('A third-generation family business.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Solberg Timber financials.pdf' }).getAttribute('rel')).toBe('noopener noreferrer');
    const regional = screen.getByRole('region', { name: M.regionalComments });
    expect(within(regional).getByText('Atlantic supports it.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: M.panelComments })).getByText(M.noComments)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: M.votes })).getByText(/Farid Haddad: Deny \(Revenue is below the threshold\.\)/)).toBeTruthy();
    const history = within(screen.getByRole('region', { name: M.history })).getAllByRole('listitem');
    expect(history.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Bruno Lindqvist: submit the waiver → Waiver Requested (Submit)'),
      expect.stringContaining('Esperanza Ruiz: add a regional comment'),
      expect.stringContaining('Farid Haddad: vote to deny the waiver → Waiver Requested (Denied by Member)'),
    ]);
    await expectNoAxeViolations(container);
  });

  it('shows no history section when the answer has none, and the permissions text for a 403', async () => {
    renderAt(detailsOf('regional'));
    await screen.findByRole('heading', { level: 1, name: 'Ingrid Solberg' });
    expect(screen.queryByRole('region', { name: M.history })).toBeNull();
    cleanup();
    detailsStatus = 403;
    renderAt(detailsOf('regional'));
    expect(await screen.findByText(WAIVER_MESSAGES.insufficientPermissions)).toBeTruthy();
  });

  it('asks for a waiver without a lead', () => {
    renderAt('/waiverFormCommon/regional');
    expect(screen.getByText(M.missingLead)).toBeTruthy();
  });
});

describe('WaiverDetailsPage: the action dialogs (spec 002 §4, §5, §8, §9)', () => {
  it('vote deny needs a reason of at most 500 characters, then sends it', async () => {
    prpRole = { isAdmin: false, isMember: true, isActive: true };
    waiver = { ...waiver, waiverFlowStatus: 'Send_to_PRP', waiverPostedToPrpdate: '2026-10-07T09:00:00Z' };
    const { container } = renderAt(detailsOf('prpMember'));
    fireEvent.click(await screen.findByRole('button', { name: L.voteDeny }));
    const dialog = await screen.findByRole('dialog', { name: L.voteDeny });
    await expectNoAxeViolations(container);
    fireEvent.click(within(dialog).getByRole('button', { name: L.voteDeny }));
    expect(await within(dialog).findByText(WAIVER_MESSAGES.reasonRequired)).toBeTruthy();
    const reason = within(dialog).getByRole('textbox', { name: M.reason });
    fireEvent.change(reason, { target: { value: 'x'.repeat(501) } });
    fireEvent.click(within(dialog).getByRole('button', { name: L.voteDeny }));
    expect(await within(dialog).findByText(WAIVER_MESSAGES.tooLong(500))).toBeTruthy();
    expect(posts).toEqual([]);
    fireEvent.change(reason, { target: { value: 'Revenue is below the threshold.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: L.voteDeny }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts).toEqual([{ path: 'submit-vote', body: { id: ID, leadId: LEAD, waiverFlowStatus: 'Denied_by_Member', reason: 'Revenue is below the threshold.' } }]);
    expect(await screen.findByText(M.done)).toBeTruthy();
  });

  it('send to PRP needs at least one panel member', async () => {
    renderAt(detailsOf('regional'));
    fireEvent.click(await screen.findByRole('button', { name: L.sendToPrp }));
    const dialog = await screen.findByRole('dialog', { name: L.sendToPrp });
    await within(dialog).findByRole('checkbox', { name: 'Farid Haddad' });
    fireEvent.click(within(dialog).getByRole('button', { name: L.sendToPrp }));
    expect(await within(dialog).findByText(WAIVER_MESSAGES.panelRequired)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Farid Haddad' }));
    fireEvent.click(within(dialog).getByRole('button', { name: L.sendToPrp }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts).toEqual([{ path: 'send-to-prp', body: { id: ID, leadId: LEAD, communityId: CHAPTER, reviewMembers: [pid(6)] } }]);
  });

  it('finalize shows 5 recipients first, the rest on request, a search, and the 90 days', async () => {
    prpRole = { isAdmin: true, isMember: false, isActive: true };
    waiver = { ...waiver, waiverFlowStatus: 'Approved_by_Member' };
    const { container } = renderAt(detailsOf('prpAdmin'));
    fireEvent.click(await screen.findByRole('button', { name: L.finalizeApproved }));
    const dialog = await screen.findByRole('dialog', { name: L.finalizeApproved });
    await within(dialog).findByRole('checkbox', { name: 'Recipient 1 (r1@harbor.example)' });
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(5);
    expect(within(dialog).getByText(WAIVER_MESSAGES.validity)).toBeTruthy();
    await expectNoAxeViolations(container);
    fireEvent.click(within(dialog).getByRole('button', { name: L.finalizeApproved }));
    expect(await within(dialog).findByText(WAIVER_MESSAGES.recipientsRequired)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: M.showAllRecipients(2) }));
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(7);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Recipient 2 (r2@harbor.example)' }));
    fireEvent.change(within(dialog).getByRole('searchbox', { name: M.recipientSearch }), { target: { value: 'atlantic' } });
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Recipient 7 (r7@atlantic.example)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: L.finalizeApproved }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts).toEqual([
      {
        path: 'finalize-request',
        body: { id: ID, leadId: LEAD, waiverStatus: 'Approved', recipients: [{ id: pid(21), name: 'Recipient 2', email: 'r2@harbor.example' }, { id: pid(26), name: 'Recipient 7', email: 'r7@atlantic.example' }] },
      },
    ]);
  });

  it('a failed send-back is swallowed: the dialog closes and the page says the waiver was not updated (spec 002 §8)', async () => {
    prpRole = { isAdmin: true, isMember: false, isActive: true };
    failing = 'send-back-to-chapter';
    renderAt('/waiverFormPRPAdmin?leadId=' + LEAD);
    fireEvent.click(await screen.findByRole('button', { name: L.sendBack }));
    const dialog = await screen.findByRole('dialog', { name: L.sendBack });
    fireEvent.change(within(dialog).getByRole('textbox', { name: M.reason }), { target: { value: 'Please attach the latest figures.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: L.sendBack }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await screen.findByRole('alert')).textContent).toBe(M.actionFailed);
    expect(posts).toEqual([{ path: 'send-back-to-chapter', body: { id: ID, leadId: LEAD, communityId: CHAPTER, reason: 'Please attach the latest figures.' } }]);
  });

  it('a failed regional comment keeps the dialog open with the error and the text', async () => {
    failing = 'add-comment/REGIONALOFFICER';
    renderAt(detailsOf('regional'));
    fireEvent.click(await screen.findByRole('button', { name: L.commentAsRegion }));
    const dialog = await screen.findByRole('dialog', { name: L.commentAsRegion });
    fireEvent.change(within(dialog).getByRole('textbox', { name: M.comment }), { target: { value: 'Atlantic supports it.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: L.commentAsRegion }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: M.comment }) as HTMLTextAreaElement).value).toBe('Atlantic supports it.');
    fireEvent.click(within(dialog).getByRole('button', { name: M.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
