import { useEffect, useState } from 'react';
import { useAuth } from '../lib/auth';
import { startMonitoring, type Monitoring as MonitoringClient } from '../lib/monitoring';

/** Runs `task` once the browser is idle after the first render (a timeout where there is no requestIdleCallback); returns the cancel. */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1);
  return () => window.clearTimeout(id);
}

/**
 * spec 000 §1: starts monitoring when the page is idle after its first render, and identifies the
 * signed-in member by member id. Rendered (lazily) only when an endpoint is configured.
 */
export default function Monitoring() {
  const { currentUserId } = useAuth();
  const [client, setClient] = useState<MonitoringClient>();
  // Monitoring never stands in the member's way: a chunk that fails to load leaves it off.
  useEffect(() => whenIdle(() => void startMonitoring().then(setClient, () => undefined)), []);
  useEffect(() => client?.setMember(currentUserId), [client, currentUserId]);
  return null;
}
