import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { WAIVER_MESSAGES as M } from '@ypo/headless/waiver';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { createAppHarness, server, startMockServer, stubCssEscape, userOf } from '../../testing/app-harness';
import { WaiverFormPage } from './waiver-form-page';

startMockServer();
stubCssEscape();
afterEach(cleanup);

const BRUNO = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000002';
const LEAD = '7b000000-0000-4000-8000-000000000001';
const CHAPTER = '00000000-0000-4000-8000-00000000c101';
const W = '*/waiver/api/waivers';
const STORED = {
  id: '3c000000-0000-4000-8000-000000000001', leadId: LEAD, communityId: CHAPTER, waiverStatus: 'Pending', waiverFlowStatus: null,
  typeOfWaiver: 'enterprise-value', firstName: 'Ingrid', lastName: 'Solberg', chapterName: 'Harbor City Chapter', recommendation: null, age: 44,
  companyName: 'Solberg Timber', companyType: 'private', reportsTo: 'Board of directors', website: 'https://solbergtimber.example', title: 'ceo',
  titleOther: null, numberOfEmployees: 180, totalCompensation: 9.5, dollarVolume: 42_000_000, corporationType: 'family-owned',
  numberOfChapterMembers: 64, regionName: 'Atlantic Region', volumeSales: null, enterpriseValue: 120_000_000,
  waiverAnswerList: [{ questionId: 'q1', answer: 'Growing.' }], attachments: [{ name: 'financials.png', url: 'https://media.example/waivers/financials.png' }],
};
let details: Record<string, unknown>;
let submits: { url: URL; body: Record<string, unknown> }[];

beforeEach(() => {
  details = STORED;
  submits = [];
  server.use(
    http.get(`${W}/get-types`, () => HttpResponse.json([{ id: 'enterprise-value', name: 'Enterprise value' }])),
    http.get(`${W}/get-company-types`, () => HttpResponse.json([{ id: 'private', name: 'Private' }])),
    http.get(`${W}/get-corporation-types`, () => HttpResponse.json([{ id: 'family-owned', name: 'Family owned' }])),
    http.get(`${W}/get-title-types`, () => HttpResponse.json([{ id: 'ceo', name: 'CEO' }, { id: 'other', name: 'Other' }])),
    http.get(`${W}/get-questions`, () => HttpResponse.json([{ questionId: 'q1', question: 'Why waive?' }, { questionId: 'q2', question: 'Leadership?' }, { questionId: 'q3', question: 'Chapter support?' }])),
    http.get(`${W}/get-details/:leadId/:viewType`, () => HttpResponse.json(details)),
    http.post(`${W}/submit-request/:viewType`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      submits.push({ url: new URL(request.url), body });
      const isDraft = new URL(request.url).searchParams.get('isdraft') === 'true';
      return HttpResponse.json({ ...STORED, ...body, waiverStatus: isDraft ? 'Pending' : 'Requested', waiverFlowStatus: isDraft ? null : 'Submit', attachments: STORED.attachments });
    }),
  );
});

function renderForm(query = `?communityId=${CHAPTER}&leadId=${LEAD}`) {
  const { Providers } = createAppHarness({ user: userOf(BRUNO) });
  return render(
    <Providers>
      <MemoryRouter initialEntries={[`/waiverForm${query}`]}>
        <WaiverFormPage />
      </MemoryRouter>
    </Providers>,
  );
}

const field = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;

