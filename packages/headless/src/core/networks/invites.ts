// Invitations to a network or group (spec 001 §5, §8): invite by name or by emails. Bulk-invite
// emails are confirmed with Enter and must belong to member profiles; the server refuses
// ineligible members with the spec's texts.
import { MESSAGES } from '../messages';
import { FEATURE_MESSAGES } from '../feature-messages';
import { emailRequired } from '../validation/validators';

/** The key that confirms the typed emails (spec 001 §5: 'confirmed with Enter'). */
export const BULK_INVITE_CONFIRM_KEY = 'Enter';

/** The bulk-invite field: the confirmed emails, the text being typed, and what is wrong with them. */
export interface BulkInviteState {
  /** Confirmed emails, in the order entered, each once (compared ignoring case). */
  readonly emails: readonly string[];
  /** Text typed and not yet confirmed (invalid addresses stay here to be corrected). */
  readonly draft: string;
  /** Addresses of the draft that are not valid email addresses. */
  readonly invalid: readonly string[];
  /** Confirmed emails that belong to no member profile (from the server's refusal). */
  readonly notProfiles: readonly string[];
}

/** What happens in the field: typing, a key press, removing an email, the server's refusal, clearing it. */
export type BulkInviteAction =
  | { readonly type: 'type'; readonly text: string }
  | { readonly type: 'key'; readonly key: string }
  | { readonly type: 'remove'; readonly email: string }
  | { readonly type: 'notProfiles'; readonly emails: readonly string[] }
  | { readonly type: 'reset' };

/** The empty field. */
export const EMPTY_BULK_INVITE: BulkInviteState = { emails: [], draft: '', invalid: [], notProfiles: [] };

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The addresses of a typed or pasted text: split at commas, semicolons and white space, trimmed, without empties. */
export function parseInviteEmails(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** The bulk-invite field after an action (a React `useReducer` reducer). */
export function bulkInviteReducer(state: BulkInviteState, action: BulkInviteAction): BulkInviteState {
  switch (action.type) {
    case 'type':
      return { ...state, draft: action.text, invalid: [] };
    case 'key': {
      if (action.key !== BULK_INVITE_CONFIRM_KEY) return state;
      const typed = parseInviteEmails(state.draft);
      const invalid = typed.filter((email) => emailRequired(email).length > 0);
      const emails = [...state.emails];
      for (const email of typed) if (!invalid.includes(email) && !emails.some((known) => sameEmail(known, email))) emails.push(email);
      return { ...state, emails, draft: invalid.join(', '), invalid };
    }
    case 'remove':
      return {
        ...state,
        emails: state.emails.filter((email) => !sameEmail(email, action.email)),
        notProfiles: state.notProfiles.filter((email) => !sameEmail(email, action.email)),
      };
    case 'notProfiles':
      return { ...state, notProfiles: state.emails.filter((email) => action.emails.some((refused) => sameEmail(refused, email))) };
    case 'reset':
      return EMPTY_BULK_INVITE;
  }
}

/** The field's messages: invalid addresses ('Please enter valid email address') and emails of no member profile. */
export function bulkInviteErrors(state: BulkInviteState): string[] {
  const errors: string[] = [];
  if (state.invalid.length > 0) errors.push(MESSAGES.emailInvalid);
  if (state.notProfiles.length > 0) errors.push(FEATURE_MESSAGES.inviteEmailNotAProfile);
  return errors;
}

/** Whether the emails may be sent: at least one confirmed, nothing invalid or refused left. */
export function canSendBulkInvite(state: BulkInviteState): boolean {
  return state.emails.length > 0 && state.invalid.length === 0 && state.notProfiles.length === 0 && state.draft.trim() === '';
}

/**
 * The emails a refused bulk invite names as belonging to no member profile: the server answers 422
 * with one `errors` entry per such email (keyed by the address).
 */
export function notProfileEmailsOf(body: unknown, sent: readonly string[]): string[] {
  const errors = typeof body === 'object' && body !== null ? (body as { errors?: unknown }).errors : undefined;
  if (typeof errors !== 'object' || errors === null) return [];
  const keys = Object.keys(errors);
  return sent.filter((email) => keys.some((key) => sameEmail(key, email)));
}

/** How an invitation went: everyone invited, some refused as ineligible, or none. */
export type InviteOutcome =
  | { readonly kind: 'invited' }
  | { readonly kind: 'partial'; readonly text: string }
  | { readonly kind: 'refused'; readonly text: string };

const ELIGIBILITY_TEXTS: readonly string[] = [FEATURE_MESSAGES.inviteMemberIneligible, FEATURE_MESSAGES.inviteSomeIneligible];

/**
 * The outcome of an invite answer (`success`, server `message`), with the spec 001 §8 texts: a refusal
 * shows the server's eligibility text, or 'Error while Inviting' for any other message.
 */
export function inviteOutcomeOf(answer: { readonly success: boolean; readonly message?: string | undefined }): InviteOutcome {
  const eligibility = ELIGIBILITY_TEXTS.find((text) => text === answer.message?.trim());
  if (!answer.success) return { kind: 'refused', text: eligibility ?? FEATURE_MESSAGES.inviteFailed };
  return eligibility === FEATURE_MESSAGES.inviteSomeIneligible ? { kind: 'partial', text: eligibility } : { kind: 'invited' };
}
