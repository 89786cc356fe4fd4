import { speakerMenuItem, useSpeakerRegistrationStatus, type SpeakerMenuItem } from '@ypo/headless';
import { useUser } from '../../lib/auth';

/**
 * The account menu's speaker item (spec 002 §2) for the signed-in member, from their speaker
 * registration status (the call and cache the route guard uses); `null` for an external speaker
 * (spec 002 §6: terms of use and contact us only) and while the status loads.
 */
export function useSpeakerMenuItem(isExternalSpeaker: boolean): SpeakerMenuItem | null {
  const { userId } = useUser();
  const personId = isExternalSpeaker ? null : userId;
  const { status, isLoading } = useSpeakerRegistrationStatus(personId);
  return personId && !isLoading ? speakerMenuItem(status, personId) : null;
}
