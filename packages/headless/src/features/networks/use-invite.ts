import { FEATURE_MESSAGES } from '../../core/feature-messages';
import { useCallback, useReducer, type Dispatch } from 'react';
import { unwrap } from '../../core/errors/unwrap';
import { AppError } from '../../core/messages';
import { EMPTY_BULK_INVITE, bulkInviteErrors, bulkInviteReducer, canSendBulkInvite, inviteOutcomeOf, notProfileEmailsOf, type BulkInviteAction, type InviteOutcome } from '../../core/networks/invites';
import { useSdk } from '../../hooks/sdk-context';
import { useMutation, type CallResult } from '../../hooks/use-mutation';
import type { NetworkCommunityRef } from './network-community';

/** Who to invite: members by person id (invite by name) or by email (bulk invite). */
export interface InviteTarget {
  /** Members by person id (invite by name). */
  readonly personIds?: readonly string[];
  /** Members by email (bulk invite); each must belong to a member profile. */
  readonly emails?: readonly string[];
}

/**
 * Invitations to a community by its admins (spec 001 §5, §8; the 'invite someone' panel): by name
 * (`inviteByName` with person ids) or by emails (the bulk-invite field: type, confirm with Enter,
 * then `sendBulkInvite`). The outcome carries the spec's texts: 'This member does not meet the
 * eligibility criteria.', 'Some of the members do not meet the eligibility criteria.', or 'Error
 * while Inviting' for any other failure; emails of no member profile are marked in the field.
 */
export function useInvite(community: NetworkCommunityRef) {
  const sdk = useSdk();
  const [bulk, dispatch] = useReducer(bulkInviteReducer, EMPTY_BULK_INVITE);
  const { communityId, communityName } = community;
  const inviteMutation = useMutation(async (target: InviteTarget): Promise<InviteOutcome> => {
    const body = { communityId, ...(target.personIds ? { personIds: [...target.personIds] } : {}), ...(target.emails ? { emails: [...target.emails] } : {}) };
    let answer;
    try {
      answer = await unwrap(sdk.communities.POST('/communities/api/communities/{name}/invite', { params: { path: { name: communityName } }, body }), { log: true, message: FEATURE_MESSAGES.inviteFailed });
    } catch (thrown) {
      const refused = thrown instanceof AppError ? notProfileEmailsOf(thrown.cause?.body, target.emails ?? []) : [];
      if (refused.length > 0) dispatch({ type: 'notProfiles', emails: refused });
      throw thrown;
    }
    const outcome = inviteOutcomeOf(answer);
    if (outcome.kind === 'refused') throw new AppError('validation', { message: outcome.text, serverMessage: answer.message });
    return outcome;
  });
  const { trigger } = inviteMutation;
  const inviteByName = useCallback((personIds: readonly string[]) => trigger({ personIds }), [trigger]);
  const sendBulkInvite = useCallback(async (): Promise<CallResult<InviteOutcome> | undefined> => {
    if (!canSendBulkInvite(bulk)) return undefined;
    const result = await trigger({ emails: bulk.emails });
    if (result?.ok) dispatch({ type: 'reset' });
    return result;
  }, [bulk, trigger]);
  return {
    inviteByName,
    /** The bulk-invite field's state; feed it `dispatch({ type: 'type' | 'key' | 'remove', ... })`. */
    bulk,
    // Declared as React's `Dispatch` (in the types of React 18 and 19); inferred, it is React 19's `ActionDispatch`.
    dispatch: dispatch as Dispatch<BulkInviteAction>,
    bulkErrors: bulkInviteErrors(bulk),
    canSendBulkInvite: canSendBulkInvite(bulk),
    sendBulkInvite,
    isInviting: inviteMutation.isMutating,
    error: inviteMutation.error,
  };
}
