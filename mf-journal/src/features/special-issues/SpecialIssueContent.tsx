// One special issue: its facts, how to submit, its call for papers, guest editors, keywords and articles.
import { Link } from 'react-router';
import type { SpecialIssueDetail } from '@oap/contracts/api/journals.ts';
import { formatDate } from '@oap/contracts/articles/articleText.ts';
import { formatCount } from '@oap/contracts/site/textFormat.ts';
import { submitTargetFor } from '@oap/shared/site/submitTarget.ts';
import { ButtonLink } from '@oap/shared/ui/button/ButtonLink.tsx';
import { Tag } from '@oap/shared/ui/tag/Tag.tsx';
import { ProseHtml } from '../journal-frame/ProseHtml.tsx';
import { ArticleList } from '../journal-lists/ArticleList.tsx';
import { GuestEditorList } from './GuestEditorList.tsx';
import styles from './SpecialIssues.module.css';

export function SpecialIssueContent({ issue }: { issue: SpecialIssueDetail }) {
  const submit = submitTargetFor('journal-slug-special_issues-identifier', { slug: issue.journal.nameSystem, identifier: issue.identifier });
  return (
    <>
      <dl className={styles.facts}>
        <div>
          <dt>Submission deadline</dt>
          <dd>
            <time dateTime={issue.deadline}>{formatDate(issue.deadline)}</time>{' '}
            <Tag size="sm" state={issue.status === 'open' ? 'success' : 'neutral'}>
              {issue.status === 'open' ? 'Open' : 'Closed'}
            </Tag>
          </dd>
        </div>
        <div>
          <dt>Open since</dt>
          <dd>
            <time dateTime={issue.opensOn}>{formatDate(issue.opensOn)}</time>
          </dd>
        </div>
        {issue.section ? (
          <div>
            <dt>Section</dt>
            <dd>
              <Link to={`/journal/${issue.journal.nameSystem}/sections/${issue.section.nameSystem}`}>{issue.section.name}</Link>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Published papers</dt>
          <dd>{formatCount(issue.articleCount)}</dd>
        </div>
        <div>
          <dt>Views</dt>
          <dd>{formatCount(issue.views)}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        {issue.status === 'open' && submit.kind === 'link' ? (
          <ButtonLink to={submit.href} external variant="filled" size="md">
            Submit to this special issue
          </ButtonLink>
        ) : null}
        <ButtonLink to={`${issue.path}/abstract`} variant="outline" size="md">
          Papers with abstracts
        </ButtonLink>
        <ButtonLink to={`${issue.path}/ge_instructions`} variant="outline" size="md">
          Guest editor instructions
        </ButtonLink>
      </div>
      <section aria-labelledby="si-call">
        <h2 id="si-call" className={styles.heading}>
          Call for papers
        </h2>
        <ProseHtml html={issue.descriptionHtml} />
      </section>
      <section className={styles.section} aria-labelledby="si-editors">
        <h2 id="si-editors" className={styles.heading}>
          {issue.editors.length === 1 ? 'Guest Editor' : 'Guest Editors'}
        </h2>
        <GuestEditorList editors={issue.editors} />
      </section>
      <section className={styles.section} aria-labelledby="si-keywords">
        <h2 id="si-keywords" className={styles.heading}>
          Keywords
        </h2>
        <ul className={styles.keywords}>
          {issue.keywords.map((keyword) => (
            <li key={keyword}>
              <Tag size="sm" variant="outline" state="brand">
                {keyword}
              </Tag>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="si-papers">
        <h2 id="si-papers" className={styles.heading}>
          {`Published papers (${issue.articles.length})`}
        </h2>
        <ArticleList articles={issue.articles} headingLevel={3} empty="No paper has been published in this special issue yet." />
      </section>
    </>
  );
}
