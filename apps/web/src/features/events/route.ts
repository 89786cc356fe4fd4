// The event routes' loader (app/screens.tsx): a step of its own, so that the list of chunks the
// Event Directory needs (its react-aria Select and ComboBox, its styles) is written in this small
// chunk and not in the app's initial one (its 150 kB budget).
import type { ComponentType } from 'react';

/** Loads the Event Directory page (its chunk and every chunk it needs, in parallel). */
export const loadEventDirectory = (): Promise<ComponentType> => import('./index').then((m) => m.EventDirectoryPage);
