// The speaker item of the account menu (spec 002 §2): its three texts live here, apart from
// SPEAKER_MESSAGES (which references them), so the account menu carries three strings, not the
// whole speaker catalogue. The app builds the link from the route table (paths).
import type { SpeakerRegistrationStatus } from '../guard/decide-route';

/** The account menu's speaker texts: spec 002 §2 quotes the pending one; the other two are ours. */
export const SPEAKER_MENU = {
  pending: 'View/Edit My Speaker Profile (Pending Approval)',
  approved: 'View/Edit My Speaker Profile',
  become: 'Become a Speaker',
} as const;

/** The speaker item of the account menu. */
export interface SpeakerMenuItem {
  /** The item's text ({@link SPEAKER_MENU}). */
  readonly label: string;
  /** Where it leads: the member's own speaker profile (their person id), else Become a Speaker. */
  readonly target: 'ownProfile' | 'becomeSpeaker';
}

/**
 * The account menu's speaker item for a member's registration status: pending (P) or approved (A)
 * open the member's own speaker profile; anybody else (no status, denied) is offered Become a Speaker.
 */
export function speakerMenuItem(status: SpeakerRegistrationStatus | null | undefined): SpeakerMenuItem {
  if (status === 'P') return { label: SPEAKER_MENU.pending, target: 'ownProfile' };
  if (status === 'A') return { label: SPEAKER_MENU.approved, target: 'ownProfile' };
  return { label: SPEAKER_MENU.become, target: 'becomeSpeaker' };
}
