// A prospect's waiver in the prospect management tab (spec 001 §2): the status label of the waiver
// machine (spec 002 §4, one mapping for every screen) and where it leads, the addresses of the route
// table (spec 002 §2) built as the chapter waiver list builds them (features may not import each other).
import { paths, withQuery, type ProspectRow } from '@ypo/headless';
import { WAIVER_STATUS_LABELS, WAIVER_VIEWS, waiverStatusOf } from '@ypo/headless/waiver';

/** The waiver cell of a prospect row: its label and the address it links to. */
export interface ProspectWaiver {
  /** The status label (spec 002 §4), e.g. 'Waiver Requested'; 'Request Waiver' for a prospect without a waiver. */
  readonly label: string;
  /** The waiver's details in the chapter view, or the waiver form when the prospect has none. */
  readonly href: string;
}

/**
 * The waiver of a prospect of a chapter: a prospect with a waiver links to its details
 * (/waiverFormCommon/chapter?leadId=…&communityId=…); one without links to the form
 * (/waiverForm?communityId=…&leadId=…) under 'Request Waiver'. The prospect's id is the waiver's lead id.
 */
export function prospectWaiver(prospect: Pick<ProspectRow, 'id' | 'waiverStatus'>, communityId: string): ProspectWaiver {
  // spec 002 §4: server values map to the product statuses; anything unknown (or nothing) is none.
  const status = waiverStatusOf(prospect.waiverStatus);
  const chapter = communityId || undefined;
  if (status === 'none') {
    return { label: WAIVER_STATUS_LABELS.none, href: withQuery(paths.WaiverForm(), { communityId: chapter, leadId: prospect.id }) };
  }
  return {
    label: WAIVER_STATUS_LABELS[status],
    href: withQuery(paths.WaiverFormCommon(WAIVER_VIEWS.chapter.viewType), { leadId: prospect.id, communityId: chapter }),
  };
}
