import { directoryNameOf, paths, useSnackbar } from '@ypo/headless';
import { PROFILE_MESSAGES, useRecommendedEvents, useRecommendedMembers } from '@ypo/headless/profile';
import type { ReactNode } from 'react';
import { Button, Link } from 'react-aria-components';
import * as buttons from '../../components/button.css';
import * as styles from './profile.css';
import { ProfileSection } from './profile-section';
import type { ProfileSectionsProps } from './sections';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
type Disposition = 'Interested' | 'NotInterested';
type Save = (id: string, disposition: Disposition) => Promise<{ ok: boolean; error?: { message: string } } | undefined>;

/** Interested / Not interested for one recommendation; a failed save is rolled back with its message. */
function Dispositions({ id, name, marked, save }: { id: string; name: string; marked: Disposition | null; save: Save }) {
  const { show } = useSnackbar();
  const choose = async (disposition: Disposition) => {
    const result = await save(id, disposition);
    if (result && !result.ok && result.error) show(result.error.message, 'error');
  };
  return (
    <span className={styles.actions}>
      {marked === 'Interested' ? (
        <span className={styles.mark}>{PROFILE_MESSAGES.interested}</span>
      ) : (
        <Button className={buttons.secondaryButton} aria-label={PROFILE_MESSAGES.dispositionLabel('Interested', name)} onPress={() => void choose('Interested')}>
          {PROFILE_MESSAGES.interested}
        </Button>
      )}
      <Button className={buttons.secondaryButton} aria-label={PROFILE_MESSAGES.dispositionLabel('NotInterested', name)} onPress={() => void choose('NotInterested')}>
        {PROFILE_MESSAGES.notInterested}
      </Button>
    </span>
  );
}

/** A recommendation list on the one profile section: shown with its empty text too (the member's own profile only). */
function RecommendationPanel({ title, empty, isEmpty, isEditMode, children }: { title: string; empty: string; isEmpty: boolean; isEditMode: boolean; children: ReactNode }) {
  return (
    <ProfileSection title={title} hasContent isEditMode={isEditMode}>
      {isEmpty ? <p className={styles.empty}>{empty}</p> : <ul className={styles.entries}>{children}</ul>}
    </ProfileSection>
  );
}

/** The events recommended to the member (cached 1 hour, spec 002 §9), with their dispositions; the member's own profile only. */
export function RecommendedEventsPanel({ personId, isEditMode }: ProfileSectionsProps) {
  const { events, isLoading, setDisposition } = useRecommendedEvents(personId);
  if (isLoading) return null;
  return (
    <RecommendationPanel title={PROFILE_MESSAGES.recommendedEvents} empty={PROFILE_MESSAGES.noRecommendedEvents} isEmpty={events.length === 0} isEditMode={isEditMode}>
      {events.map((e) => (
        <li key={e.eventId} className={styles.item}>
          <span className={styles.entryText}>
            <strong>{e.name}</strong>
            <span className={styles.empty}>
              {dateFormat.format(new Date(e.startDate))} · {e.communityName}
            </span>
          </span>
          <Dispositions id={e.eventId} name={e.name} marked={e.disposition} save={setDisposition} />
        </li>
      ))}
    </RecommendationPanel>
  );
}

/** The members recommended to the member, with the community they share and their dispositions; the member's own profile only. */
export function RecommendedMembersPanel({ personId, isEditMode }: ProfileSectionsProps) {
  const { members, isLoading, setDisposition } = useRecommendedMembers(personId);
  if (isLoading) return null;
  return (
    <RecommendationPanel title={PROFILE_MESSAGES.recommendedMembers} empty={PROFILE_MESSAGES.noRecommendedMembers} isEmpty={members.length === 0} isEditMode={isEditMode}>
      {members.map(({ person, reason, disposition }) => {
        const name = directoryNameOf({ firstName: person.firstName, lastName: person.lastName, preferredName: person.preferredName ?? null });
        return (
          <li key={person.id} className={styles.item}>
            <span className={styles.entryText}>
              <Link href={paths.memberProfile({ memberId: person.id, name })}>{name}</Link>
              <span className={styles.empty}>{reason}</span>
            </span>
            <Dispositions id={person.id} name={name} marked={disposition} save={setDisposition} />
          </li>
        );
      })}
    </RecommendationPanel>
  );
}
