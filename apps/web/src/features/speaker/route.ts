// The speaker routes' loader (app/screens.tsx): one import site for every speaker page (profile,
// Become a Speaker, administration, directories), so the initial chunk carries one preload list for
// all of them instead of one per page (its 150 kB budget).
import type { ComponentType } from 'react';
import type * as pages from './index';

/** The pages of the speaker chunk: every component `./index` exports. */
export type SpeakerPageName = { [K in keyof typeof pages]: (typeof pages)[K] extends ComponentType ? K : never }[keyof typeof pages];

/** Loads a page of the speaker chunk. */
export const loadSpeakerPage = (page: SpeakerPageName): Promise<ComponentType> => import('./index').then((m) => m[page] as ComponentType);
