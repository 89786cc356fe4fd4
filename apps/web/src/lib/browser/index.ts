/**
 * Page-level navigation the app cannot do through the router: leaving for an external address
 * and reloading. Held in one object so tests can replace them (jsdom cannot navigate).
 */
export const browser = {
  /** Replaces the page with an external address (no history entry to bounce back to). */
  leaveApp: (href: string) => window.location.replace(href),
  /** Reloads the page (closing the inactive-session dialog). */
  reload: () => window.location.reload(),
};
