// The home page's opening, as a publisher's front page is: what the publisher is (its name and
// mission), the two things most readers come for (search all articles, find a journal) and the one
// most authors come for (submit), and beside them the covers of its leading journals, each a link.
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import type { JournalSummary } from '@oap/contracts/api/journals.ts';
import { publishingSince, siteName } from '@oap/contracts/site/publisher.ts';
import { formatCount } from '@oap/contracts/site/textFormat.ts';
import { JournalCover } from '@oap/shared/journals/JournalCover.tsx';
import { ArticleSearchForm } from '@oap/shared/search/ArticleSearchForm.tsx';
import { ButtonLink } from '@oap/shared/ui/button/ButtonLink.tsx';
import { submissionUrl } from '@oap/shared/site/submission.ts';
import styles from './HomeHero.module.css';

/** Six covers: two rows of three beside the text on a wide screen, one row on a phone. */
export const heroCoverCount = 6;

export function HomeHero({ journals }: { journals: JournalSummary[] | null }) {
  const navigate = useNavigate();
  const titleId = useId();
  const featured = (journals ?? []).slice(0, heroCoverCount);
  const articleTotal = featured.reduce((sum, journal) => sum + journal.articleCount, 0);

  return (
    <section className={styles.hero} aria-labelledby={titleId}>
      <div className={styles.text}>
        <p className={styles.eyebrow}>{siteName()}</p>
        <h1 id={titleId} className={styles.title}>
          Open access research, peer reviewed and free to read
        </h1>
        <p className={styles.mission}>
          Since {publishingSince} we have published peer-reviewed open access journals, so that research reaches everyone who can use it.
        </p>
        <div className={styles.form}>
          <ArticleSearchForm label="Search all articles" onSearch={(q) => navigate(q ? `/search?q=${encodeURIComponent(q)}` : '/search')} />
        </div>
        <div className={styles.actions}>
          <ButtonLink to={submissionUrl()} external variant="filled" size="md">
            Submit a manuscript
          </ButtonLink>
          <ButtonLink to="/about/journalfinder" variant="outline" size="md">
            Find the right journal
          </ButtonLink>
        </div>
      </div>
      {featured.length > 0 ? (
        <div className={styles.showcase}>
          <h2 className={styles.showcaseHeading}>Leading journals</h2>
          <ul className={styles.covers}>
            {featured.map((journal) => (
              <li key={journal.id}>
                <Link to={`/journal/${journal.nameSystem}`} className={styles.coverLink}>
                  <JournalCover journal={journal} size="md" className={styles.cover} />
                  <span className={styles.coverName}>{journal.name}</span>
                </Link>
              </li>
            ))}
          </ul>
          <p className={styles.figures}>
            {formatCount(articleTotal)} articles in these {featured.length} journals alone · <Link to="/about/journals">All journals</Link>
          </p>
        </div>
      ) : null}
    </section>
  );
}
