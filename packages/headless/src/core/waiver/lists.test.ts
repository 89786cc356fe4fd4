import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WAIVER_SORT,
  WAIVER_LIST_FILTERS,
  WAIVER_LIST_SORTS,
  WAIVER_LIST_VIEWS,
  WAIVER_PAGE_SIZE,
  WAIVER_VIEWS,
  hasMoreWaivers,
  isWaiverListFilter,
  isWaiverListSort,
  waiverListError,
  waiverListRow,
  waiverRequestsQuery,
  waiverSearchQuery,
  waiverViewOf,
  type WaiverItem,
  type WaiverListView,
} from './lists';
import { WAIVER_ROLES, waiverStateOf } from './machine';

const LEAD = '7b000000-0000-4000-8000-000000000001';
const CHAPTER = '00000000-0000-4000-8000-00000000c101';
const WAIVER_ID = '3c000000-0000-4000-8000-000000000001';
// The documented waiver of docs/contracts.md, new (flow Submit), with `extra` over it.
const INGRID: WaiverItem = { id: WAIVER_ID, leadId: LEAD, communityId: CHAPTER, firstName: 'Ingrid', lastName: 'Solberg', chapterName: 'Harbor City Chapter', companyName: 'Solberg Timber', waiverStatus: 'Requested', waiverFlowStatus: 'Submit', waiverRequestedDate: '2026-10-05T14:00:00Z', waiverSentForCommentsDate: null, waiverPostedToPrpdate: null };
const item = (extra: Partial<WaiverItem> = {}): WaiverItem => ({ ...INGRID, ...extra });

describe('waiver views (spec 002 §2, §6)', () => {
  it('names each view with a viewType the sandbox reads and one waiver role each', () => {
    expect(Object.fromEntries(WAIVER_LIST_VIEWS.map((v) => [v, [WAIVER_VIEWS[v].viewType, WAIVER_VIEWS[v].role]]))).toEqual({
      chapter: ['chapter', 'Chapter Officer'],
      regional: ['regional', 'Regional Officer'],
      regionalMemberOfficer: ['regionalMemberOfficer', 'Regional Member Officer'],
      prpMember: ['prpMember', 'PRP member'],
      prpAdmin: ['prpAdmin', 'PRP Admin'],
    });
    // Every waiver role has its view.
    expect(new Set(WAIVER_LIST_VIEWS.map((v) => WAIVER_VIEWS[v].role))).toEqual(new Set(WAIVER_ROLES));
  });
  it.each([
    ['chapter', 'chapter'],
    ['Chapter', 'chapter'],
    ['prp-admin', 'prpAdmin'],
    ['PRPMember', 'prpMember'],
    ['regionalMemberOfficer', 'regionalMemberOfficer'],
    ['regional', 'regional'],
    ['admin', undefined],
    ['', undefined],
    [undefined, undefined],
  ] as const)('waiverViewOf(%j) is %j', (text, view) => {
    expect(waiverViewOf(text)).toBe(view);
  });
});

describe('filters, sorts and paging (spec 002 §4, §7, §9)', () => {
  it('has the five filters and three sorts in the spec order, Last Updated first', () => {
    expect(WAIVER_LIST_FILTERS).toEqual(['New', 'Resend To Region', 'Send To PRP', 'Resend To PRP', 'Finalize']);
    expect(WAIVER_LIST_SORTS).toEqual(['Last Updated', 'First Name', 'Last Name']);
    expect(DEFAULT_WAIVER_SORT).toBe('Last Updated');
    expect(isWaiverListFilter('Finalize')).toBe(true);
    expect(isWaiverListFilter('finalize')).toBe(false);
    expect(isWaiverListSort('Last Name')).toBe(true);
    expect(isWaiverListSort('Status')).toBe(false);
  });
  it.each([
    [0, false],
    [19, false],
    [20, true],
  ])('a page of %i items has more after it: %s', (length, more) => {
    expect(WAIVER_PAGE_SIZE).toBe(20);
    expect(hasMoreWaivers(length)).toBe(more);
  });
  it.each([
    [0, {}, { pageNumber: 1, sortType: 'Last Updated' }],
    [2, { sortType: 'Last Name' }, { pageNumber: 3, sortType: 'Last Name' }],
    [0, { communityId: CHAPTER, filterBy: 'Send To PRP' }, { pageNumber: 1, sortType: 'Last Updated', communityId: CHAPTER, filterBy: 'Send To PRP' }],
    [1, { leadId: LEAD, communityId: '' }, { pageNumber: 2, sortType: 'Last Updated', leadId: LEAD }],
    [-3, { filterBy: undefined }, { pageNumber: 1, sortType: 'Last Updated' }],
  ] as const)('page %i of %j asks %j', (pageIndex, query, expected) => {
    expect(waiverRequestsQuery(pageIndex, query)).toEqual(expected);
  });
  it.each([
    ['', undefined, undefined],
    [' s ', CHAPTER, undefined],
    ['  Solberg ', undefined, { searchToken: 'Solberg' }],
    ['so', CHAPTER, { communityId: CHAPTER, searchToken: 'so' }],
  ] as const)('searching %j in %j asks %j (text longer than 1 character only)', (text, communityId, expected) => {
    expect(waiverSearchQuery(text, communityId)).toEqual(expected);
  });
});

