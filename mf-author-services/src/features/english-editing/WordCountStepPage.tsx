// Step one of an editing order: count the words (pasted, typed or from the Word file) and see the
// price, then go on to choose the service with the count.
import { Link } from 'react-router';
import { WordCountEstimator } from './WordCountEstimator.tsx';
import styles from './WordCountStepPage.module.css';

export const editingServiceHref = (words: string) => (words ? `/authors/step/editing-service?words=${encodeURIComponent(words)}` : '/authors/step/editing-service');

export function WordCountStepPage() {
  return (
    <div className={styles.page}>
      <p className={styles.step}>English editing order · Step 1 of 3</p>
      <h1 className={styles.title}>Word count and price</h1>
      <p className={styles.intro}>
        Upload your manuscript as a Word file, paste its text or type its word count. The price follows the bands on the{' '}
        <Link to="/authors/english">English Language Editing</Link> page.
      </p>
      <WordCountEstimator next={{ label: 'Continue: choose your service', href: editingServiceHref }} />
      <p>
        <Link to="/authors/english">Back to English editing</Link>
      </p>
    </div>
  );
}
