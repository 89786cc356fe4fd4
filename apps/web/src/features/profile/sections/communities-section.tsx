import { PROFILE_MESSAGES, useMemberGroups, useUserCommunities, type ProfileCommunitySummary } from '@ypo/headless/profile';
import { useId } from 'react';
import { Panel } from '../../../components/panel';
import * as styles from './extras.css';

function CommunityGroup({ title, communities }: { title: string; communities: readonly ProfileCommunitySummary[] }) {
  const headingId = useId();
  if (communities.length === 0) return null;
  return (
    <div>
      <h3 id={headingId} className={styles.subTitle}>
        {title}
      </h3>
      <ul className={styles.list} aria-labelledby={headingId}>
        {communities.map((c) => (
          <li key={c.communityId}>{c.name}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The member's chapters, regions and networks (usercommunity, spec 002 §2 Communities), shown only
 * when there are any (the section's visibility rule).
 */
export function CommunitiesSection({ personId }: { personId: string }) {
  const { chapters, regions, networks } = useUserCommunities(personId);
  if (chapters.length + regions.length + networks.length === 0) return null;
  return (
    <Panel title={PROFILE_MESSAGES.communitiesTitle}>
      <CommunityGroup title={PROFILE_MESSAGES.chapters} communities={chapters} />
      <CommunityGroup title={PROFILE_MESSAGES.regions} communities={regions} />
      <CommunityGroup title={PROFILE_MESSAGES.networks} communities={networks} />
    </Panel>
  );
}

/** The groups the member belongs to (member-profile/get-groups, spec 002 §7). */
export function GroupsSection({ personId }: { personId: string }) {
  const { groups, isLoading } = useMemberGroups(personId);
  if (isLoading) return null;
  return (
    <Panel title={PROFILE_MESSAGES.groups}>
      {groups.length === 0 ? (
        <p className={styles.muted}>{PROFILE_MESSAGES.noGroups}</p>
      ) : (
        <ul className={styles.list}>
          {groups.map((g) => (
            <li key={g.communityId}>{g.name}</li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
