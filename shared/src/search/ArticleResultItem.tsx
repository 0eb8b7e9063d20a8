// One article in a result list (search, a journal section, editors' choice): its type, title,
// authors (cut with "and N more"), journal, date, volume and issue, DOI (DoiLink), views and citations,
// and the highlighted excerpt. With `selection`, a checkbox selects it for export (a field of the
// export form named by `formId`, so it works without scripts too).
import { Link } from 'react-router';
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import { formatCount, formatUtcDate } from '@oap/contracts/site/textFormat.ts';
import { ArticleNoticeLine } from '@oap/shared/articles/ArticleNoticeLine.tsx';
import { DoiLink } from '@oap/shared/articles/DoiLink.tsx';
import styles from './ArticleResultItem.module.css';

/** Long author lists are cut here, as reference lists do, so one result never fills the screen. */
export const AUTHORS_SHOWN = 6;

export function authorLine(authors: string[], shown = AUTHORS_SHOWN): string {
  if (authors.length <= shown) return authors.join(', ');
  return `${authors.slice(0, shown).join(', ')} and ${authors.length - shown} more`;
}

function formatDate(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : formatUtcDate(date);
}

const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

export interface ArticleResultItemProps {
  item: ArticleSummary;
  /** The title's heading level (default 2: the list sits under the page's h1). */
  headingLevel?: 2 | 3;
  /** A checkbox to select the article (for export): the form it belongs to, and its state. */
  selection?: { formId: string; name: string; checked: boolean; onChange: (checked: boolean) => void };
  /** Show the journal (off on a journal's own lists). Default true. */
  showJournal?: boolean;
}

export function ArticleResultItem({ item, headingLevel = 2, selection, showJournal = true }: ArticleResultItemProps) {
  const published = formatDate(item.publishedAt);
  const Heading = `h${headingLevel}` as const;
  const titleId = `article-${item.id}-title`;
  return (
    <article className={styles.item} aria-labelledby={titleId}>
      {selection ? (
        <input
          className={styles.select}
          type="checkbox"
          form={selection.formId}
          name={selection.name}
          value={String(item.id)}
          checked={selection.checked}
          onChange={(event) => selection.onChange(event.target.checked)}
          aria-label={`Select ${item.title}`}
        />
      ) : null}
      <div className={styles.body}>
        {item.articleType ? <p className={styles.type}>{item.articleType}</p> : null}
        <Heading className={styles.title} id={titleId}>
          <Link to={item.path}>{item.title}</Link>
        </Heading>
        {item.notice ? <ArticleNoticeLine notice={item.notice} /> : null}
        {item.authors.length > 0 ? <p className={styles.authors}>{authorLine(item.authors)}</p> : null}
        <p className={styles.meta}>
          {showJournal ? (
            <a href={`/journal/${item.journal.nameSystem}`} className={styles.journal}>
              {item.journal.name}
            </a>
          ) : null}
          {published ? (
            <span>
              <time dateTime={item.publishedAt}>{published}</time>
            </span>
          ) : null}
          <span>
            Volume {item.volume}
            {item.issue ? `, Issue ${item.issue}` : ''}
          </span>
        </p>
        <p className={styles.meta}>
          {item.doi ? (
            <DoiLink doi={item.doi} className={styles.doi}>
              <span className="oap-visually-hidden">DOI </span>
            </DoiLink>
          ) : null}
          <span>{plural(item.views, 'view', 'views')}</span>
          <span>{plural(item.citations, 'citation', 'citations')}</span>
        </p>
        {/* Sanitised by the page's query as the results arrived (see the search route). */}
        {item.snippet ? <div className={styles.snippet} dangerouslySetInnerHTML={{ __html: item.snippet }} /> : null}
      </div>
    </article>
  );
}
