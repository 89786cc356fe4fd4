// spec 001 §2: the network admin panels are mutually exclusive; opening one closes the others.

/** The network admin panels, in the spec's order (the last arrives with the around-me pages). */
export const NETWORK_ADMIN_PANELS = ['requestedMembers', 'requestedGroups', 'manageParticipants', 'configureGroup', 'inviteSomeone', 'pendingAssetRequests'] as const;

/** One of {@link NETWORK_ADMIN_PANELS}. */
export type NetworkAdminPanel = (typeof NETWORK_ADMIN_PANELS)[number];

/** The open panel, or `null` when all are closed: at most one is open, by construction. */
export type NetworkAdminPanelsState = NetworkAdminPanel | null;

/** What happens to the panels: one opens (closing any other), closes, or toggles; or all close. */
export type NetworkAdminPanelsAction =
  | { readonly type: 'open'; readonly panel: NetworkAdminPanel }
  | { readonly type: 'close'; readonly panel: NetworkAdminPanel }
  | { readonly type: 'toggle'; readonly panel: NetworkAdminPanel }
  | { readonly type: 'closeAll' };

/** The panels after an action (a React `useReducer` reducer); an unknown panel changes nothing. */
export function networkAdminPanelsReducer(state: NetworkAdminPanelsState, action: NetworkAdminPanelsAction): NetworkAdminPanelsState {
  if (action.type === 'closeAll') return null;
  if (!(NETWORK_ADMIN_PANELS as readonly string[]).includes(action.panel)) return state;
  switch (action.type) {
    case 'open':
      return action.panel;
    case 'close':
      return state === action.panel ? null : state;
    case 'toggle':
      return state === action.panel ? null : action.panel;
  }
}
