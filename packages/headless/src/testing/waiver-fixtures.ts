// Waivers of the waiver tests (contract `Waiver`, list fields): item `n` is prospect First{n} Last{n}
// of Harbor City Chapter, requested and new (flow Submit) unless `extra` says otherwise.
import type { WaiverItem } from '../core/waiver/lists';

/** Harbor City Chapter, the chapter of the test waivers. */
export const TEST_CHAPTER = '00000000-0000-4000-8000-00000000c101';

/** A guid whose first group starts with `prefix` and whose last group is `n`. */
export const testGuid = (prefix: string, n: number) => `${prefix}000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Test waiver `n` (ids 3c…n, lead 7b…n), with `extra` over it. */
export const testWaiver = (n: number, extra: Partial<WaiverItem> = {}): WaiverItem => ({
  id: testGuid('3c', n),
  leadId: testGuid('7b', n),
  communityId: TEST_CHAPTER,
  firstName: `First${n}`,
  lastName: `Last${n}`,
  chapterName: 'Harbor City Chapter',
  companyName: `Company ${n}`,
  waiverStatus: 'Requested',
  waiverFlowStatus: 'Submit',
  waiverRequestedDate: '2026-10-05T14:00:00Z',
  waiverSentForCommentsDate: null,
  waiverPostedToPrpdate: null,
  ...extra,
});
