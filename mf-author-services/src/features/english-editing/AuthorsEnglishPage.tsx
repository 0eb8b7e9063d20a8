// /authors/english: what the editing service includes and costs, then the price estimator.
import { Link, useLoaderData } from 'react-router';
import { RichText } from '@oap/shared/content/RichText.tsx';
import type { loader } from './authorsEnglishRoute.tsx';
import { englishEditingTitle } from './englishEditingTitle.ts';
import { WordCountEstimator } from './WordCountEstimator.tsx';
import styles from './AuthorsEnglishPage.module.css';

export function AuthorsEnglishPage() {
  const { content } = useLoaderData<typeof loader>();
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{content?.title ?? englishEditingTitle}</h1>
      {content ? (
        <>
          {content.description ? <p className={styles.lead}>{content.description}</p> : null}
          <RichText html={content.html} />
        </>
      ) : (
        <p className={styles.lead}>Professional English editing for manuscripts before submission or during revision.</p>
      )}
      <WordCountEstimator />
      <p>
        Ready to order? <Link to="/authors/step/word-count">Start your order</Link> with the word count of your manuscript.
      </p>
    </article>
  );
}
