import { useCallback, useReducer } from 'react';
import { networkAdminPanelsReducer, type NetworkAdminPanel } from '../../core/networks/admin-panels';

/**
 * The network admin panels (spec 001 §2): requested members, requested groups, manage participants,
 * configure group, invite someone and pending asset requests. At most one is open: opening one
 * closes the others.
 */
export function useNetworkAdminPanels() {
  const [open, dispatch] = useReducer(networkAdminPanelsReducer, null);
  const toggle = useCallback((panel: NetworkAdminPanel) => dispatch({ type: 'toggle', panel }), []);
  const show = useCallback((panel: NetworkAdminPanel) => dispatch({ type: 'open', panel }), []);
  const close = useCallback(() => dispatch({ type: 'closeAll' }), []);
  return { open, isOpen: (panel: NetworkAdminPanel) => open === panel, toggle, show, close };
}
