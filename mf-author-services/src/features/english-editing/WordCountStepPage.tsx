// Step one of an editing order: count the words and see the price, then go on to the order review.
import { Link } from 'react-router';
import { WordCountEstimator } from './WordCountEstimator.tsx';
import styles from './WordCountStepPage.module.css';

export function WordCountStepPage() {
  return (
    <div className={styles.page}>
      <p className={styles.step}>English editing order · Step 1</p>
      <h1 className={styles.title}>Word count and price</h1>
      <p className={styles.intro}>
        Paste your manuscript or type its word count. The price follows the bands on the{' '}
        <Link to="/authors/english">English Language Editing</Link> page.
      </p>
      <WordCountEstimator />
      <nav aria-label="Order steps" className={styles.steps}>
        <Link to="/authors/english">Back to English editing</Link>
        <Link to="/authors/step/order-review" className={styles.next}>
          Continue to order review
        </Link>
      </nav>
    </div>
  );
}
