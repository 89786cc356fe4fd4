import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FEATURE_MESSAGES } from '@ypo/headless';
import { SPEAKER_MESSAGES as M, type SpeakerApplicant } from '@ypo/headless/speaker';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Snackbars } from '../../components/snackbars';
import { createAppHarness, server, startMockServer, stubCssEscape, userOf } from '../../testing/app-harness';
import { SpeakerAdminLink } from './speaker-admin-link';
import { SpeakerAdministrationPage } from './speaker-administration-page';

startMockServer();
stubCssEscape();
afterEach(cleanup);

const STAFF = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000003';
const pid = (n: number) => `5d1f6a2e-3c4b-4f7a-9e21-0a00000${String(n).padStart(5, '0')}`;
const card = (n: number, first: string, last: string, extra: Partial<SpeakerApplicant> = {}): SpeakerApplicant => ({
  personID: pid(n), speakerId: null, firstName: first, familyName: last, travelFromCity: 'Harbor City', country: 'Harbor Isles', feeRange: 3,
  categories: ['Crisis Leadership', 'Leading Change'], approvalStatus: 'P', ...extra,
});

let pending: SpeakerApplicant[];
let reviewed: SpeakerApplicant[];
let canView: boolean;
let approveFails: boolean;

beforeEach(() => {
  canView = true;
  approveFails = false;
  pending = [card(1, 'Nadia', 'Okafor'), card(2, 'Tomas', 'Lindqvist')];
  reviewed = [card(3, 'Ines', 'Moreau', { approvalStatus: 'D' })];
  const page = (list: SpeakerApplicant[], request: Request) => {
    const query = new URL(request.url).searchParams;
    const status = query.get('status');
    const skip = Number(query.get('skipNumber'));
    return HttpResponse.json((status ? list.filter((c) => c.approvalStatus === status) : list).slice(skip, skip + Number(query.get('takeSize'))));
  };
  const review = (status: 'A' | 'D') => async ({ request }: { request: Request }) => {
    if (approveFails && status === 'A') return HttpResponse.json({ title: 'Internal Server Error', status: 500 }, { status: 500 });
    const { personID } = (await request.json()) as { personID: string };
    const found = pending.find((c) => c.personID === personID);
    if (!found) return HttpResponse.json({ title: 'Unprocessable', status: 422 }, { status: 422 });
    pending = pending.filter((c) => c !== found);
    reviewed = [{ ...found, approvalStatus: status }, ...reviewed];
    return HttpResponse.json(true);
  };
  server.use(
    http.get('*/speaker/api/speaker/can-view-speaker-admin-directory', () => HttpResponse.json(canView)),
    http.get('*/speaker/api/speaker/pending-speakers-count', () => HttpResponse.json(pending.length)),
    http.get('*/speaker/api/speaker/get-pending-speakers', ({ request }) => page(pending, request)),
    http.get('*/speaker/api/speaker/get-reviewed-speakers', ({ request }) => page(reviewed, request)),
    http.post('*/speaker/api/speaker/approve-speaker-request', review('A')),
    http.post('*/speaker/api/speaker/reject-speaker-request', review('D')),
  );
});

function renderPage() {
  const { Providers } = createAppHarness({ user: userOf(STAFF) });
  return render(
    <Providers>
      <SpeakerAdministrationPage />
      <Snackbars />
    </Providers>,
  );
}

