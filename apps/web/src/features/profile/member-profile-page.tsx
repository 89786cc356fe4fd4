import { MESSAGES, directoryNameOf, isProfileLinkInvalid, usePersonProfile } from '@ypo/headless';
import { PROFILE_MESSAGES } from '@ypo/headless/profile';
import { useSearchParams } from 'react-router';
import { Avatar } from '../../components/avatar';
import { ConnectButton } from '../../components/connect-button';
import { Skeleton, SkeletonLine } from '../../components/skeleton';
import { useUser } from '../../lib/auth';
import * as styles from './profile.css';
import { AboutMePersonal } from './sections/about-me-personal';
import { PersonalSections } from './sections/personal-sections';
import { CommunitiesSection, GroupsSection } from './sections/communities-section';
import * as extras from './sections/extras.css';
import { ChangePhotoButton, ContactCardButton, FollowButton } from './sections/profile-actions';
import { RecommendedEventsPanel, RecommendedMembersPanel } from './sections/recommendations-section';

/**
 * /memberProfile?memberId=…&name=… (spec 002 §2): the header with the member's name, picture,
 * company and chapter, Connect and Follow (not on one's own profile), the contact card download and,
 * on one's own profile in edit mode, Change photo; then the communities, groups and, on one's own
 * profile, the recommendations. Without a memberId, the viewer's own profile; a memberId that is no
 * member id, or a member the server does not know, shows 'This URL is no longer valid' (spec 002 §8).
 */
export function MemberProfilePage() {
  const [search] = useSearchParams();
  const { userId: ownId } = useUser();
  const memberId = search.get('memberId');
  const isInvalidLink = isProfileLinkInvalid(memberId);
  const id = memberId ?? ownId;
  const { profile, error, isLoading } = usePersonProfile(isInvalidLink ? null : id);
  if (isInvalidLink || isProfileLinkInvalid(memberId, error)) {
    return (
      <div role="alert">
        <h1 className={styles.name}>{PROFILE_MESSAGES.urlNoLongerValid}</h1>
      </div>
    );
  }
  if (!id) return <p role="alert">{MESSAGES.errorOccurred}</p>;
  if (isLoading) {
    return (
      <Skeleton label="Loading the profile">
        <SkeletonLine size="heading" width="half" />
        <SkeletonLine width="short" />
      </Skeleton>
    );
  }
  // spec 002 §8: a failed profile load clears the profile.
  if (!profile) return <p role="alert">{MESSAGES.errorOccurredTryLater}</p>;
  const name = directoryNameOf({ firstName: profile.firstName, lastName: profile.familyName, preferredName: profile.preferredName ?? null });
  const isOwn = profile.personId.toLowerCase() === ownId?.toLowerCase();
  // spec 002 §2: mode=edit for the owner (the chapter admin's case comes with the page frame).
  const isEditMode = isOwn && search.get('mode') === 'edit';
  const card = {
    id: profile.personId,
    isConnected: profile.isConnected ?? false,
    firstName: profile.firstName,
    lastName: profile.familyName,
    preferredName: profile.preferredName ?? null,
    profileImageUrl: profile.profileImageUrl ?? null,
    companyName: profile.companyName ?? null,
    primaryChapterName: profile.primaryChapterName ?? null,
  };
  return (
    <section className={styles.page} aria-labelledby="member-profile-name">
      <header className={styles.header}>
        <Avatar name={name} imageUrl={profile.profileImageUrl ?? profile.fallbackProfileImageUrl} size="large" />
        <div className={styles.who}>
          <h1 id="member-profile-name" className={styles.name}>
            {name}
          </h1>
          {profile.companyName ? <p className={styles.detail}>{profile.companyName}</p> : null}
          {profile.primaryChapterName ? <p className={styles.detail}>{profile.primaryChapterName}</p> : null}
        </div>
        <div className={extras.actions}>
          {isOwn ? null : <ConnectButton personId={profile.personId} name={name} isConnected={profile.isConnected ?? false} />}
          {isOwn || !ownId ? null : <FollowButton viewerId={ownId} person={card} name={name} />}
          <ContactCardButton personId={profile.personId} />
          {isEditMode ? <ChangePhotoButton personId={profile.personId} /> : null}
        </div>
      </header>
      <AboutMePersonal personId={profile.personId} isEditMode={isEditMode} />
      <PersonalSections personId={profile.personId} isEditMode={isEditMode} />
      <CommunitiesSection personId={profile.personId} />
      <GroupsSection personId={profile.personId} />
      {isOwn ? <RecommendedEventsPanel personId={profile.personId} /> : null}
      {isOwn ? <RecommendedMembersPanel personId={profile.personId} /> : null}
    </section>
  );
}
