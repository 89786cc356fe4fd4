import { CASE_STUDY_TYPE, exerciseTypeOfSlug, isCaseStudyType, paths, useForumExerciseTypes, useForumExercises } from '@ypo/headless';
import { useState } from 'react';
import { Link } from 'react-aria-components';
import { useParams } from 'react-router';
import { AlertText } from '../../components/form';
import { ExerciseList, ExerciseTypeNav, TimeField } from './toolkit-parts';
import * as styles from './forum-toolkit.css';

/**
 * /forum/exercise/{type?} (spec 001 §2): the exercises of one type filtered by time (5 to 240, step
 * 5); 'case-study' is the case-study screen (the type the toolkit list leaves out); without a type,
 * every toolkit type.
 */
export function ForumExercisePage() {
  const { type: slug } = useParams();
  const [maxTime, setMaxTime] = useState(240);
  const types = useForumExerciseTypes();
  const type = exerciseTypeOfSlug(types.all, slug);
  const caseStudy = isCaseStudyType(type?.name) || slug === 'case-study';
  const exercises = useForumExercises({ maxTime, ...(type && !caseStudy ? { types: [type.name] } : {}) });
  const list = caseStudy ? exercises.caseStudies.filter((e) => e.time === undefined || e.time <= maxTime) : exercises.exercises;
  const title = caseStudy ? CASE_STUDY_TYPE : (type?.name ?? 'Forum exercises');
  const unknown = slug !== undefined && !caseStudy && !type && !types.isLoading && types.all.length > 0;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p>
        <Link className={styles.link} href={paths.forum()}>Back to the forum</Link>
      </p>
      <AlertText message={types.error?.message ?? exercises.error?.message} />
      {unknown ? <p className={styles.muted}>There is no exercise type at this address.</p> : null}
      <ExerciseTypeNav types={types.types} />
      <section className={styles.section} aria-label={title}>
        <div className={styles.filters}>
          <TimeField label="Longest exercise (minutes)" value={maxTime} onChange={setMaxTime} />
        </div>
        <ExerciseList exercises={list} label={`${title} exercises`} isLoading={exercises.isLoading || types.isLoading} />
      </section>
    </div>
  );
}
