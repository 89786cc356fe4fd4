import { useEffect, useState } from 'react';
import { useAuth } from '../lib/auth';
import { whenIdle } from '../lib/browser/idle';
import { startMonitoring, type Monitoring as MonitoringClient } from '../lib/monitoring';

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
