// Wiring of the featured part (issue 11) into the community page and /home: both load lazily, in
// the featured chunk, after the page. The lead reconciles these slots with the shell's pages.
import { usePermissions, type CommunityType } from '@ypo/headless';
import { Suspense, lazy, type ReactNode } from 'react';

const FeaturedItems = lazy(() => import('../features/featured').then((m) => ({ default: m.FeaturedItems })));
const HomeFeaturedNews = lazy(() => import('../features/featured').then((m) => ({ default: m.HomeFeaturedNews })));

/** What a community page gives its featured slot. */
export interface FeaturedSlotProps {
  readonly community: { readonly communityId: string; readonly name: string; readonly communityType: CommunityType };
  readonly adminView: boolean;
}

/** The community page's featured slot: the featured items carousel and, in Admin View, their editor. */
export function featuredSlot(props: FeaturedSlotProps): ReactNode {
  return (
    <Suspense fallback={null}>
      <FeaturedItems {...props} />
    </Suspense>
  );
}

/** The featured news of /home; product-team members (spec 001 §6 team-only tools) edit it. */
export function FeaturedNewsSlot() {
  const { roles } = usePermissions();
  return (
    <Suspense fallback={null}>
      <HomeFeaturedNews canEdit={roles?.isTeamMemberProductManagement ?? false} />
    </Suspense>
  );
}
