// The member profile's loader (app/screens.tsx): a step of its own, so that the list of chunks the
// profile needs (its dialogs, selects and the profile hooks) is written in this small chunk and not
// in the app's initial one (its 150 kB budget).
import type { ComponentType } from 'react';

/** Loads the member profile page (its chunk and every chunk it needs, in parallel). */
export const loadMemberProfile = (): Promise<ComponentType> => import('./index').then((m) => m.MemberProfilePage);
