// A topic: its call for papers, key facts, the journals it runs in (each with its abstract page and
// a link to submit), its editors, and the articles published so far.
import { Link, useLoaderData } from 'react-router';
import type { RouteData } from '@oap/contracts/federation/contract.ts';
import { formatDate } from '@oap/contracts/articles/articleText.ts';
import { ArticleListItem } from '@oap/shared/articles/ArticleListItem.tsx';
import { RichText } from '@oap/shared/content/RichText.tsx';
import { submissionUrl } from '@oap/shared/site/submission.ts';
import type { loader } from './topicRoute.tsx';
import styles from './Topics.module.css';
import { OrcidLink } from '@oap/shared/ui/orcid/OrcidLink.tsx';

export function topicSubmissionUrl(topic: string, journal: string): string {
  const url = new URL(submissionUrl());
  url.searchParams.set('journal', journal);
  url.searchParams.set('topic', topic);
  return url.toString();
}

type Topic = RouteData<typeof loader>['topic'];
type TopicArticles = RouteData<typeof loader>['articles'];

/** Where it belongs (topics, its subject), its name, and the key facts: deadline, journals, articles. */
function TopicHeader({ topic, open, articleCount }: { topic: Topic; open: boolean; articleCount: number }) {
  return (
    <header className={styles.header}>
      <p className={styles.kicker}>
        <Link to="/topics">Topics</Link>
        <span aria-hidden="true"> · </span>
        <Link to={`/topics?subject=${topic.subject.slug}`}>{topic.subject.label}</Link>
      </p>
      <h1 className={styles.title}>{topic.name}</h1>
      <dl className={styles.facts}>
        <div>
          <dt>Submission deadline</dt>
          <dd>
            <time dateTime={topic.deadline}>{formatDate(topic.deadline)}</time> {open ? <span className={styles.open}>Open</span> : <span className={styles.closed}>Closed</span>}
          </dd>
        </div>
        <div>
          <dt>Participating journals</dt>
          <dd>{topic.journals.length}</dd>
        </div>
        <div>
          <dt>Articles published</dt>
          <dd>{articleCount}</dd>
        </div>
      </dl>
    </header>
  );
}

function CallForPapers({ topic }: { topic: Topic }) {
  return (
    <section aria-labelledby="topic-call" className={styles.section}>
      <h2 id="topic-call">Call for papers</h2>
      <RichText html={topic.descriptionHtml} />
      {topic.keywords.length > 0 ? (
        <p className={styles.keywords}>
          <strong>Keywords:</strong> {topic.keywords.join('; ')}
        </p>
      ) : null}
    </section>
  );
}

/** The journals the topic runs in; while it is open, each with its abstract page and a link to submit. */
function ParticipatingJournals({ topic, open }: { topic: Topic; open: boolean }) {
  return (
    <section aria-labelledby="topic-journals" className={styles.section}>
      <h2 id="topic-journals">Participating journals</h2>
      <p>
        {open
          ? 'Submit your paper to the journal closest to your work and choose this topic in the submission form. Each journal reviews and publishes its papers, and all of them appear here.'
          : 'This topic no longer takes submissions. Its papers remain available here and in the journals that published them.'}
      </p>
      <ul className={styles.journals}>
        {topic.journals.map((journal) => (
          <li key={journal.nameSystem} className={styles.journal}>
            <Link to={`/journal/${journal.nameSystem}`} className={styles.journalName}>
              {journal.name}
            </Link>
            <span className={styles.meta}>ISSN {journal.issn}</span>
            {open ? <SubmissionLinks topic={topic} journal={journal} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The two ways in for one journal: an abstract to the topic editors first, or the paper itself. */
function SubmissionLinks({ topic, journal }: { topic: Topic; journal: Topic['journals'][number] }) {
  return (
    <span className={styles.actions}>
      <Link to={`/topics/${topic.identifier}/${journal.nameSystem}/abstract`}>
        Send an abstract first<span className="oap-visually-hidden"> to {journal.name}</span>
      </Link>
      <a href={topicSubmissionUrl(topic.identifier, journal.nameSystem)} rel="noopener" target="_blank">
        Submit to {journal.abbreviation}
        <span className="oap-visually-hidden"> (opens the submission system in a new tab)</span>
      </a>
    </span>
  );
}

function TopicEditors({ editors }: { editors: Topic['editors'] }) {
  return (
    <section aria-labelledby="topic-editors" className={styles.section}>
      <h2 id="topic-editors">Topic editors</h2>
      <ul className={styles.editors}>
        {editors.map((editor) => (
          <li key={editor.name}>
            <strong>{editor.name}</strong>
            <span className={styles.meta}>
              {editor.affiliation}, {editor.country}
            </span>
            {editor.orcid ? (
              <OrcidLink orcid={editor.orcid} name={editor.name} showId className={styles.meta} />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The articles so far; null when the list could not be loaded (the page does without it). */
function PublishedArticles({ articles }: { articles: TopicArticles }) {
  return (
    <section aria-labelledby="topic-articles" className={styles.section}>
      <h2 id="topic-articles">Published articles</h2>
      {articles === null ? (
        <p className={styles.meta}>The list of articles is not available just now.</p>
      ) : articles.length === 0 ? (
        <p>No articles have been published in this topic yet.</p>
      ) : (
        <ul className={styles.articles}>
          {articles.map((article) => (
            <ArticleListItem key={article.id} article={article} />
          ))}
        </ul>
      )}
    </section>
  );
}

export function TopicPage() {
  const { topic, articles } = useLoaderData<typeof loader>();
  const open = topic.status === 'open';
  return (
    <article className={styles.topic}>
      <TopicHeader topic={topic} open={open} articleCount={articles ? articles.length : topic.articleCount} />
      <CallForPapers topic={topic} />
      <ParticipatingJournals topic={topic} open={open} />
      {topic.editors.length > 0 ? <TopicEditors editors={topic.editors} /> : null}
      <PublishedArticles articles={articles} />
    </article>
  );
}
