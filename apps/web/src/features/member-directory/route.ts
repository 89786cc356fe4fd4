// The member directory's loader (app/screens.tsx): a step of its own, so that the list of chunks the
// directory needs (its rows' Connect and Message, selects, the directory hooks) is written in this small
// chunk and not in the app's initial one (its 150 kB budget).
import type { ComponentType } from 'react';

/** Loads the member directory page (its chunk and every chunk it needs, in parallel). */
export const loadMemberDirectory = (): Promise<ComponentType> => import('./index').then((m) => m.MemberDirectoryPage);
