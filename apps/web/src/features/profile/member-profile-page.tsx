import { MESSAGES, directoryNameOf, isProfileLinkInvalid, paths, usePersonProfile } from '@ypo/headless';
import { PROFILE_MESSAGES, useCanEditProfile } from '@ypo/headless/profile';
import { Link } from 'react-aria-components';
import { useSearchParams } from 'react-router';
import { Avatar } from '../../components/avatar';
import { ConnectButton } from '../../components/connect-button';
import { MessageLink } from '../../components/message-link';
import { Skeleton, SkeletonLine } from '../../components/skeleton';
import { useUser } from '../../lib/auth';
import * as styles from './profile.css';
import { ProfileSections } from './sections';
import { ChangePhotoButton, ContactCardButton, FollowButton } from './profile-actions';

/**
 * /memberProfile?memberId=…&name=…[&mode=edit] (spec 002 §2): the header with the member's name,
 * picture, company and chapter, Connect, Follow and Message (not on one's own profile), the contact card
 * download and, in edit mode, Change photo on one's own profile; then the sections. Edit mode only for
 * the owner, or a chapter admin the server allows (spec 002 §6); they get an 'Edit profile' link that
 * adds mode=edit, and a hand-written mode=edit opens the profile without edit mode for anyone else.
 * Without a memberId, the viewer's own profile; a memberId that is no member id, or a member the
 * server does not know, shows 'This URL is no longer valid' (spec 002 §8).
 */
export function MemberProfilePage() {
  const [search] = useSearchParams();
  const { userId: ownId } = useUser();
  const memberId = search.get('memberId');
  const isInvalidLink = isProfileLinkInvalid(memberId);
  const id = memberId ?? ownId;
  const { profile, error, isLoading } = usePersonProfile(isInvalidLink ? null : id);
  const { canEdit, isEditMode } = useCanEditProfile({ memberId: isInvalidLink ? null : id, viewerId: ownId, requestedMode: search.get('mode') });
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
        <div className={styles.actions}>
          {isOwn ? null : <ConnectButton personId={profile.personId} name={name} isConnected={profile.isConnected ?? false} />}
          {isOwn || !ownId ? null : <FollowButton viewerId={ownId} person={card} name={name} />}
          {isOwn ? null : <MessageLink memberId={profile.personId} name={name} />}
          <ContactCardButton personId={profile.personId} />
          {isOwn && isEditMode ? <ChangePhotoButton personId={profile.personId} /> : null}
        </div>
      </header>
      {canEdit ? (
        <div className={styles.editBar}>
          {isEditMode ? <p className={styles.detail}>{PROFILE_MESSAGES.editModeNotice}</p> : <span />}
          <Link className={styles.editLink} href={paths.memberProfile(isEditMode ? { memberId: profile.personId, name: nameQuery } : { memberId: profile.personId, name: nameQuery, mode: 'edit' })}>
            {isEditMode ? PROFILE_MESSAGES.doneEditing : PROFILE_MESSAGES.editProfile}
          </Link>
        </div>
      ) : null}
      <ProfileSections personId={profile.personId} isEditMode={isEditMode} isOwn={isOwn} />
    </section>
  );
}
