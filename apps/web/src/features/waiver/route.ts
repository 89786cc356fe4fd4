// The waiver routes' loader (app/screens.tsx): one import site for every waiver page (the lists, the
// form, the details), so the initial chunk carries one preload list for all of them (its 150 kB budget).
import type { ComponentType } from 'react';
import type * as pages from './index';

/** The pages of the waiver chunk: every component `./index` exports. */
export type WaiverPageName = { [K in keyof typeof pages]: (typeof pages)[K] extends ComponentType ? K : never }[keyof typeof pages];

/** Loads a page of the waiver chunk. */
export const loadWaiverPage = (page: WaiverPageName): Promise<ComponentType> => import('./index').then((m) => m[page] as ComponentType);
