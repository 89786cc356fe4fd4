import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { unwrap, type UnwrapOptions } from '../../core/errors/unwrap';
import { AppError } from '../../core/messages';
import { waiverComment, waiverReason, type WaiverMailRecipient } from '../../core/waiver/details';
import { applyWaiverAction, type WaiverAction, type WaiverState, type WaiverViewer } from '../../core/waiver/machine';
import { WAIVER_MESSAGES } from '../../core/waiver/messages';
import { useSdk } from '../../hooks/sdk-context';
import { useMutation } from '../../hooks/use-mutation';

/** The actions of the details page: every action but the chapter's save and submit, which the form takes. */
export type WaiverDetailsAction = Exclude<WaiverAction, 'saveDraft' | 'submit'>;

/** One action with what it needs (spec 002 §4, §5, §7). */
export type WaiverActionRequest =
  | { readonly action: 'sendToRegion' }
  | { readonly action: 'sendToPrp'; readonly reviewMembers: readonly string[] }
  | { readonly action: 'commentAsRegion' | 'commentAsPrpMember'; readonly comment: string }
  | { readonly action: 'voteApprove' }
  | { readonly action: 'voteDeny' | 'sendBack'; readonly reason: string }
  | { readonly action: 'finalizeApproved' | 'finalizeDenied'; readonly recipients: readonly WaiverMailRecipient[] };

/** The waiver an action is taken on, and by whom (from `useWaiverDetails`). */
export interface WaiverActionTarget {
  /** The waiver's ids. */
  readonly waiver: { readonly id: string; readonly leadId: string; readonly communityId?: string | undefined };
  /** Its machine state. */
  readonly state: WaiverState;
  /** The viewer taking the action. */
  readonly viewer: WaiverViewer;
  /** The chapter or region it was opened in (query communityId), else the waiver's chapter. */
  readonly communityId?: string | undefined;
}

/** What an action that did not throw came to. */
export interface WaiverActionDone {
  /** The action taken. */
  readonly action: WaiverDetailsAction;
  /**
   * spec 002 §8: vote, send-back and finalize swallow a failure and record an error flag instead
   * (any status but 200). `true`: the server did not take the step.
   */
  readonly isErrorFlag: boolean;
}

// spec 002 §8: send-back, regional comments, vote and finalize record an error flag whenever the
// status is not 200; vote, send-back and finalize swallow the failure.
const FLAGGED: ReadonlySet<WaiverDetailsAction> = new Set(['sendBack', 'commentAsRegion', 'voteApprove', 'voteDeny', 'finalizeApproved', 'finalizeDenied']);
const SWALLOWED: ReadonlySet<WaiverDetailsAction> = new Set(['sendBack', 'voteApprove', 'voteDeny', 'finalizeApproved', 'finalizeDenied']);
const ERROR_FLAG = Symbol('errorFlag');

// What an action changes: the waiver's details and every waiver list.
const WAIVER_READS = ['waiver/api/waivers/get-details', 'waiver/api/waivers/get-requests', 'waiver/api/waivers/search'];
const isWaiverRead = (key: unknown) => {
  const first: unknown = Array.isArray(key) ? key[0] : key;
  return typeof first === 'string' && WAIVER_READS.some((read) => first.includes(read));
};

/** The payload's problem, if any: a reason, a comment, the panel (at least one), the recipients (at least one). */
function payloadError(request: WaiverActionRequest): string | undefined {
  switch (request.action) {
    case 'sendToPrp':
      return request.reviewMembers.length === 0 ? WAIVER_MESSAGES.panelRequired : undefined;
    case 'commentAsRegion':
    case 'commentAsPrpMember':
      return waiverComment(request.comment)[0];
    case 'voteDeny':
    case 'sendBack':
      return waiverReason(request.reason)[0];
    case 'finalizeApproved':
    case 'finalizeDenied':
      return request.recipients.length === 0 ? WAIVER_MESSAGES.recipientsRequired : undefined;
    default:
      return undefined;
  }
}

/** What {@link useWaiverActions} gives. */
export interface WaiverActions {
  /**
   * Takes an action through the one write hook: refused locally (no call) when `waiverActionsFor`
   * does not allow it or its payload is wrong; resolves to the result (never throws), `undefined`
   * while another action runs.
   */
  readonly run: (request: WaiverActionRequest) => Promise<{ ok: true; data: WaiverActionDone } | { ok: false; error: AppError } | undefined>;
  /** An action is running. */
  readonly isRunning: boolean;
  /** The failure of the last action that threw (a refusal, a bad payload, a failed call that is not swallowed). */
  readonly error: AppError | undefined;
  /** The action whose failure was swallowed last (spec 002 §8 error flag); null after a later action. */
  readonly errorFlag: WaiverDetailsAction | null;
  /** Forgets the error and the error flag. */
  readonly reset: () => void;
}

