// The reader's subscriptions, to change or end: every journal and topic they may follow, theirs ticked.
import { Link, useActionData, useLoaderData } from 'react-router';
import { manageSubscriptionsForm } from '@oap/contracts/forms/subscriptionForms.ts';
import { CheckboxGroupField } from '@oap/shared/forms/CheckboxGroupField.tsx';
import { SiteForm } from '@oap/shared/forms/SiteForm.tsx';
import { Button } from '@oap/shared/ui/button/Button.tsx';
import type { action, loader } from './manageRoute.tsx';
import { manageNotices } from './manageNotices.ts';
import styles from '../form-pages/FormPages.module.css';
import { LinkProblem } from '../form-pages/LinkProblem.tsx';
import { ManageLinkRequest } from './ManageLinkRequest.tsx';

export function ManagePage() {
  const answer = useLoaderData<typeof loader>();
  const rejection = useActionData<typeof action>();
  if ('askForLink' in answer) return <ManageLinkRequest csrfToken={answer.csrfToken} sent={answer.sent === true} rejection={rejection} />;
  if ('problem' in answer) {
    return (
      <LinkProblem problem={answer.problem}>
        <p>
          <Link to="/unsub/managesubscriptions">Email me a new link</Link> or <Link to="/subscribe">subscribe again</Link>
        </p>
      </LinkProblem>
    );
  }
  const { state, key, choices, csrfToken, notice } = answer;
  const labels = manageSubscriptionsForm.labels;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Your subscriptions</h1>
      <p className={styles.lead}>Alerts for {state.email}. Tick what you want to receive; untick the rest.</p>
      {notice ? (
        <p className={styles.done} role="status">
          {state.journals.length + state.topics.length === 0 ? 'You are unsubscribed from every alert.' : manageNotices[notice]}
        </p>
      ) : null}
      <SiteForm
        id="manage"
        csrfToken={csrfToken}
        rejection={rejection}
        submitLabel="Save my choices"
        moreActions={
          <Button type="submit" name="intent" value="unsubscribe-all" size="lg" variant="outline">
            Unsubscribe from everything
          </Button>
        }
      >
        <input type="hidden" name="email" value={state.email} />
        <input type="hidden" name="key" value={key} />
        <CheckboxGroupField name="journals" label={labels.journals!} options={choices.journals.map((journal) => ({ value: journal.nameSystem, label: journal.name }))} defaultValue={state.journals.map((journal) => journal.nameSystem)} columns />
        <CheckboxGroupField name="topics" label={labels.topics!} options={mergedTopics(choices.topics, state.topics)} defaultValue={state.topics.map((topic) => topic.identifier)} columns />
      </SiteForm>
    </div>
  );
}

/** The open topics, and the reader's own even if closed since (so they can untick them). */
function mergedTopics(open: readonly { identifier: string; name: string }[], own: readonly { identifier: string; name: string }[]) {
  const all = new Map(open.map((topic) => [topic.identifier, topic.name]));
  for (const topic of own) all.set(topic.identifier, topic.name);
  return [...all].map(([value, label]) => ({ value, label }));
}
