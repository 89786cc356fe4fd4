import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { problem } from '@ypo/msw';
import { HEALTH_METRICS } from '@ypo/headless';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAppHarness, server, startMockServer, stubCssEscape, userOf } from '../../testing/app-harness';
import { ChapterAdminSection } from './chapter-admin-section';
import { ProspectVoting } from './prospect-voting';

startMockServer();
beforeAll(stubCssEscape);
afterEach(cleanup);

const BRUNO = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000002';
const HARBOR = '00000000-0000-4000-8000-00000000c101';
const REGION = '00000000-0000-4000-8000-00000000e001';
const C = '*/communities/api';
const A = `${C}/v2/chapter-admin`;
const INGRID = '7b000000-0000-4000-8000-000000000001';
const OTTO = '7b000000-0000-4000-8000-000000000002';

const HEALTH = {
  healthScore: 0,
  ...Object.fromEntries(HEALTH_METRICS.map((m, index) => [m.key, { value: m.format === 'flag' ? index % 2 === 0 : index * 3, points: index + 1 }])),
};
HEALTH.healthScore = HEALTH_METRICS.reduce((sum, _m, index) => sum + index + 1, 0);
const report = (name: string) => ({ reportName: name, items: [{ label: 'One', value: 3 }, { label: 'Two', value: 1 }] });

function renderWith(node: React.ReactNode) {
  const harness = createAppHarness({ user: userOf(BRUNO, 'Bruno Lindqvist') });
  harness.session.start({ token: { accessToken: 'token', expiresAt: Date.now() + 7_200_000 }, createdAt: Date.now() });
  return render(<harness.Providers>{node}</harness.Providers>);
}

const axeClean = async (container: HTMLElement) => {
  const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  expect(violations.map((v) => v.id)).toEqual([]);
};

