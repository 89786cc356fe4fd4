import { ABOUT_ME_FORM, SPEAKER_MESSAGES as TEXT, useBiography, useSpeakerPersonProfile } from '@ypo/headless';
import { useState, type FormEvent } from 'react';
import { Button, Form, Label, TextArea, TextField, ToggleButton } from 'react-aria-components';
import * as buttons from '../../components/button.css';
import { AlertText, Notice } from '../../components/form';
import * as form from '../../components/form/form.css';
import { Skeleton, SkeletonLine } from '../../components/skeleton';
import * as styles from './speaker.css';

/** Props of {@link SpeakerMemberSection}. */
export interface SpeakerMemberSectionProps {
  /** The member speaker's person id. */
  readonly personId: string;
  /** The viewer is this member: they may unlock the section and edit it. */
  readonly isOwner: boolean;
}

/**
 * The member-profile section of a member speaker's profile (spec 002 §2): the person profile of
 * GET profiles/api/Speaker/PersonProfile/{id}, locked by default. Its owner unlocks it to edit the
 * biography, saved through the member profile's own biography save (useBiography), so the
 * member profile (/memberProfile, About me) shows the change.
 */
export function SpeakerMemberSection({ personId, isOwner }: SpeakerMemberSectionProps) {
  const member = useSpeakerPersonProfile(personId);
  const biography = useBiography(isOwner ? personId : null);
  const [isUnlocked, setUnlocked] = useState(false);
  const [draft, setDraft] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<{ kind: 'success' | 'error'; message: string } | null>(null);
  const profile = member.profile;
  const current = profile?.biography ?? '';
  const text = draft ?? current;
  const fieldError = ABOUT_ME_FORM.biography(text.trim())[0];

  const toggle = (unlocked: boolean) => {
    setUnlocked(unlocked);
    setDraft(null);
    setFeedback(null);
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (fieldError) return;
    const value = text.trim();
    const result = await biography.update({ personId, biographyInformation: value === '' ? null : value });
    if (!result) return;
    if (!result.ok) {
      setFeedback({ kind: 'error', message: result.error.message });
      return;
    }
    await member.refresh();
    setDraft(null);
    setUnlocked(false);
    setFeedback({ kind: 'success', message: TEXT.memberProfileSaved });
  };

  if (member.error) return null;
  return (
    <section aria-labelledby="speaker-member" className={styles.memberSection}>
      <div className={styles.sectionHead}>
        <h2 id="speaker-member" className={styles.sectionTitle}>
          {TEXT.memberProfile}
        </h2>
        {isOwner && profile ? (
          <ToggleButton className={buttons.secondaryButton} isSelected={isUnlocked} onChange={toggle}>
            {TEXT.unlock}
          </ToggleButton>
        ) : null}
      </div>
      {!profile ? (
        <Skeleton label={TEXT.profileLoading}>
          <SkeletonLine width="half" />
          <SkeletonLine width="full" />
        </Skeleton>
      ) : (
        <>
          <dl className={styles.facts}>
            <dt className={styles.term}>{TEXT.email}</dt>
            <dd className={styles.detail}>{profile.email}</dd>
            {profile.phone ? (
              <>
                <dt className={styles.term}>{TEXT.phone}</dt>
                <dd className={styles.detail}>{profile.phone}</dd>
              </>
            ) : null}
          </dl>
          {isOwner && isUnlocked ? (
            <Form className={form.field} onSubmit={(event) => void save(event)}>
              <TextField className={styles.biography} value={text} onChange={setDraft} isInvalid={!!fieldError}>
                <Label className={form.label}>{TEXT.biography}</Label>
                <TextArea className={form.textarea} />
              </TextField>
              <AlertText message={fieldError} />
              <div>
                <Button type="submit" className={buttons.button} isDisabled={biography.isSaving || !!fieldError}>
                  {TEXT.save}
                </Button>
              </div>
            </Form>
          ) : (
            <div className={styles.biography}>
              <h3 className={styles.subTitle}>{TEXT.biography}</h3>
              {current ? <p className={styles.lines}>{current}</p> : null}
            </div>
          )}
          {!isUnlocked && isOwner ? <p className={styles.title}>{TEXT.memberProfileLocked}</p> : null}
          {feedback ? <Notice kind={feedback.kind} message={feedback.message} /> : null}
        </>
      )}
    </section>
  );
}
