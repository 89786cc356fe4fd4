// The tools routes' loader (app/screens.tsx): one import site for /feedback and /policiesProcedures,
// so the initial chunk carries one preload list for both pages instead of two.
import type { ComponentType } from 'react';

/** The pages of the tools chunk. */
export type ToolsPage = 'FeedbackPage' | 'PoliciesPage';

/** Loads a page of the tools chunk. */
export const loadToolsPage = (page: ToolsPage): Promise<ComponentType> => import('./index').then((m) => m[page]);
