import {
  FORUM_MEETINGS, SAMPLE_AGENDAS, agendaOf, useForumCategories, useForumExerciseTypes, useForumExercises, useForumResourceLinks,
  useMyMeetings, useQuickMeeting, MY_MEETING_NAME_MAX, resourceAddressOf, resourceNameOf,
} from '@ypo/headless';
import { FEATURE_MESSAGES } from '@ypo/headless';
import { useState, type FormEvent } from 'react';
import { Button, Form, Input, Label, TextField } from 'react-aria-components';
import { AlertText, Notice } from '../../components/form';
import { useUser } from '../../lib/auth';
import { AgendaList, ExerciseList, ExerciseTypeNav, TimeField } from './toolkit-parts';
import * as styles from './forum-toolkit.css';

/** The quick meeting (an agenda planned for the chosen time) and my meetings, kept on this device. */
function Meetings() {
  const { userId } = useUser();
  const personId = userId ?? null;
  const [minutes, setMinutes] = useState(120);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [created, setCreated] = useState<string | undefined>();
  const quick = useQuickMeeting(personId, minutes);
  const mine = useMyMeetings(personId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = quick.create(name);
    if ('problem' in result) {
      setProblem(FEATURE_MESSAGES[result.problem]);
      setCreated(undefined);
      return;
    }
    setProblem(undefined);
    setName('');
    setCreated(`${result.meeting.name} is among your meetings.`);
  };
  return (
    <>
      <section className={styles.section} aria-labelledby="forum-quick-meeting">
        <h3 id="forum-quick-meeting" className={styles.subheading}>Quick meeting</h3>
        <Form className={styles.form} onSubmit={submit} validationBehavior="aria">
          <TimeField label="Meeting length (minutes)" value={minutes} onChange={setMinutes} />
          <AgendaList items={quick.items} label="Quick meeting agenda" />
          <TextField className={styles.field} value={name} onChange={setName} maxLength={MY_MEETING_NAME_MAX} isInvalid={problem !== undefined}>
            <Label>Meeting name</Label>
            <Input className={styles.grow} />
          </TextField>
          <AlertText message={problem} />
          <Button type="submit" className={styles.primaryButton}>
            Create quick meeting
          </Button>
        </Form>
        {created ? <Notice kind="success" message={created} /> : null}
      </section>
      <section className={styles.section} aria-labelledby="forum-my-meetings">
        <h3 id="forum-my-meetings" className={styles.subheading}>My meetings</h3>
        {mine.meetings.length === 0 ? <p className={styles.muted}>You have no meetings yet.</p> : (
          <ul className={styles.list} aria-label="My meetings">
            {mine.meetings.map((meeting) => (
              <li key={meeting.id}>
                <div className={styles.row}>
                  <strong className={styles.grow}>{meeting.name} · {meeting.minutes} minutes</strong>
                  <Button className={styles.button} onPress={() => mine.remove(meeting.id)} aria-label={`Remove ${meeting.name}`}>
                    Remove
                  </Button>
                </div>
                <AgendaList items={meeting.items} label={`${meeting.name} agenda`} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/**
 * The forum toolkit on the forum page (spec 001 §2, §7): forum categories, exercise types (the case
 * study has its own page), the exercises filtered by time (5 to 240, step 5), sample agendas and forum
 * meetings (static data), the quick meeting, my meetings and the forum resource links.
 */
export function ForumToolkit() {
  const [maxTime, setMaxTime] = useState(240);
  const categories = useForumCategories();
  const types = useForumExerciseTypes();
  const exercises = useForumExercises({ maxTime });
  const links = useForumResourceLinks();
  return (
    <section className={styles.section} aria-labelledby="forum-toolkit">
      <h2 id="forum-toolkit" className={styles.heading}>Forum toolkit</h2>
      {categories.categories.length ? (
        <p className={styles.muted}>Forum categories: {categories.categories.map((c) => c.name).join(', ')}</p>
      ) : null}
      <section className={styles.section} aria-labelledby="forum-exercises">
        <h3 id="forum-exercises" className={styles.subheading}>Exercises</h3>
        <AlertText message={types.error?.message ?? exercises.error?.message} />
        <ExerciseTypeNav types={types.types} />
        <div className={styles.filters}>
          <TimeField label="Longest exercise (minutes)" value={maxTime} onChange={setMaxTime} />
        </div>
        <ExerciseList exercises={exercises.exercises} label="Exercises" isLoading={exercises.isLoading} />
      </section>
      <section className={styles.section} aria-labelledby="forum-sample-agendas">
        <h3 id="forum-sample-agendas" className={styles.subheading}>Sample agendas</h3>
        {SAMPLE_AGENDAS.map((agenda) => (
          <div key={agenda.id}>
            <h4 className={styles.subheading}>{agenda.name}</h4>
            <AgendaList items={agenda.items} label={agenda.name} />
          </div>
        ))}
      </section>
      <section className={styles.section} aria-labelledby="forum-meetings">
        <h3 id="forum-meetings" className={styles.subheading}>Forum meetings</h3>
        <ul className={styles.list} aria-label="Forum meetings">
          {FORUM_MEETINGS.map((meeting) => (
            <li key={meeting.id}>
              <strong>{meeting.name}</strong>: {meeting.description} Sample agenda: {agendaOf(meeting, SAMPLE_AGENDAS)?.name}.
            </li>
          ))}
        </ul>
      </section>
      <Meetings />
      <section className={styles.section} aria-labelledby="forum-resources">
        <h3 id="forum-resources" className={styles.subheading}>Forum resources</h3>
        <AlertText message={links.error?.message} />
        <ul className={styles.list} aria-label="Forum resources">
          {links.links.map((link) => {
            const href = resourceAddressOf(link.navigationUrl);
            return (
              <li key={link.id}>
                {href ? <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer">{resourceNameOf(link)}</a> : resourceNameOf(link)}
              </li>
            );
          })}
        </ul>
      </section>
    </section>
  );
}
