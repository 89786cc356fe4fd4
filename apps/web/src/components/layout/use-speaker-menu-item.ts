import { paths, speakerMenuItem, useSpeakerRegistrationStatus } from '@ypo/headless';
import { useUser } from '../../lib/auth';
import type { SpeakerMenuLink } from './account-menu-entries';

/**
 * The account menu's speaker item (spec 002 §2) for the signed-in member, from their speaker
 * registration status (the call and cache the route guard uses): their own speaker profile, or
 * Become a Speaker; `null` for an external speaker (spec 002 §6: terms of use and contact us only)
 * and while the status loads.
 */
export function useSpeakerMenuItem(isExternalSpeaker: boolean): SpeakerMenuLink | null {
  const { userId } = useUser();
  const personId = isExternalSpeaker ? null : userId;
  const { status, isLoading } = useSpeakerRegistrationStatus(personId);
  if (!personId || isLoading) return null;
  const item = speakerMenuItem(status);
  return { label: item.label, href: item.target === 'ownProfile' ? paths.speakerProfile({ id: personId }) : paths.becomeSpeaker() };
}
