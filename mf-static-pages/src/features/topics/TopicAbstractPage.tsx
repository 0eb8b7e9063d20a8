// A topic's abstract page for one journal: why and how to send an abstract to the topic editors, the
// key dates, and the way into the submission system with the topic and journal chosen.
import { Link, useLoaderData } from 'react-router';
import { formatDate } from '@oap/contracts/articles/articleText.ts';
import { submissionUrl } from '@oap/shared/site/submission.ts';
import type { loader } from './topicAbstractRoute.tsx';
import styles from './Topics.module.css';

export function TopicAbstractPage() {
  const { topic, journal } = useLoaderData<typeof loader>();
  const open = topic.status === 'open';
  const abstractUrl = new URL(submissionUrl());
  abstractUrl.searchParams.set('journal', journal.nameSystem);
  abstractUrl.searchParams.set('topic', topic.identifier);
  abstractUrl.searchParams.set('type', 'abstract');
  return (
    <article className={styles.topic}>
      <header className={styles.header}>
        <p className={styles.kicker}>
          <Link to={topic.path}>{topic.name}</Link>
          <span aria-hidden="true"> · </span>
          <Link to={`/journal/${journal.nameSystem}`}>{journal.name}</Link>
        </p>
        <h1 className={styles.title}>Send an abstract to the topic editors</h1>
        <p className={styles.lead}>
          Not sure your work fits “{topic.name}”? Send the topic editors an abstract first. They reply within two weeks, and an abstract they welcome is
          submitted as a full paper to {journal.name}.
        </p>
      </header>
      <section aria-labelledby="abstract-how" className={styles.section}>
        <h2 id="abstract-how">How it works</h2>
        <ol>
          <li>Write an abstract of 200 to 300 words: the question, the approach, the main results and why they matter to this topic.</li>
          <li>Add a provisional title, the authors and their affiliations.</li>
          <li>Send it through the submission system, where this topic and {journal.name} are already chosen.</li>
          <li>The topic editors tell you whether the paper fits and may suggest how to frame it. A welcome abstract is not an acceptance: the full paper is peer reviewed as usual.</li>
        </ol>
      </section>
      <section aria-labelledby="abstract-dates" className={styles.section}>
        <h2 id="abstract-dates">Key dates</h2>
        <dl className={styles.facts}>
          <div>
            <dt>Topic opened</dt>
            <dd>
              <time dateTime={topic.opensOn}>{formatDate(topic.opensOn)}</time>
            </dd>
          </div>
          <div>
            <dt>Deadline for full papers</dt>
            <dd>
              <time dateTime={topic.deadline}>{formatDate(topic.deadline)}</time>
            </dd>
          </div>
        </dl>
        <p>Send your abstract at least six weeks before the deadline, so that there is time to prepare the full paper.</p>
      </section>
      <section aria-labelledby="abstract-send" className={styles.section}>
        <h2 id="abstract-send">Send your abstract</h2>
        {open ? (
          <p>
            <a href={abstractUrl.toString()} className={styles.primary} rel="noopener" target="_blank">
              Send an abstract to {journal.abbreviation}
              <span className="oap-visually-hidden"> (opens the submission system in a new tab)</span>
            </a>
          </p>
        ) : (
          <p>
            This topic closed on {formatDate(topic.deadline)} and no longer takes abstracts. See <Link to="/topics">topics open now</Link>.
          </p>
        )}
        <p>
          Read the <Link to={topic.path}>full call for papers</Link> and the <Link to="/guidelines">instructions for authors</Link>.
        </p>
      </section>
    </article>
  );
}