describe('SpeakerAdministrationPage (spec 002 §4, §6)', () => {
  it('shows Administrators Only without the permission', async () => {
    canView = false;
    const { container } = renderPage();
    expect(await screen.findByRole('heading', { name: FEATURE_MESSAGES.administratorsOnly })).toBeTruthy();
    expect(screen.getByText(FEATURE_MESSAGES.administratorsOnlyMessage)).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('lists pending applicants with the count and their card; approving asks the spec question and moves the applicant to Reviewed; axe-clean', async () => {
    const { container } = renderPage();
    const list = await screen.findByRole('list', { name: M.pendingApplicants });
    const nadia = within(list).getByRole('link', { name: 'Nadia Okafor' });
    expect(nadia.getAttribute('href')).toBe(`/speakerPage/speakerProfile?id=${pid(1)}`);
    expect(within(list).getAllByText('Harbor City, Harbor Isles')).toHaveLength(2);
    expect(within(list).getAllByText('$5,000')).toHaveLength(2);
    expect(within(list).getAllByText('Crisis Leadership, Leading Change')).toHaveLength(2);
    await waitFor(() => expect(screen.getByRole('tab', { name: `${M.pendingApplicants} 2` })).toBeTruthy());
    expect((await axe.run(container)).violations).toEqual([]);

    fireEvent.click(within(list).getByRole('button', { name: `${M.approve} Nadia Okafor` }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure want to approve the Applicant?')).toBeTruthy();
    expect((await axe.run(container)).violations).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: M.approve }));
    // The confirmation closes (the success toast that follows is an alertdialog too, so the dialog itself is checked).
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(await screen.findByText(M.approved)).toBeTruthy();
    expect(within(screen.getByRole('list', { name: M.pendingApplicants })).queryByText('Nadia Okafor')).toBeNull();
    await waitFor(() => expect(screen.getByRole('tab', { name: `${M.pendingApplicants} 1` })).toBeTruthy());

    fireEvent.click(screen.getByRole('tab', { name: M.reviewedApplicants }));
    const reviewedList = await screen.findByRole('list', { name: M.reviewedApplicants });
    await within(reviewedList).findByText('Nadia Okafor');
    expect(within(reviewedList).getByText('Ines Moreau')).toBeTruthy();
    expect(within(reviewedList).queryByRole('button', { name: /Approve/ })).toBeNull();
    expect(within(reviewedList).getByText(M.statusApproved)).toBeTruthy();
    expect(within(reviewedList).getByText(M.statusDenied)).toBeTruthy();
  });

  it('denying asks the deny question; Cancel keeps the applicant; a failed approval keeps the dialog open with the error', async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: M.pendingApplicants });
    fireEvent.click(within(list).getByRole('button', { name: `${M.deny} Tomas Lindqvist` }));
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure want to deny the Applicant?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(list).getByText('Tomas Lindqvist')).toBeTruthy();

    approveFails = true;
    fireEvent.click(within(list).getByRole('button', { name: `${M.approve} Tomas Lindqvist` }));
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: M.approve }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(screen.getByRole('list', { name: M.pendingApplicants })).getByText('Tomas Lindqvist')).toBeTruthy();
  });

  it('filters the reviewed list: Denied Only sends status D', async () => {
    reviewed = [card(4, 'Ana', 'Silva', { approvalStatus: 'A' }), card(3, 'Ines', 'Moreau', { approvalStatus: 'D' })];
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: M.reviewedApplicants }));
    const reviewedList = await screen.findByRole('list', { name: M.reviewedApplicants });
    await within(reviewedList).findByText('Ana Silva');
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`${M.approvedAndDenied}`) }));
    fireEvent.click(await screen.findByRole('option', { name: M.deniedOnly }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: M.reviewedApplicants })).queryByText('Ana Silva')).toBeNull());
    expect(within(screen.getByRole('list', { name: M.reviewedApplicants })).getByText('Ines Moreau')).toBeTruthy();
  });

  it('a failed pending list load shows the error and no applicants', async () => {
    server.use(http.get('*/speaker/api/speaker/get-pending-speakers', () => HttpResponse.json({ title: 'Internal Server Error', status: 500 }, { status: 500 })));
    renderPage();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('list', { name: M.pendingApplicants })).toBeNull();
    expect(screen.queryByText(M.noPendingApplicants)).toBeNull();
  });
});

describe('SpeakerAdminLink', () => {
  const renderLink = () => {
    const { Providers } = createAppHarness({ user: userOf(STAFF) });
    return render(
      <Providers>
        <SpeakerAdminLink />
      </Providers>,
    );
  };
  it('links admins to /speakerPage/admin with the pending count', async () => {
    renderLink();
    const link = await screen.findByRole('link', { name: `${M.speakerAdministration} 2` });
    expect(link.getAttribute('href')).toBe('/speakerPage/admin');
  });
  it('shows nothing to anyone else', async () => {
    canView = false;
    const { container } = renderLink();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
  });
});