describe('ChapterAdminSection (spec 001 §2, §6)', () => {
  it('opens each tab with its rows in the spec order; the health chart and its table show the same 14 figures', async () => {
    server.use(
      http.get(`${A}/forum-management/:id`, () =>
        HttpResponse.json([
          { name: 'Zeta Forum', type: 'Member', status: 'Forming', members: 2, nonMembers: 0 },
          { name: 'Alpha Forum', type: 'Member', status: 'Active', members: 8, nonMembers: 1 },
        ]),
      ),
      http.get(`${C}/chapterOfficersList/:id/chapter`, () =>
        HttpResponse.json([{ positionId: 'a1000000-0000-4000-8000-000000000002', positionTitle: 'Forum Officer', fullName: 'Amara Okafor', status: 'Active', startDate: '2026-07-01' }]),
      ),
      http.get(`${C}/chapterAdminOfficersList/:id/:name`, () =>
        HttpResponse.json([{ positionId: 'a1000000-0000-4000-8000-000000000001', positionTitle: 'Chapter Chair', fullName: 'Bruno Lindqvist', status: 'Active', startDate: '2026-07-01' }]),
      ),
      http.get(`${A}/prospect-management/:id`, () =>
        HttpResponse.json([{ id: INGRID, firstName: 'Ingrid', lastName: 'Solberg', pursueStatus: 'Pursue', waiverStatus: 'Approved' }]),
      ),
      http.get(`${A}/prospect-ready-to-pay/:id`, () => HttpResponse.json([{ name: 'Otto Berg', stageName: 'Ready to Pay', dateCreated: '2026-10-01T00:00:00Z' }])),
      http.get(`${A}/chapterHealthRecord/:id`, () => HttpResponse.json(HEALTH)),
      http.get(`${A}/chapterAdminViewSfReports/:id`, () => HttpResponse.json([{ name: 'Membership report', url: 'https://crm.example/r/1' }])),
      http.get(`${A}/electedOfficerEngagement/:id`, () => HttpResponse.json(report('Engagement'))),
      http.get(`${A}/regionChapterHealthRating/:id`, () => HttpResponse.json(report('Rating'))),
      http.get(`${A}/chapterPerformanceAgeDemographic/:id`, () => HttpResponse.json(report('Age'))),
      http.get(`${A}/chapterPerformanceGenderDemographic/:id`, () => HttpResponse.json(report('Gender'))),
      http.get(`${C}/communities/get-all-chapters`, () =>
        HttpResponse.json([
          { communityId: '00000000-0000-4000-8000-00000000c102', name: 'Northwind Gold Chapter', parentId: '00000000-0000-4000-8000-00000000e002' },
          { communityId: HARBOR.toUpperCase(), name: 'Harbor City Chapter', parentId: REGION },
        ]),
      ),
    );
    const { container } = renderWith(<ChapterAdminSection chapter={{ communityId: HARBOR, name: 'Harbor City Chapter' }} />);
    // spec 001 §6: the regional home is the chapter's own region (its parent in the chapter list), ids compared case-insensitively.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Regional Home' }).getAttribute('href')).toBe(`/region/${REGION}`));
    expect(screen.getByRole('link', { name: 'Peer Review Panel Admin' })).toBeTruthy();

    const forums = await screen.findByRole('table', { name: 'Forums' });
    // spec 001 §9: forums by status, ascending.
    expect(within(forums).getAllByRole('rowheader').map((c) => c.textContent)).toEqual(['Alpha Forum', 'Zeta Forum']);
    await axeClean(container);

    fireEvent.click(screen.getByRole('tab', { name: 'Officers' }));
    const officers = await screen.findByRole('table', { name: 'Officers' });
    expect(within(officers).getAllByRole('rowheader').map((c) => c.textContent)).toEqual(['Chapter Chair', 'Forum Officer']);

    fireEvent.click(screen.getByRole('tab', { name: 'Prospect Management' }));
    const prospects = await screen.findByRole('table', { name: 'Prospects' });
    // spec 002 §4: the server's 'Approved' shows as its label and links to the waiver.
    expect(within(prospects).getByRole('link', { name: 'Waiver Approved: Ingrid Solberg' }).getAttribute('href')).toBe(
      `/waiverFormCommon/chapter?leadId=${INGRID}&communityId=${HARBOR}`,
    );

    fireEvent.click(screen.getByRole('tab', { name: 'Prospects Ready to Pay' }));
    expect(within(await screen.findByRole('table', { name: 'Prospects ready to pay' })).getByText('Otto Berg')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Chapter Health and Reports' }));
    const table = await screen.findByRole('table', { name: 'Health metrics: value and points' });
    const rows = within(table).getAllByRole('row').filter((r) => r.dataset.key);
    expect(rows).toHaveLength(14);
    const tablePoints = rows.map((r) => [r.dataset.key, r.lastElementChild?.textContent]);
    const chart = container.querySelector('svg[data-chart="Points of the 14 health metrics"]');
    const chartPoints = [...(chart?.querySelectorAll('[data-bar]') ?? [])].map((g) => [g.getAttribute('data-bar'), g.getAttribute('data-value')]);
    expect(chartPoints).toEqual(tablePoints);
    expect(chart?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByTestId('health-score').textContent).toBe(String(HEALTH.healthScore));
    expect(await screen.findByRole('heading', { name: 'Gender Demographic' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Membership report' }).getAttribute('rel')).toBe('noopener noreferrer');
    await axeClean(container);
  });

  it("shows each prospect's waiver by its label, linked to the waiver, or 'Request Waiver' linked to the form (spec 002 §2, §4)", async () => {
    const ANNA = '7b000000-0000-4000-8000-000000000003';
    server.use(
      http.get(`${A}/prospect-management/:id`, () =>
        HttpResponse.json([
          { id: INGRID, firstName: 'Ingrid', lastName: 'Solberg', waiverStatus: 'Chapter_needs_to_submit' },
          { id: OTTO, firstName: 'Otto', lastName: 'Berg', waiverStatus: 'None' },
          { id: ANNA, firstName: 'Anna', lastName: 'Lind' },
        ]),
      ),
    );
    const { container } = renderWith(<ChapterAdminSection chapter={{ communityId: HARBOR, name: 'Harbor City Chapter' }} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Prospect Management' }));
    const prospects = await screen.findByRole('table', { name: 'Prospects' });
    const waiverCell = (name: RegExp) => within(prospects).getByRole('row', { name }).lastElementChild?.textContent;
    expect(waiverCell(/Ingrid Solberg/)).toBe('Chapter needs to submit');
    expect(waiverCell(/Otto Berg/)).toBe('Request Waiver');
    expect(waiverCell(/Anna Lind/)).toBe('Request Waiver');
    expect(prospects.textContent).not.toMatch(/Chapter_needs_to_submit|None/);
    // A waiver opens in the chapter officer's view; a prospect without one goes to the form, as the chapter waiver list sends it.
    expect(within(prospects).getByRole('link', { name: 'Chapter needs to submit: Ingrid Solberg' }).getAttribute('href')).toBe(
      `/waiverFormCommon/chapter?leadId=${INGRID}&communityId=${HARBOR}`,
    );
    expect(within(prospects).getByRole('link', { name: 'Request Waiver: Otto Berg' }).getAttribute('href')).toBe(`/waiverForm?communityId=${HARBOR}&leadId=${OTTO}`);
    expect(within(prospects).getByRole('link', { name: 'Request Waiver: Anna Lind' }).getAttribute('href')).toBe(`/waiverForm?communityId=${HARBOR}&leadId=${ANNA}`);
    // The chapter's whole waiver list is one link away from its prospects (spec 002 §2 ChapterWaiver).
    expect(screen.getByRole('link', { name: 'All waivers of this chapter' }).getAttribute('href')).toBe(`/chapterWaiver/${HARBOR}`);
    await axeClean(container);
  });

  it('shows the server refusal of a tab in an alert and leaves the list empty (spec 001 §8)', async () => {
    server.use(problem('get', `${A}/forum-management/:id`, 403, 'Only chapter admins may see this.'));
    renderWith(<ChapterAdminSection chapter={{ communityId: HARBOR, name: 'Harbor City Chapter' }} />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Forums' })).toBeNull();
  });
});

describe('ProspectVoting (spec 001 §3, §4)', () => {
  const list = () => [
    { prospectId: INGRID, firstName: 'Ingrid', lastName: 'Solberg', upCount: 2, downCount: 1, userHasVoted: -1 },
    { prospectId: OTTO, firstName: 'Otto', lastName: 'Berg', upCount: 0, downCount: 0, userHasVoted: -1 },
  ];
  const counts = (name: RegExp) => {
    const row = screen.getByRole('row', { name });
    return [row.querySelector('[data-count="up"]')?.textContent, row.querySelector('[data-count="down"]')?.textContent];
  };

  it('moves the counts when the member votes and keeps the server answer', async () => {
    server.use(
      http.get(`${C}/communities/:id/prospects`, () => HttpResponse.json(list())),
      http.post(`${C}/community/:communityId/vote/create/:prospectId/:vote`, ({ params }) =>
        HttpResponse.json({ prospectId: params.prospectId, vote: Number(params.vote), upCount: 3, downCount: 1, userHasVoted: Number(params.vote) }),
      ),
    );
    const { container } = renderWith(<ProspectVoting communityId={HARBOR} />);
    await screen.findByRole('table', { name: 'Prospect voting' });
    // spec 001 §9: prospects by name.
    expect(screen.getAllByRole('rowheader').map((c) => c.textContent)).toEqual(['Otto Berg', 'Ingrid Solberg']);
    fireEvent.click(screen.getByRole('button', { name: 'Vote up for Ingrid Solberg' }));
    await waitFor(() => expect(counts(/Ingrid/)).toEqual(['3', '1']));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Vote up for Ingrid Solberg' }).getAttribute('aria-pressed')).toBe('true'));
    await axeClean(container);
  });

  it('puts the counts back and says so when the vote fails', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`${C}/communities/:id/prospects`, () => HttpResponse.json(list())),
      http.post(`${C}/community/:communityId/vote/create/:prospectId/:vote`, async () => {
        await held;
        return HttpResponse.json({ title: 'Server error', status: 500 }, { status: 500 });
      }),
    );
    renderWith(<ProspectVoting communityId={HARBOR} />);
    await screen.findByRole('table', { name: 'Prospect voting' });
    fireEvent.click(screen.getByRole('button', { name: 'Vote down for Ingrid Solberg' }));
    await waitFor(() => expect(counts(/Ingrid/)).toEqual(['2', '2']));
    release();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(counts(/Ingrid/)).toEqual(['2', '1']);
    expect(screen.getByRole('button', { name: 'Vote down for Ingrid Solberg' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('stays away for someone who is not a member of the chapter', async () => {
    server.use(problem('get', `${C}/communities/:id/prospects`, 403, 'Not a member.'));
    const { container } = renderWith(<ProspectVoting communityId={HARBOR} />);
    await waitFor(() => expect(container.textContent).toBe(''));
  });
});
