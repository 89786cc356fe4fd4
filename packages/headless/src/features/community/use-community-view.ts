import { atom, useAtom } from 'jotai';
import { useCallback } from 'react';
import { COMMUNITY_VIEW_LABELS, communityViewsFor, effectiveCommunityView, type CommunityView } from '../../core/community/community-view';

// The view asked for per community id, kept while the app runs (the provider's store: reset on logout).
const requestedViewsAtom = atom<Readonly<Record<string, CommunityView>>>({});

/** What {@link useCommunityView} gives a community page. */
export interface CommunityViewState {
  /** The view shown: Member View unless an admin switched to Admin View. */
  readonly view: CommunityView;
  /** `view === 'admin'`: the page shows the admin tools. */
  readonly isAdminView: boolean;
  /** The views the viewer may switch between (both for an admin, Member View alone otherwise). */
  readonly views: readonly CommunityView[];
  /** Whether the viewer may switch (a community admin). */
  readonly canSwitch: boolean;
  /** Switches the view (ignored for a view the viewer may not have). */
  readonly setView: (view: CommunityView) => void;
  /** The label of each view ('Admin View', 'Member View'). */
  readonly labels: Readonly<Record<CommunityView, string>>;
}

/**
 * Admin View or Member View on a community page (spec 001 §1: default Member View): only a
 * community admin may switch to Admin View; the choice is kept per community while the app runs.
 */
export function useCommunityView(community: { readonly communityId: string; readonly isAdmin?: boolean | undefined } | undefined): CommunityViewState {
  const [requested, setRequested] = useAtom(requestedViewsAtom);
  const id = community?.communityId.toLowerCase();
  const isAdmin = community?.isAdmin === true;
  const view = effectiveCommunityView(id === undefined ? undefined : requested[id], isAdmin);
  const views = communityViewsFor(isAdmin);
  const setView = useCallback(
    (next: CommunityView) => {
      if (id === undefined || !communityViewsFor(isAdmin).includes(next)) return;
      setRequested((current) => ({ ...current, [id]: next }));
    },
    [id, isAdmin, setRequested],
  );
  return { view, isAdminView: view === 'admin', views, canSwitch: views.length > 1, setView, labels: COMMUNITY_VIEW_LABELS };
}
