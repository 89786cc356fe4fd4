// The addresses of the waiver lists (spec 002 §2), from the route table: which list a page address
// shows, and where a row leads (the details page of its view, the chapter's form).
import { paths, withQuery } from '@ypo/headless';
import { WAIVER_LIST_ROUTES, WAIVER_VIEWS, type WaiverListRow, type WaiverListView } from '@ypo/headless/waiver';

/** The first segment of an address, lower case ('/chapterWaiver/x?y' -> 'chapterwaiver'). */
const firstSegment = (path: string) => (path.split('?')[0] ?? '').split('/').find((part) => part !== '')?.toLowerCase() ?? '';

const LIST_ROUTE_NAMES = Object.keys(WAIVER_LIST_ROUTES) as (keyof typeof WAIVER_LIST_ROUTES)[];

/** The view of a list page's address (its pathname), or undefined for an address that is no list page. */
export function waiverListViewOfPath(pathname: string): WaiverListView | undefined {
  const segment = firstSegment(pathname);
  const name = LIST_ROUTE_NAMES.find((route) => firstSegment(paths[route]()) === segment);
  return name === undefined ? undefined : WAIVER_LIST_ROUTES[name];
}

/**
 * A waiver's details page in a view: the PRP admin's own route /waiverFormPRPAdmin?leadId=…&communityId=… (spec 002 §2),
 * every other view's /waiverFormCommon/{viewType}?leadId=…&communityId=… (the details page reads both).
 */
export const waiverDetailsHref = (view: WaiverListView, row: Pick<WaiverListRow, 'leadId' | 'communityId'>): string =>
  withQuery(view === 'prpAdmin' ? paths.WaiverFormPRPAdmin() : paths.WaiverFormCommon(WAIVER_VIEWS[view].viewType), {
    leadId: row.leadId,
    communityId: row.communityId || undefined,
  });

/** The waiver form for a prospect of a chapter: /waiverForm?communityId=…&leadId=…. */
export const waiverFormHref = (row: Pick<WaiverListRow, 'leadId' | 'communityId'>): string =>
  withQuery(paths.WaiverForm(), { communityId: row.communityId || undefined, leadId: row.leadId });