describe('rows (spec 002 §4)', () => {
  it('maps the server state to the machine, both chapter-submit spellings and unknown values', () => {
    expect(waiverStateOf(item())).toEqual({ status: 'requested', flow: 'Submit', requestedDate: '2026-10-05T14:00:00Z', sentForCommentsDate: null, postedToPrpDate: null });
    expect(waiverStateOf(item({ waiverStatus: 'Chapter_needs_to_submit', waiverFlowStatus: 'ReSubmit' }))).toMatchObject({ status: 'chapterSubmit', flow: 'ReSubmit' });
    expect(waiverStateOf(item({ waiverStatus: 'Chapter needs to submit' as WaiverItem['waiverStatus'] })).status).toBe('chapterSubmit');
    expect(waiverStateOf(item({ waiverStatus: 'Archived' as WaiverItem['waiverStatus'], waiverFlowStatus: null }))).toMatchObject({ status: 'none', flow: null });
  });
  // The form link of each status for each view: only a chapter officer, only while the machine lets them submit.
  const FORM_LINK: Record<string, string | null> = {
    'None/-': 'Request Waiver',
    'Pending/-': 'Continue Waiver Request',
    'Chapter_needs_to_submit/ReSubmit': 'Resubmit Waiver',
    'Requested/Submit': null,
    'Requested/Send_to_PRP': null,
    'Approved/Approved': null,
    'Denied/Denied': null,
  };
  const cases = WAIVER_LIST_VIEWS.flatMap((view) => Object.entries(FORM_LINK).map(([key, label]) => [view, key, view === 'chapter' ? label : null] as const));
  it.each(cases)('%s view, %s: form link %j', (view: WaiverListView, key, label) => {
    const [status, flow] = key.split('/') as [WaiverItem['waiverStatus'], string];
    const row = waiverListRow(view, item({ waiverStatus: status, waiverFlowStatus: flow === '-' ? null : (flow as WaiverItem['waiverFlowStatus']) }));
    expect(row.requestLabel).toBe(label);
  });
  it('shows the name, chapter, company, labels and dates', () => {
    expect(waiverListRow('prpAdmin', item({ waiverFlowStatus: 'Resend_To_Region_Send_to_PRP', waiverPostedToPrpdate: '2026-10-09T10:00:00Z' }))).toEqual({
      id: WAIVER_ID,
      leadId: LEAD,
      communityId: CHAPTER,
      name: 'Ingrid Solberg',
      chapterName: 'Harbor City Chapter',
      companyName: 'Solberg Timber',
      statusLabel: 'Waiver Requested',
      flowLabel: 'SEND TO PRP',
      requestedDate: '2026-10-05T14:00:00Z',
      sentForCommentsDate: null,
      postedToPrpDate: '2026-10-09T10:00:00Z',
      requestLabel: null,
    });
    expect(waiverListRow('chapter', item({ waiverStatus: 'None', waiverFlowStatus: null, chapterName: undefined, companyName: null }))).toMatchObject({
      statusLabel: 'Request Waiver',
      flowLabel: '',
      chapterName: '',
      companyName: '',
    });
  });
});

describe('waiverListError (spec 002 §6, §8)', () => {
  it.each([
    [403, 'forbidden', 'Insufficient permissions to view waiverList'],
    [500, 'server', 'Error in loading the list of waivers. Please try reloading the page.'],
    [404, 'notFound', 'Error in loading the list of waivers. Please try reloading the page.'],
  ] as const)('a %i answer is %s with %j', (status, code, text) => {
    const error = waiverListError({ error: { title: 'No', status }, response: { status } });
    expect(error).toMatchObject({ code, message: text, cause: { status } });
  });
  it('a call that reached no server shows the list text; an aborted one stays aborted', () => {
    expect(waiverListError({ error: new TypeError('Failed to fetch') })).toMatchObject({ code: 'connection', message: 'Error in loading the list of waivers. Please try reloading the page.' });
    expect(waiverListError({ error: new DOMException('The operation was aborted.', 'AbortError') }).code).toBe('aborted');
  });
});
