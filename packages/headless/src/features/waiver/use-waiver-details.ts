import type { waiver as contract } from '@ypo/sdk';
import { useMemo } from 'react';
import { AppError } from '../../core/messages';
import {
  waiverCommentsOf,
  waiverHistoryOf,
  waiverViewerOf,
  waiverVotesOf,
  type WaiverComment,
  type WaiverHistoryItem,
  type WaiverMailRecipient,
  type WaiverPrpRole,
  type WaiverVote,
} from '../../core/waiver/details';
import { waiverActionsFor, waiverStateOf, type WaiverAction, type WaiverState, type WaiverViewer } from '../../core/waiver/machine';
import { WAIVER_MESSAGES } from '../../core/waiver/messages';
import { useSdkQuery } from '../../hooks/use-sdk-query';

/** A waiver as get-details answers it (contract `Waiver`). */
export type WaiverDetailsAnswer = contract.components['schemas']['Waiver'];

/** SWR key of the signed-in person's PRP role (GET get-prp-role). */
export const WAIVER_PRP_ROLE_KEY = 'waiver/api/waivers/get-prp-role';

/** SWR key of one waiver's details: the lead, the view type and the community. */
export const waiverDetailsKey = (leadId: string, viewType: string, communityId?: string) =>
  ['waiver/api/waivers/get-details', leadId.toLowerCase(), viewType, communityId?.toLowerCase() ?? null] as const;

/** Options of {@link useWaiverDetails}. */
export interface WaiverDetailsOptions {
  /** The chapter or region the waiver was opened in (query communityId). */
  readonly communityId?: string | undefined;
}

/** What {@link useWaiverDetails} gives. */
export interface WaiverDetails {
  /** The waiver; undefined while loading or after a failure. */
  readonly waiver: WaiverDetailsAnswer | undefined;
  /** The machine's state of the waiver; undefined until it loads. */
  readonly state: WaiverState | undefined;
  /** Who looks at it: the role of the view, PRP roles confirmed by get-prp-role (see `waiverViewerOf`). */
  readonly viewer: WaiverViewer;
  /** The actions this viewer may take now (`waiverActionsFor`); none until the waiver and the PRP role load. */
  readonly actions: readonly WaiverAction[];
  /** The history the details answer carries (our extension), oldest first; empty when it has none. */
  readonly history: readonly WaiverHistoryItem[];
  /** The REGIONALOFFICER and PRPMEMBER comments, from the history. */
  readonly comments: readonly WaiverComment[];
  /** Each panel member's latest vote, from the history. */
  readonly votes: readonly WaiverVote[];
  /** The details or the PRP role are loading. */
  readonly isLoading: boolean;
  /** The failed load: 'Insufficient permissions to view waiverList' for a 403 (spec 002 §6), else the load-failure text. */
  readonly error: AppError | undefined;
  /** Loads the details again (after an action). */
  readonly reload: () => Promise<unknown>;
}

/**
 * One waiver's details for the details page (spec 002 §4, §6, §7: GET get-details/{leadId}/{viewType}
 * ?communityId and GET get-prp-role): the waiver, its machine state, the viewer, the actions
 * `waiverActionsFor` allows them now, and the history, comments and votes. A failed load is logged;
 * 403 shows 'Insufficient permissions to view waiverList'. A failed PRP role counts as no PRP role.
 * `leadId` undefined holds the loads.
 */
export function useWaiverDetails(leadId: string | undefined, viewType: string, { communityId }: WaiverDetailsOptions = {}): WaiverDetails {
  const details = useSdkQuery<WaiverDetailsAnswer>(
    leadId ? waiverDetailsKey(leadId, viewType, communityId) : null,
    (sdk, signal) =>
      sdk.waiver.GET('/waiver/api/waivers/get-details/{leadId}/{viewType}', {
        params: { path: { leadId: leadId ?? '', viewType }, query: communityId ? { communityId } : {} },
        signal,
      }),
    { unwrap: { log: true }, swr: { revalidateOnFocus: false } },
  );
  // A failed PRP role is logged and counts as no PRP role.
  const prp = useSdkQuery<WaiverPrpRole>(leadId ? WAIVER_PRP_ROLE_KEY : null, (sdk, signal) => sdk.waiver.GET('/waiver/api/waivers/get-prp-role', { signal }), {
    unwrap: { log: true },
    swr: { revalidateOnFocus: false },
  });
  const { data: waiver, error: loadError, isLoading, mutate } = details;
  const isPrpLoading = leadId !== undefined && prp.data === undefined && prp.error === undefined && prp.isLoading;
  return useMemo(() => {
    const state = waiver ? waiverStateOf(waiver) : undefined;
    const viewer = waiverViewerOf(viewType, prp.data);
    // The history is our extension (docs/waivers.md History): read defensively, in either spelling of its states.
    const history = waiverHistoryOf((waiver as { history?: unknown } | undefined)?.history);
    const error =
      loadError === undefined
        ? undefined
        : new AppError(loadError.code, {
            message: loadError.cause?.status === 403 ? WAIVER_MESSAGES.insufficientPermissions : WAIVER_MESSAGES.details.loadFailed,
            serverMessage: loadError.serverMessage,
            ...(loadError.cause ? { cause: loadError.cause } : {}),
          });
    return {
      waiver,
      state,
      viewer,
      actions: state && !isPrpLoading ? waiverActionsFor(state, viewer) : [],
      history,
      comments: waiverCommentsOf(history),
      votes: waiverVotesOf(history),
      isLoading: isLoading || isPrpLoading,
      error,
      reload: () => mutate(),
    };
  }, [waiver, viewType, prp.data, loadError, isLoading, mutate, isPrpLoading]);
}

/** A peer review panel member who can be chosen (GET get-reviewmembers, contract `ReviewMember`). */
export type WaiverReviewMember = contract.components['schemas']['ReviewMember'];

/** SWR key of the peer review panel (GET get-reviewmembers). */
export const WAIVER_REVIEW_MEMBERS_KEY = 'waiver/api/waivers/get-reviewmembers';

/** The peer review panel to choose from when sending to the PRP (spec 002 §7); `null` holds the load (dialog closed). A failure is logged. */
export function useWaiverReviewMembers({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  const swr = useSdkQuery<WaiverReviewMember[]>(isEnabled ? WAIVER_REVIEW_MEMBERS_KEY : null, (sdk, signal) => sdk.waiver.GET('/waiver/api/waivers/get-reviewmembers', { signal }), {
    unwrap: { log: true },
  });
  return { members: swr.data ?? [], isLoading: swr.isLoading, error: swr.error };
}

/** SWR key of a waiver's finalize mail recipients (GET get-finalizemail-recipients/{id}). */
export const waiverMailRecipientsKey = (waiverId: string) => ['waiver/api/waivers/get-finalizemail-recipients', waiverId.toLowerCase()] as const;

/**
 * The recipients of a waiver's finalize email (spec 002 §7: GET get-finalizemail-recipients/{id});
 * `waiverId` null holds the load (dialog closed). The search over them (5 first) is `finalizeRecipientsShown`.
 */
export function useWaiverMailRecipients(waiverId: string | null) {
  const swr = useSdkQuery<WaiverMailRecipient[]>(
    waiverId ? waiverMailRecipientsKey(waiverId) : null,
    (sdk, signal) => sdk.waiver.GET('/waiver/api/waivers/get-finalizemail-recipients/{id}', { params: { path: { id: waiverId ?? '' } }, signal }),
    { unwrap: { log: true } },
  );
  return { recipients: swr.data ?? [], isLoading: swr.isLoading, error: swr.error };
}