/**
 * The workflow actions of the details page (spec 002 §4, §7, §8): send to region (POST
 * send-to-region/{leadId}), send to PRP with the panel (POST send-to-prp), comments (POST
 * add-comment/REGIONALOFFICER?communityId, add-comment/PRPMEMBER), votes (POST submit-vote, a denial
 * with its reason), send back with a reason (POST send-back-to-chapter) and finalise (POST
 * finalize-request with the mail recipients). What the user sees after a failure (spec 002 §8):
 * vote, send-back and finalize swallow it, so `run` succeeds with `isErrorFlag` and `errorFlag` names
 * the action (the page closes the dialog and says the waiver was not updated); every other failure
 * is logged and returned as the error (the dialog stays open with it, the server's message when it
 * gives one). After every call the details and the waiver lists load again, so the page shows the
 * server's state either way.
 */
export function useWaiverActions(target: WaiverActionTarget | undefined): WaiverActions {
  const sdk = useSdk();
  const { mutate } = useSWRConfig();
  const [errorFlag, setErrorFlag] = useState<WaiverDetailsAction | null>(null);
  const mutation = useMutation(async (request: WaiverActionRequest): Promise<WaiverActionDone> => {
    if (target === undefined) throw new AppError('notFound');
    const outcome = applyWaiverAction(target.state, target.viewer, request.action, new Date().toISOString());
    if (!outcome.ok) throw new AppError('forbidden', { message: outcome.message });
    const invalid = payloadError(request);
    if (invalid !== undefined) throw new AppError('validation', { message: invalid });
    const { id, leadId } = target.waiver;
    const communityId = target.communityId ?? target.waiver.communityId;
    const options: UnwrapOptions = { log: true, surfaceServerMessage: true, ...(FLAGGED.has(request.action) ? { requireStatus: 200 } : {}) };
    const call = (() => {
      switch (request.action) {
        case 'sendToRegion':
          return sdk.waiver.POST('/waiver/api/waivers/send-to-region/{leadId}', { params: { path: { leadId } } });
        case 'sendToPrp':
          return sdk.waiver.POST('/waiver/api/waivers/send-to-prp', { body: { id, leadId, ...(communityId ? { communityId } : {}), reviewMembers: [...request.reviewMembers] } });
        case 'commentAsRegion':
          return sdk.waiver.POST('/waiver/api/waivers/add-comment/REGIONALOFFICER', {
            params: { query: communityId ? { communityId } : {} },
            body: { id, leadId, comment: request.comment.trim() },
          });
        case 'commentAsPrpMember':
          return sdk.waiver.POST('/waiver/api/waivers/add-comment/PRPMEMBER', { body: { id, leadId, comment: request.comment.trim() } });
        case 'voteApprove':
          return sdk.waiver.POST('/waiver/api/waivers/submit-vote', { body: { id, leadId, waiverFlowStatus: 'Approved_by_Member', reason: null } });
        case 'voteDeny':
          return sdk.waiver.POST('/waiver/api/waivers/submit-vote', { body: { id, leadId, waiverFlowStatus: 'Denied_by_Member', reason: request.reason.trim() } });
        case 'sendBack':
          return sdk.waiver.POST('/waiver/api/waivers/send-back-to-chapter', { body: { id, leadId, ...(communityId ? { communityId } : {}), reason: request.reason.trim() } });
        case 'finalizeApproved':
        case 'finalizeDenied':
          return sdk.waiver.POST('/waiver/api/waivers/finalize-request', {
            body: { id, leadId, waiverStatus: request.action === 'finalizeApproved' ? 'Approved' : 'Denied', recipients: request.recipients.map((r) => ({ ...r })) },
          });
      }
    })();
    try {
      const answer = SWALLOWED.has(request.action) ? await unwrap(call, { ...options, swallow: ERROR_FLAG }) : await unwrap(call, options);
      const isErrorFlag = answer === ERROR_FLAG;
      setErrorFlag(isErrorFlag ? request.action : null);
      return { action: request.action, isErrorFlag };
    } finally {
      // One argument: revalidate only, keeping what is shown until the new answer comes.
      void mutate(isWaiverRead);
    }
  });
  const { trigger, isMutating, error, reset: resetMutation } = mutation;
  const run = useCallback(
    (request: WaiverActionRequest) => {
      setErrorFlag(null);
      return trigger(request);
    },
    [trigger],
  );
  const reset = useCallback(() => {
    resetMutation();
    setErrorFlag(null);
  }, [resetMutation]);
  return { run, isRunning: isMutating, error, errorFlag, reset };
}
