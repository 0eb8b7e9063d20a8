// Submit (spec 4): the default upload page, pre-filled on journal, special issue and collection
// pages; on a topic it opens a dialog instead, which closes when the route changes (without scripts
// it is the dialog's link).
import { useEffect, useRef, useState } from 'react';
import type { Params } from 'react-router';
import { submissionUrl } from '@oap/shared/site/submission.ts';
import { submitTargetFor } from '@oap/shared/site/submitTarget.ts';
import { useHydrated } from '@oap/shared/routing/useHydrated.ts';
import styles from './Header.module.css';

export function SubmitButton({ routeName, params }: { routeName: string | undefined; params: Params }) {
  const target = submitTargetFor(routeName, params);
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();

  useEffect(() => {
    setOpen(false);
  }, [routeName]);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal?.();
    if (!open && element.open) element.close?.();
  }, [open, target.kind]);

  if (target.kind === 'link') {
    return (
      <a className={styles.submit} href={target.href} rel="noopener" target="_blank">
        Submit
      </a>
    );
  }
  const topicUrl = new URL(submissionUrl());
  topicUrl.searchParams.set('topic', target.topic);
  return (
    <>
      {hydrated ? (
        <button type="button" className={styles.submit} onClick={() => setOpen(true)} aria-haspopup="dialog">
          Submit
        </button>
      ) : (
        // Until scripts run (and without them) the dialog's way on: the submission system, the topic chosen.
        <a className={styles.submit} href={topicUrl.toString()} rel="noopener" target="_blank">
          Submit
        </a>
      )}
      <dialog ref={dialog} className={styles.dialog} aria-labelledby="submit-topic-title" onClose={() => setOpen(false)}>
        <h2 id="submit-topic-title">Submit to this topic</h2>
        <p>
          Papers for a topic are submitted to one of its participating journals. Choose the journal in the submission system; the topic is
          already selected for you.
        </p>
        <div className={styles.dialogActions}>
          <a className={styles.submit} href={topicUrl.toString()} rel="noopener" target="_blank">
            Continue to submission
          </a>
          <button type="button" className={styles.secondary} onClick={() => setOpen(false)}>
            Close
          </button>
        </div>
      </dialog>
    </>
  );
}
