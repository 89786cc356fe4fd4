import { MESSAGES, directoryNameOf, usePersonProfile } from '@ypo/headless';
import { useSearchParams } from 'react-router';
import { Avatar } from '../../components/avatar';
import { ConnectButton } from '../../components/connect-button';
import { Skeleton, SkeletonLine } from '../../components/skeleton';
import { useUser } from '../../lib/auth';
import * as styles from './profile.css';
import { AboutMePersonal } from './sections/about-me-personal';
import { PersonalSections } from './sections/personal-sections';

/**
 * /memberProfile?memberId=…&name=… (spec 002 §2), its first piece: the header with the member's
 * name, picture, company and chapter, and the Connect button (not on one's own profile). Without
 * a memberId, the viewer's own profile.
 */
export function MemberProfilePage() {
  const [search] = useSearchParams();
  const { userId: ownId } = useUser();
  const id = search.get('memberId') ?? ownId;
  const { profile, isLoading } = usePersonProfile(id);
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
      <AboutMePersonal personId={profile.personId} isEditMode={isEditMode} />
      <PersonalSections personId={profile.personId} isEditMode={isEditMode} />
    </section>
  );
}
