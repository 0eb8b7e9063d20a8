// The summary at the top of a refused form: what went wrong, each field's problem as a link to that
// field. It takes focus when it appears (after a post without scripts too: `autoFocus` is rendered as
// the autofocus attribute), so keyboard and screen-reader users start from it.
import { useEffect, useRef } from 'react';
import { problemSummaryTitle, type FormProblems } from '@oap/contracts/forms/formLimits.ts';
import styles from './FormProblemSummary.module.css';

export function FormProblemSummary({ formId, problems }: { formId: string; problems: FormProblems }) {
  const box = useRef<HTMLDivElement>(null);
  // A client-side action returns a new object each time: the summary takes focus again on each refusal.
  useEffect(() => {
    box.current?.focus();
  }, [problems]);
  const headingId = `${formId}-problems`;
  const fields = Object.entries(problems.fieldErrors);
  return (
    <div ref={box} className={styles.summary} role="alert" tabIndex={-1} aria-labelledby={headingId} autoFocus>
      <h2 id={headingId} className={styles.heading}>
        {problemSummaryTitle(problems)}
      </h2>
      {problems.formError ? <p className={styles.message}>{problems.formError}</p> : null}
      {fields.length ? (
        <ul className={styles.list}>
          {fields.map(([name, message]) => (
            <li key={name}>
              <a href={`#${formId}-${name}`}>{message}</a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