describe('WaiverFormPage (spec 002 §3, §5, §8)', () => {
  it('shows every field of the lead’s waiver, numbers with thousands separators and the attachments; axe-clean', async () => {
    const { container } = renderForm();
    expect((await screen.findByRole('textbox', { name: M.firstNameLabel }) as HTMLInputElement).value).toBe('Ingrid');
    for (const label of [M.lastNameLabel, M.chapterNameLabel, M.recommendationLabel, M.ageLabel, M.companyNameLabel, M.reportsToLabel, M.websiteLabel,
      M.numberOfEmployeesLabel, M.totalCompensationLabel, M.dollarVolumeLabel, M.numberOfChapterMembersLabel, M.regionNameLabel, M.volumeSalesLabel,
      M.enterpriseValueLabel, 'Why waive?', 'Leadership?', 'Chapter support?']) {
      expect(field(label)).toBeTruthy();
    }
    for (const label of [M.typeOfWaiverLabel, M.companyTypeLabel, M.corporationTypeLabel, M.titleLabel]) expect(screen.getByRole('button', { name: new RegExp(label) })).toBeTruthy();
    expect(field(M.dollarVolumeLabel).value).toBe('42,000,000');
    expect(field(M.enterpriseValueLabel).value).toBe('120,000,000');
    expect(screen.getByRole('link', { name: 'financials.png' }).getAttribute('href')).toBe('https://media.example/waivers/financials.png');
    expect(screen.getByRole('button', { name: M.removeAttachment('financials.png') })).toBeTruthy();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('a refused submit shows each text beside its field and the form text, keeps what was typed, sends nothing; axe-clean', async () => {
    const { container } = renderForm();
    await screen.findByRole('textbox', { name: M.firstNameLabel });
    fireEvent.change(field(M.ageLabel), { target: { value: '130' } });
    fireEvent.change(field(M.websiteLabel), { target: { value: 'solbergtimber' } });
    fireEvent.click(screen.getByRole('button', { name: M.submit }));
    expect(await screen.findByText(M.requiredDetails)).toBeTruthy();
    expect(screen.getByText(M.ageInvalid)).toBeTruthy();
    expect(screen.getByText(M.websiteInvalid)).toBeTruthy();
    expect(screen.getAllByText(M.questionRequired)).toHaveLength(2);
    expect(field(M.ageLabel).value).toBe('130');
    expect(field(M.ageLabel).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field(M.ageLabel)));
    expect(submits).toEqual([]);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it("saves a draft: 'Waiver saved successfully'; groups a typed number on leaving the field", async () => {
    renderForm();
    await screen.findByRole('textbox', { name: M.firstNameLabel });
    fireEvent.change(field(M.totalCompensationLabel), { target: { value: '1234.5' } });
    fireEvent.blur(field(M.totalCompensationLabel));
    expect(field(M.totalCompensationLabel).value).toBe('1,234.5');
    fireEvent.click(screen.getByRole('button', { name: M.saveDraft }));
    expect(await screen.findByText(M.saved)).toBeTruthy();
    expect(submits).toHaveLength(1);
    expect(submits[0]?.url.searchParams.get('isdraft')).toBe('true');
    expect(submits[0]?.body).toMatchObject({ totalCompensation: 1234.5, attachments: [] });
  });

  it("submits a complete form: 'Waiver Requested Successfully', then the chapter can no longer change it", async () => {
    renderForm();
    await screen.findByRole('textbox', { name: M.firstNameLabel });
    fireEvent.change(field('Leadership?'), { target: { value: 'Leads 180 people.' } });
    fireEvent.change(field('Chapter support?'), { target: { value: 'Unanimous.' } });
    fireEvent.click(screen.getByRole('button', { name: M.submit }));
    expect(await screen.findByText(M.requested)).toBeTruthy();
    expect(submits[0]?.url.searchParams.has('isdraft')).toBe(false);
    expect(await screen.findByText(M.formLocked)).toBeTruthy();
    expect(screen.queryByRole('button', { name: M.submit })).toBeNull();
  });

  it('shows the save-failure text and keeps the values when the save fails', async () => {
    server.use(http.post(`${W}/submit-request/:viewType`, () => HttpResponse.json({ title: 'Down', status: 503 }, { status: 503 })));
    renderForm();
    await screen.findByRole('textbox', { name: M.firstNameLabel });
    fireEvent.change(field(M.companyNameLabel), { target: { value: 'Solberg Timber AS' } });
    fireEvent.click(screen.getByRole('button', { name: M.saveDraft }));
    expect(await screen.findByText(M.saveFailed)).toBeTruthy();
    expect(field(M.companyNameLabel).value).toBe('Solberg Timber AS');
  });

  it('a waiver with the review is read-only to the chapter', async () => {
    details = { ...STORED, waiverStatus: 'Requested', waiverFlowStatus: 'Send_to_Region' };
    renderForm();
    expect(await screen.findByText(M.formLocked)).toBeTruthy();
    expect(screen.queryByRole('button', { name: M.saveDraft })).toBeNull();
    expect(screen.queryByRole('button', { name: M.attachFiles })).toBeNull();
  });

  it('asks to open the form from the list without a prospect', () => {
    renderForm(`?communityId=${CHAPTER}`);
    expect(screen.getByText(M.formNeedsLead)).toBeTruthy();
  });
});
