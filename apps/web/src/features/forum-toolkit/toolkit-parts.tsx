import {
  CASE_STUDY_TYPE, FORUM_TIME_FILTER, agendaMinutes, clampForumTime, exerciseTypeSlug, paths, useForumExercise, type AgendaItem, type ForumExercise, type ForumExerciseType,
} from '@ypo/headless';
import { useState } from 'react';
import { Button, Input, Label, Link, Text, TextField } from 'react-aria-components';
import { AlertText } from '../../components/form';
import * as styles from './forum-toolkit.css';

/**
 * spec 001 §5: a time in minutes, 5 to 240 in steps of 5; what is typed snaps to the range and step
 * when the field is left or Enter is pressed. A plain text field: a number field's spin-button
 * announcements write the live region through innerHTML, which the Trusted Types policy refuses.
 */
export function TimeField({ label, value, onChange }: { label: string; value: number; onChange: (minutes: number) => void }) {
  const [text, setText] = useState(String(value));
  const commit = () => {
    const minutes = clampForumTime(Number(text.trim() === '' ? Number.NaN : text));
    setText(String(minutes));
    if (minutes !== value) onChange(minutes);
  };
  return (
    <TextField
      className={styles.field}
      value={text}
      onChange={setText}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      inputMode="numeric"
    >
      <Label>{label}</Label>
      <Input className={styles.input} />
      <Text slot="description" className={styles.muted}>
        {FORUM_TIME_FILTER.min} to {FORUM_TIME_FILTER.max}, in steps of {FORUM_TIME_FILTER.step}
      </Text>
    </TextField>
  );
}

/** One exercise of a list; its details load through the one-exercise call when opened. */
function ExerciseRow({ exercise }: { exercise: ForumExercise }) {
  const [open, setOpen] = useState(false);
  const { exercise: detail, error, isLoading } = useForumExercise(open ? exercise.id : null);
  return (
    <li>
      <div className={styles.row}>
        <span className={styles.grow}>
          <strong>{exercise.name}</strong> · {exercise.type}
          {exercise.time === undefined ? null : ` · ${exercise.time} minutes`}
        </span>
        <Button className={styles.button} aria-expanded={open} onPress={() => setOpen(!open)} aria-label={`${open ? 'Hide' : 'Show'} ${exercise.name}`}>
          {open ? 'Hide' : 'Show'}
        </Button>
      </div>
      {open ? (
        <div className={styles.detail}>
          {isLoading ? <p className={styles.muted}>Loading the exercise…</p> : null}
          <AlertText message={error?.message} />
          {detail ? <p>{detail.description}</p> : null}
        </div>
      ) : null}
    </li>
  );
}

/** A list of exercises, or the empty state. */
export function ExerciseList({ exercises, label, isLoading }: { exercises: readonly ForumExercise[]; label: string; isLoading: boolean }) {
  if (isLoading) return <p className={styles.muted}>Loading exercises…</p>;
  if (exercises.length === 0) return <p className={styles.muted}>No exercises match.</p>;
  return (
    <ul className={styles.list} aria-label={label}>
      {exercises.map((exercise) => (
        <ExerciseRow key={exercise.id} exercise={exercise} />
      ))}
    </ul>
  );
}

/** The links to each type's exercise page (/forum/exercise/{type}), the case study's last. */
export function ExerciseTypeNav({ types }: { types: readonly ForumExerciseType[] }) {
  return (
    <nav aria-label="Exercise types">
      <ul className={styles.row}>
        {[...types.map((type) => type.name), CASE_STUDY_TYPE].map((name) => (
          <li key={name}>
            <Link className={styles.link} href={paths.forumExercise(exerciseTypeSlug(name))}>
              {name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** An agenda's lines with their minutes and the total. */
export function AgendaList({ items, label }: { items: readonly AgendaItem[]; label: string }) {
  return (
    <>
      <ol className={styles.list} aria-label={label}>
        {items.map((item, index) => (
          <li key={`${index}-${item.title}`}>
            {item.title} · {item.minutes} minutes
          </li>
        ))}
      </ol>
      <p className={styles.muted}>Total: {agendaMinutes(items)} minutes</p>
    </>
  );
}
