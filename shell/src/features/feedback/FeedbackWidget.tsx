// The feedback widget (spec 7.6): on every page, a small "Feedback" tab. Without scripts it
// is a link to the feedback page (naming the page the reader was on); once the page is interactive it
// opens a panel in place, loaded only then, that posts into the same stored feedback without leaving
// the page. Hidden on the feedback page itself.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, type Params } from 'react-router';
import { useCurrentRoute } from '../../runtime/useCurrentRoute.ts';
import styles from './FeedbackWidget.module.css';

/** Parameters that carry a signed link's key or a reader's address (the subscription links). */
const privateParams = new Set(['email', 'key', 'e', 'k', 'emailBase64']);

/**
 * The page a feedback report names: its path and query without a signed link's key or the reader's
 * address, which the editorial office, who reads the report, must not get.
 */
export function feedbackAbout(pathname: string, search: string, params: Params): string {
  let path = pathname;
  for (const [name, value] of Object.entries(params)) if (value && privateParams.has(name)) path = path.replace(`/${encodeURIComponent(value)}`, '/…');
  const query = new URLSearchParams(search);
  for (const name of [...query.keys()]) if (privateParams.has(name)) query.delete(name);
  const rest = query.toString();
  return rest ? `${path}?${rest}` : path;
}

const FeedbackPanel = lazy(() => import(/* webpackChunkName: "on-demand-feedback" */ './FeedbackPanel.tsx'));

export function FeedbackWidget() {
  const location = useLocation();
  const { params } = useCurrentRoute();
  const [interactive, setInteractive] = useState(false);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  // After hydration only: the server's markup (a link) and the first browser render must agree.
  useEffect(() => setInteractive(true), []);
  if (location.pathname === '/support/feedback') return null;
  const about = feedbackAbout(location.pathname, location.search, params);
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
