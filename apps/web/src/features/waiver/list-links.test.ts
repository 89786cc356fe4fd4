import { paths } from '@ypo/headless';
import { WAIVER_LIST_ROUTES } from '@ypo/headless/waiver';
import { describe, expect, it } from 'vitest';
import { waiverDetailsHref, waiverFormHref, waiverListViewOfPath } from './list-links';

const LEAD = '7b000000-0000-4000-8000-000000000001';
const CHAPTER = '00000000-0000-4000-8000-00000000c101';

describe('waiver list addresses (spec 002 §2)', () => {
  it.each([
    ['/chapterWaiver', 'chapter'],
    [`/chapterWaiver/${CHAPTER}`, 'chapter'],
    ['/regionalWaiver/r-1', 'regionalMemberOfficer'],
    ['/peerReviewPanel', 'prpMember'],
    ['/peerReviewPanelAdmin', 'prpAdmin'],
    ['/PEERREVIEWPANEL?x=1', 'prpMember'],
    ['/waiverForm', undefined],
    ['/', undefined],
  ] as const)('the page at %s lists the %s view', (path, view) => {
    expect(waiverListViewOfPath(path)).toBe(view);
  });
  it('maps the four list routes of the route table', () => {
    expect(Object.keys(WAIVER_LIST_ROUTES).map((name) => waiverListViewOfPath(paths[name as keyof typeof WAIVER_LIST_ROUTES]()))).toEqual(['chapter', 'regionalMemberOfficer', 'prpMember', 'prpAdmin']);
  });
  it('links a row to the details page of its view with the prospect, and to the form of its chapter', () => {
    expect(waiverDetailsHref('prpMember', { leadId: LEAD, communityId: CHAPTER })).toBe(`/waiverFormCommon/prpMember?leadId=${LEAD}&communityId=${CHAPTER}`);
    expect(waiverDetailsHref('chapter', { leadId: LEAD, communityId: '' })).toBe(`/waiverFormCommon/chapter?leadId=${LEAD}`);
    expect(waiverFormHref({ leadId: LEAD, communityId: CHAPTER })).toBe(`/waiverForm?communityId=${CHAPTER}&leadId=${LEAD}`);
  });
});
