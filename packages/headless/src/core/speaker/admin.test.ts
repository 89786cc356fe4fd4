import { describe, expect, it } from 'vitest';
import {
  REVIEWED_FILTERS,
  SPEAKER_ADMIN_PAGE_SIZE,
  applicantId,
  applicantStatusLabel,
  applicantsOf,
  applicantsQuery,
  hasMoreApplicants,
  isReviewedFilter,
  reviewConfirmText,
  withoutApplicant,
  type SpeakerApplicant,
} from './admin';

const card = (id: string, extra: Partial<SpeakerApplicant> = {}): SpeakerApplicant => ({ personID: id, speakerId: null, firstName: `F${id}`, familyName: `L${id}`, categories: [], ...extra });

describe('reviewed filters (spec 002 §4)', () => {
  it('offers Approved Only, Denied Only, Approved and Denied with their status values', () => {
    expect(REVIEWED_FILTERS.map((f) => [f.label, f.status])).toEqual([
      ['Approved Only', 'A'],
      ['Denied Only', 'D'],
      ['Approved and Denied', undefined],
    ]);
    expect(isReviewedFilter('denied')).toBe(true);
    expect(isReviewedFilter('D')).toBe(false);
  });
});

describe('applicantsQuery (spec 002 §7: skipNumber, takeSize, optional status)', () => {
  it.each([
    ['pending', 'approved', 0, { skipNumber: 0, takeSize: 10 }],
    ['pending', 'denied', 2, { skipNumber: 20, takeSize: 10 }],
    ['reviewed', 'approved', 0, { skipNumber: 0, takeSize: 10, status: 'A' }],
    ['reviewed', 'denied', 1, { skipNumber: 10, takeSize: 10, status: 'D' }],
    ['reviewed', 'approvedAndDenied', 3, { skipNumber: 30, takeSize: 10 }],
  ] as const)('%s / %s page %i', (list, filter, page, query) => {
    expect(applicantsQuery(list, filter, page)).toEqual(query);
  });
  it('pages by 10', () => expect(SPEAKER_ADMIN_PAGE_SIZE).toBe(10));
});

describe('hasMoreApplicants (spec 002 §4: a short page stops the infinite scroll)', () => {
  it.each([
    [10, 10, true],
    [9, 10, false],
    [0, 10, false],
    [50, 50, true],
    [49, 50, false],
  ])('a page of %i out of %i: more = %s', (length, take, more) => {
    expect(hasMoreApplicants(length, take)).toBe(more);
  });
  it('uses the admin page size by default', () => {
    expect(hasMoreApplicants(SPEAKER_ADMIN_PAGE_SIZE)).toBe(true);
    expect(hasMoreApplicants(SPEAKER_ADMIN_PAGE_SIZE - 1)).toBe(false);
  });
});

describe('applicantsOf', () => {
  it('appends the pages in order, each applicant once by id (speaker id, else person id, any case)', () => {
    const hiroshi = card('x', { personID: null, speakerId: 'ABC' });
    const pages = [[card('1'), card('2')], [card('2'), { ...hiroshi, speakerId: 'abc' }, card('3')], [hiroshi]];
    expect(applicantsOf(pages).map(applicantId)).toEqual(['1', '2', 'abc', '3']);
  });
  it('leaves out an applicant without an id', () => {
    expect(applicantsOf([[card('1', { personID: null })]])).toEqual([]);
  });
  it('withoutApplicant removes one applicant from every page', () => {
    expect(withoutApplicant([[card('1'), card('2')], [card('2')]], '2').map((p) => p.map(applicantId))).toEqual([['1'], []]);
  });
});

describe('texts', () => {
  it('confirms each review with the spec text', () => {
    expect(reviewConfirmText('approve')).toBe('Are you sure want to approve the Applicant?');
    expect(reviewConfirmText('deny')).toBe('Are you sure want to deny the Applicant?');
  });
  it.each([
    ['A', 'Approved'],
    ['d', 'Denied'],
    ['P', 'Pending'],
    [null, ''],
    ['X', ''],
  ])('status %s reads %s', (status, label) => expect(applicantStatusLabel(status)).toBe(label));
});
