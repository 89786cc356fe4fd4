import {
  CFF_SPEAKERS,
  MESSAGES,
  SPEAKER_MESSAGES as TEXT,
  cffFeeText,
  cffRatingText,
  paths,
  speakerCategories,
  speakerFeeLabel,
  speakerLinkOf,
  usePersonProfile,
  useSpeakerProfile,
  type SpeakerProfile,
} from '@ypo/headless';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { useSearchParams } from 'react-router';
import { Skeleton, SkeletonLine } from '../../components/skeleton';
import { useUser } from '../../lib/auth';
import { SpeakerMemberSection } from './speaker-member-section';
import * as styles from './speaker.css';

/** One fact of the profile: a term and its value, left out when the value is empty. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.detail}>{children}</dd>
    </>
  );
}

const yesNo = (value: boolean | null | undefined) => (value === null || value === undefined ? null : value ? TEXT.yes : TEXT.no);

/** An http(s) link opened in a new tab; nothing for any other address. */
function WebLink({ url }: { url: string | null | undefined }) {
  const href = speakerLinkOf(url);
  return href ? (
    <a href={href} target="_blank" rel="noreferrer">
      {url}
    </a>
  ) : null;
}

/** The speaker's photo, the fallback picture when it does not load, nothing when neither does. */
function SpeakerPhoto({ profile, name }: { profile: SpeakerProfile; name: string }) {
  const sources = [profile.profileImageUrl, profile.fallbackProfileImageUrl].filter((url): url is string => !!speakerLinkOf(url));
  const [failed, setFailed] = useState(0);
  const src = sources[failed];
  if (!src) return null;
  return <img className={styles.photo} src={src} alt={`${TEXT.profilePhoto} ${name}`} width={160} height={160} onError={() => setFailed((n) => n + 1)} />;
}

/** A list heading and its items, left out when there are none. */
function Items({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <ul className={styles.topics}>
        {items.map((item) => (
          <li key={item} className={styles.topic}>
            {item}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The CFF fields (spec 002 §3): fees per training, forum programs, qualification, retreat topic, tag line, since, region, rating. */
function CffDetails({ profile }: { profile: SpeakerProfile }) {
  const fees = profile.cffFee ?? [];
  return (
    <section aria-labelledby="speaker-cff" className={styles.section}>
      <h2 id="speaker-cff" className={styles.sectionTitle}>
        {TEXT.cffDetails}
      </h2>
      <dl className={styles.facts}>
        <Fact term={TEXT.tagLine}>{profile.tagLine}</Fact>
        <Fact term={TEXT.qualification}>{profile.qualification}</Fact>
        <Fact term={TEXT.retreatTopic}>{profile.retreatTopic}</Fact>
        <Fact term={TEXT.forumPrograms}>{profile.numberofFourmPrograms ?? null}</Fact>
        <Fact term={TEXT.cffSince}>{profile.cffSince ?? null}</Fact>
        <Fact term={TEXT.region}>{profile.cffRegion?.name}</Fact>
        <Fact term={TEXT.averageRating}>{cffRatingText(profile.averageCffRating)}</Fact>
      </dl>
      {fees.length > 0 ? (
        <>
          <h3 className={styles.subTitle}>{TEXT.feesPerTraining}</h3>
          <dl className={styles.facts}>
            {fees.map((fee) => (
              <Fact key={fee.id} term={fee.trainingName}>
                {cffFeeText(fee)}
              </Fact>
            ))}
          </dl>
        </>
      ) : null}
    </section>
  );
}

/** The whole speaker profile (spec 002 §3). */
function SpeakerProfileView({ profile, isOwner, isCff }: { profile: SpeakerProfile; isOwner: boolean; isCff: boolean }) {
  const name = `${profile.preferredName || profile.firstName} ${profile.familyName}`;
  const place = [profile.travelFromCity, profile.country].filter(Boolean).join(', ');
  const video = profile.presentationVideo;
  const videoUrl = speakerLinkOf(video?.url);
  return (
    <article aria-labelledby="speaker-name" className={styles.profile}>
      <header className={styles.header}>
        <SpeakerPhoto profile={profile} name={name} />
        <div>
          <h1 id="speaker-name" className={styles.heading}>
            {name}
          </h1>
          {profile.title ? <p className={styles.title}>{profile.title}</p> : null}
          {isOwner && profile.approvalStatus === 'P' ? <p role="status">{TEXT.pendingApproval}</p> : null}
          {isOwner ? (
            <Link className={styles.editLink} href={paths.editSpeakerProfile()}>
              {TEXT.editSpeakerProfile}
            </Link>
          ) : null}
        </div>
      </header>
      <dl className={styles.facts}>
        <Fact term={TEXT.travelsFrom}>{place}</Fact>
        <Fact term={TEXT.email}>{profile.email}</Fact>
        <Fact term={TEXT.feeRange}>{speakerFeeLabel(profile.feeRange)}</Fact>
        <Fact term={TEXT.reducedFee}>{yesNo(profile.reducedFee)}</Fact>
        <Fact term={TEXT.travellingResourceProgram}>{yesNo(profile.travellingResourceProgram)}</Fact>
        <Fact term={TEXT.virtualEvents}>{yesNo(profile.servingResource)}</Fact>
        <Fact term={TEXT.website}>{speakerLinkOf(profile.webSiteUrl) ? <WebLink url={profile.webSiteUrl} /> : null}</Fact>
        <Fact term={TEXT.linkedIn}>{speakerLinkOf(profile.linkedInUrl) ? <WebLink url={profile.linkedInUrl} /> : null}</Fact>
        <Fact term={TEXT.previouslySpoken}>{profile.previuoslySpokenAtYpoEvent}</Fact>
      </dl>
      {profile.biography ? (
        <>
          <h2 className={styles.sectionTitle}>{TEXT.biography}</h2>
          <p className={styles.lines}>{profile.biography}</p>
        </>
      ) : null}
      <Items title={TEXT.topics} items={speakerCategories(profile.topics)} />
      <Items title={TEXT.languages} items={(profile.languages ?? []).map((l) => l.name)} />
      <Items title={TEXT.associations} items={(profile.associations ?? []).map((a) => a.name)} />
      {video && videoUrl ? (
        <section aria-labelledby="speaker-video" className={styles.section}>
          <h2 id="speaker-video" className={styles.sectionTitle}>
            {TEXT.presentationVideo}
          </h2>
          <video className={styles.video} src={videoUrl} controls preload="metadata" aria-label={`${TEXT.presentationVideo}: ${video.name}`} />
          <p>{video.name}</p>
        </section>
      ) : null}
      {isCff || profile.recordType === 'CFF' ? <CffDetails profile={profile} /> : null}
    </article>
  );
}

/**
 * /speakerPage/speakerProfile?id=… (spec 002 §2, §3): the speaker's profile from
 * speaker-profile-info, with Edit speaker profile and the pending status for its owner, the CFF
 * fields with speakersWhoAre=IsCFFSpeaker, and for member speakers their member-profile section.
 * When the speaker profile fails, the person's account profile. Without an id, the viewer's own.
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
      <Skeleton label={TEXT.profileLoading}>
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
  const isOwner = isOwn || [profile.personID, profile.speakerId].some((x) => !!x && x.toLowerCase() === ownId?.toLowerCase());
  const memberId = profile.speakerType === 'member' ? profile.personID : null;
  return (
    <>
      <SpeakerProfileView profile={profile} isOwner={isOwner} isCff={isCffSpeaker} />
      {memberId ? <SpeakerMemberSection personId={memberId} isOwner={isOwner} /> : null}
    </>
  );
}
