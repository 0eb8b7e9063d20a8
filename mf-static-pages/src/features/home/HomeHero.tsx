// The home page's opening: the publisher's mission and a search box for all articles.
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { ArticleSearchForm } from '@oap/shared/search/ArticleSearchForm.tsx';
import styles from './HomeHero.module.css';

export function HomeHero() {
  const navigate = useNavigate();
  const titleId = useId();

  return (
    <section className={styles.hero} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        Open access research, peer reviewed and free to read
      </h1>
      <p className={styles.mission}>
        Since 1996 we have published peer-reviewed open access journals, so that research reaches everyone who can use it.
      </p>
      <div className={styles.form}>
        <ArticleSearchForm label="Search all articles" onSearch={(q) => navigate(q ? `/search?q=${encodeURIComponent(q)}` : '/search')} />
      </div>
    </section>
  );
}
