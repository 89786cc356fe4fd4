import { useMemo } from 'react';
import { showsNewMemberBanner } from '../../core/community/welcome-banner';
import { usePersonProfile } from '../../hooks/use-person-profile';

/**
 * Whether /home shows the new-member welcome banner (spec 001 §4): the member's profile (GET
 * profiles/api/persons/{id}, our `joinedDate` and `recordType` extension) says they joined 1 to 90
 * days ago with record type Member. `null` holds the call; no banner while loading or after a failure.
 */
export function useNewMemberBanner(personId: string | null | undefined, { now = Date.now }: { now?: () => number } = {}) {
  const { profile, isLoading, error } = usePersonProfile(personId);
  const joinedOn = profile?.joinedDate;
  const recordType = profile?.recordType;
  const isShown = useMemo(() => showsNewMemberBanner({ joinedOn, recordType, now: now() }), [joinedOn, recordType, now]);
  return { isShown, firstName: profile?.preferredName || profile?.firstName, isLoading, error };
}
