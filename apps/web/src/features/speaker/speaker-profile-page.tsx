import { CFF_SPEAKERS, MESSAGES, usePersonProfile, useSpeakerProfile } from '@ypo/headless';
import { useSearchParams } from 'react-router';
import { Skeleton, SkeletonLine } from '../../components/skeleton';
import { useUser } from '../../lib/auth';
import * as styles from './speaker.css';

/**
 * /speakerPage/speakerProfile?id=… : the speaker's profile from speaker-profile-info; when that
 * fails, the person's account profile (spec 002 §2). Without an id, the viewer's own.
 */
export function SpeakerProfilePage() {
  const [search] = useSearchParams();
  const { userId: ownId, permissions } = useUser();
  const { data } = permissions;
  const id = search.get('id') ?? ownId;
  const isOwn = id !== undefined && id.toLowerCase() === ownId?.toLowerCase();
  const isNonMemberSpeaker = isOwn && data?.permissions.isNonMemberSpeaker === true;
  const isCffSpeaker = search.get('speakersWhoAre') === CFF_SPEAKERS;
  const speaker = useSpeakerProfile(id ? { id, isNonMemberSpeaker, isCffSpeaker } : null);
  const person = usePersonProfile(speaker.error && !isNonMemberSpeaker ? id : null);

  if (!id) return <p role="alert">{MESSAGES.errorOccurred}</p>;
  if (speaker.isLoading || person.isLoading) {
    return (
      <Skeleton label="Loading the speaker profile">
        <SkeletonLine size="heading" width="half" />
        <SkeletonLine width="short" />
        <SkeletonLine width="full" />
        <SkeletonLine width="wide" />
      </Skeleton>
    );
  }
  const profile = speaker.profile;
  if (!profile) {
    if (!person.profile) return <p role="alert">{MESSAGES.errorOccurredTryLater}</p>;
    return (
      <section aria-labelledby="speaker-name">
        <h1 id="speaker-name" className={styles.heading}>
          {person.profile.preferredName ?? person.profile.firstName} {person.profile.familyName}
        </h1>
        {person.profile.biography ? <p>{person.profile.biography}</p> : null}
      </section>
    );
  }
  const topics = (profile.topics ?? []).flatMap((category) => (category.childTopics ?? []).filter((t) => t.isSelected).map((t) => t.topicName));
  const languages = (profile.languages ?? []).map((language) => language.name).join(', ');
  const place = [profile.travelFromCity, profile.country].filter(Boolean).join(', ');
  return (
    <section aria-labelledby="speaker-name">
      <h1 id="speaker-name" className={styles.heading}>
        {profile.preferredName ?? profile.firstName} {profile.familyName}
      </h1>
      {profile.title ? <p className={styles.title}>{profile.title}</p> : null}
      {profile.biography ? <p>{profile.biography}</p> : null}
      <dl className={styles.facts}>
        {place ? (
          <>
            <dt className={styles.term}>Travels from</dt>
            <dd className={styles.detail}>{place}</dd>
          </>
        ) : null}
        {languages ? (
          <>
            <dt className={styles.term}>Languages</dt>
            <dd className={styles.detail}>{languages}</dd>
          </>
        ) : null}
        <dt className={styles.term}>Email</dt>
        <dd className={styles.detail}>{profile.email}</dd>
      </dl>
      {topics.length > 0 ? (
        <>
          <h2>Topics</h2>
          <ul className={styles.topics}>
            {topics.map((topic) => (
              <li key={topic} className={styles.topic}>
                {topic}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
