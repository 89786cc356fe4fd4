// Branch wiring of the post composer into the existing community page (issue 11, composer part):
// the lead passes `<PostComposer>` to the activity feed's `composer` slot instead.
import { usePermissions, type CommunityType } from '@ypo/headless';
import { useMemo } from 'react';
import { PostComposer } from '../features/feed/composer';

/** The composer of a community page, for the page's `feed` slot (this module loads with the community page's chunk). */
export function CommunityComposerSlot({ communityId, communityType }: { communityId: string; communityType: CommunityType }) {
  const { communities } = usePermissions();
  const name = communities.find((community) => community.communityId === communityId)?.name;
  const community = useMemo(() => ({ communityId, communityType, ...(name ? { name } : {}) }), [communityId, communityType, name]);
  const target = useMemo(() => ({ communityId, communityName: communityType }), [communityId, communityType]);
  return <PostComposer community={community} target={target} />;
}
