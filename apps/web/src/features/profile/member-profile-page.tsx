import { MESSAGES, directoryNameOf, paths, usePersonProfile } from '@ypo/headless';
import { PROFILE_MESSAGES, useCanEditProfile } from '@ypo/headless/profile';
import { Link } from 'react-aria-components';
import { useSearchParams } from 'react-router';
import { Avatar } from '../../components/avatar';
import { ConnectButton } from '../../components/connect-button';
import { Skeleton, SkeletonLine } from '../../components/skeleton';
import { useUser } from '../../lib/auth';
import * as styles from './profile.css';
import { ProfileSections } from './sections';

/**
 * /memberProfile?memberId=…&name=…[&mode=edit] (spec 002 §2): the header with the member's name,
 * picture, company and chapter, and the Connect button (not on one's own profile); then the
 * sections (sections.tsx). Edit mode only for the owner, or a chapter admin the server allows
 * (spec 002 §6); they get an 'Edit profile' link that adds mode=edit, and a hand-written
 * mode=edit opens the profile without edit mode for anyone else. Without a memberId, the viewer's own profile.
 */
export function MemberProfilePage() {
  const [search] = useSearchParams();
  const { userId: ownId } = useUser();
  const id = search.get('memberId') ?? ownId;
  const { profile, isLoading } = usePersonProfile(id);
  const { canEdit, isEditMode } = useCanEditProfile({ memberId: id, viewerId: ownId, requestedMode: search.get('mode') });
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
  const nameQuery = search.get('name') ?? name;
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
        {isOwn ? null : <ConnectButton personId={profile.personId} name={name} isConnected={profile.isConnected ?? false} />}
      </header>
      {canEdit ? (
        <div className={styles.editBar}>
          {isEditMode ? <p className={styles.detail}>{PROFILE_MESSAGES.editModeNotice}</p> : <span />}
          <Link className={styles.editLink} href={paths.memberProfile(isEditMode ? { memberId: profile.personId, name: nameQuery } : { memberId: profile.personId, name: nameQuery, mode: 'edit' })}>
            {isEditMode ? PROFILE_MESSAGES.doneEditing : PROFILE_MESSAGES.editProfile}
          </Link>
        </div>
      ) : null}
      <ProfileSections personId={profile.personId} isEditMode={isEditMode} />
    </section>
  );
}
