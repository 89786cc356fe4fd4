import { SPEAKER_MESSAGES as M, speakerFormValuesOf, useSpeakerProfile } from '@ypo/headless/speaker';
import { useMemo } from 'react';
import { Notice } from '../../components/form';
import { useUser } from '../../lib/auth';
import { SpeakerForm, SpeakerFormSkeleton } from './speaker-form';
import * as styles from './speaker.css';

/**
 * /speakerPage/becomeSpeaker (spec 002 §2, §5): the Become a Speaker form, then the thank-you. The
 * route guard sends a person whose registration status is A or P home.
 */
export function BecomeSpeakerPage() {
  const { userId } = useUser();
  return (
    <section aria-labelledby="become-speaker" className={styles.form}>
      <h1 id="become-speaker" className={styles.heading}>
        {M.becomeSpeaker}
      </h1>
      <SpeakerForm mode="become" personId={userId} />
    </section>
  );
}

/**
 * /speakerPage/editSpeakerProfile (spec 002 §2, §3): the caller's own speaker profile in the same
 * form, saved with edit-speaker ('Profile saved successfully' for 2500 ms). Only the owner edits: the
 * page always loads the signed-in person's profile.
 */
export function EditSpeakerProfilePage() {
  const { userId, permissions } = useUser();
  const isNonMemberSpeaker = permissions.data?.permissions.isNonMemberSpeaker === true;
  const { profile, error, isLoading } = useSpeakerProfile(userId ? { id: userId, isNonMemberSpeaker } : null);
  const initial = useMemo(() => (profile ? speakerFormValuesOf(profile) : undefined), [profile]);
  return (
    <section aria-labelledby="edit-speaker" className={styles.form}>
      <h1 id="edit-speaker" className={styles.heading}>
        {M.editSpeakerProfile}
      </h1>
      {isLoading || (!profile && !error) ? (
        <SpeakerFormSkeleton label={M.editSpeakerProfile} />
      ) : profile && initial ? (
        <SpeakerForm
          mode="edit"
          personId={userId}
          initial={initial}
          extra={{ speakerId: profile.speakerId ?? null, personID: profile.personID ?? null }}
          stored={profile}
        />
      ) : (
        <Notice kind="error" message={error?.message ?? ''} />
      )}
    </section>
  );
}
