// The feedback widget (spec 7.6): on every page, a small "Feedback" tab. Without scripts it
// is a link to the feedback page (naming the page the reader was on); once the page is interactive it
// opens a panel in place, loaded only then, that posts into the same stored feedback without leaving
// the page. Hidden on the feedback page itself.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import styles from './FeedbackWidget.module.css';

const FeedbackPanel = lazy(() => import(/* webpackChunkName: "on-demand-feedback" */ './FeedbackPanel.tsx'));

export function FeedbackWidget() {
  const location = useLocation();
  const [interactive, setInteractive] = useState(false);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  // After hydration only: the server's markup (a link) and the first browser render must agree.
  useEffect(() => setInteractive(true), []);
  if (location.pathname === '/support/feedback') return null;
  const about = `${location.pathname}${location.search}`;
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  // A landmark of its own, so a screen reader's landmark list reaches it and no content is outside one.
  return (
    <aside aria-label="Feedback">
      {interactive ? (
        <>
          <button ref={trigger} type="button" className={styles.tab} aria-expanded={open} aria-controls="feedback-panel" onClick={() => setOpen((value) => !value)}>
            Feedback
          </button>
          {open ? (
            <Suspense fallback={<div className={styles.loading} role="status">Opening the feedback form…</div>}>
              <FeedbackPanel about={about} onClose={close} />
            </Suspense>
          ) : null}
        </>
      ) : (
        <a className={styles.tab} href={`/support/feedback?about=${encodeURIComponent(about)}`}>
          Feedback
        </a>
      )}
    </aside>
  );
}
