// A network's admin panels with the group panels (spec 001 §2: requested members, requested groups,
// manage participants, configure group, invite someone). Features do not import each other, so the
// app layer brings the groups' screens to the networks' panels here. This module loads lazily with
// a network's pages (app/screens.tsx, app/community-slots.tsx), never with the initial chunk.
import type { NetworkCommunityRef } from '@ypo/headless';
import { PendingGroupRequests } from '../features/communities/group-admin-view';
import { GroupToolOf } from '../features/groups';
import { NetworkAdminPanels, type NetworkAdminPanelSlots } from '../features/networks';

/** The group panels of a network's admin panels: the pending group requests, its participants and its configuration. */
export const networkAdminPanelSlots: NetworkAdminPanelSlots = {
  requestedGroups: PendingGroupRequests,
  manageParticipants: ({ community }: { community: NetworkCommunityRef }) => <GroupToolOf communityId={community.communityId} name="network" tool="participants" />,
  configureGroup: ({ community }: { community: NetworkCommunityRef }) => <GroupToolOf communityId={community.communityId} name="network" tool="configure" />,
};

/** The network admin panels with the group panels, for a network's admins (the /network/{id} Admin View). */
export function NetworkAdministration({ community }: { community: NetworkCommunityRef }) {
  return <NetworkAdminPanels community={community} panels={networkAdminPanelSlots} />;
}
