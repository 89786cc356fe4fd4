import { isCommunitiesVisible } from '@ypo/headless/core';
import { PROFILE_MESSAGES, useMemberGroups, useUserCommunities, type ProfileCommunitySummary } from '@ypo/headless/profile';
import { useId } from 'react';
import * as styles from './profile.css';
import { ProfileSection } from './profile-section';
import type { ProfileSectionsProps } from './sections';

function CommunityGroup({ title, communities }: { title: string; communities: readonly ProfileCommunitySummary[] }) {
  const headingId = useId();
  if (communities.length === 0) return null;
  return (
    <div>
      <h3 id={headingId} className={styles.subTitle}>
        {title}
      </h3>
      <ul className={styles.entries} aria-labelledby={headingId}>
        {communities.map((c) => (
          <li key={c.communityId}>{c.name}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The member's chapters, regions and networks (usercommunity, spec 002 §2 Communities), shown by
 * `isCommunitiesVisible` (there are chapters, regions or networks).
 */
export function CommunitiesSection({ personId, isEditMode }: ProfileSectionsProps) {
  const { chapters, regions, networks } = useUserCommunities(personId);
  const hasContent = isCommunitiesVisible({ chapterCount: chapters.length, regionCount: regions.length, networkCount: networks.length });
  // Memberships are not edited on the profile: the section keeps to its rule in edit mode too.
  if (!hasContent) return null;
  return (
    <ProfileSection title={PROFILE_MESSAGES.communitiesTitle} hasContent isEditMode={isEditMode}>
      <CommunityGroup title={PROFILE_MESSAGES.chapters} communities={chapters} />
      <CommunityGroup title={PROFILE_MESSAGES.regions} communities={regions} />
      <CommunityGroup title={PROFILE_MESSAGES.networks} communities={networks} />
    </ProfileSection>
  );
}

/** The groups the member belongs to (member-profile/get-groups, spec 002 §7), or that there are none. */
export function GroupsSection({ personId, isEditMode }: ProfileSectionsProps) {
  const { groups, isLoading } = useMemberGroups(personId);
  if (isLoading) return null;
  return (
    <ProfileSection title={PROFILE_MESSAGES.groups} hasContent isEditMode={isEditMode}>
      {groups.length === 0 ? (
        <p className={styles.empty}>{PROFILE_MESSAGES.noGroups}</p>
      ) : (
        <ul className={styles.entries}>
          {groups.map((g) => (
            <li key={g.communityId}>{g.name}</li>
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}
