// The confirmation link's page: what the reader now receives, or why the link did not work.
import { Link, useLoaderData } from 'react-router';
import type { loader } from './verifyRoute.tsx';
import { SubscriptionSummary } from './SubscriptionSummary.tsx';
import styles from '../form-pages/FormPages.module.css';
import { LinkProblem } from '../form-pages/LinkProblem.tsx';

export function VerifyPage() {
  const answer = useLoaderData<typeof loader>();
  if ('problem' in answer) {
    return (
      <LinkProblem problem={answer.problem}>
        <p>
          <Link to="/subscribe">Subscribe again</Link>
        </p>
      </LinkProblem>
    );
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Your subscription is confirmed</h1>
      <section className={styles.done} role="status" aria-label="Subscription confirmed">
        <SubscriptionSummary state={answer} />
      </section>
    </div>
  );
}
