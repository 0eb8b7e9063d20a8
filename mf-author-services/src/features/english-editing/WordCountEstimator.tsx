// The price estimator: paste the text (its words are counted) or type a word count, and see the
// price band of the English editing service.
import { useId, useState, type KeyboardEvent } from 'react';
import { countWords } from './countWords.ts';
import { estimateEditing } from './editingPrices.ts';
import { EditingEstimateResult } from './EditingEstimateResult.tsx';
import styles from './WordCountEstimator.module.css';

/** Spec 5: a number input's default minimum is 1; a manuscript never comes near this maximum. */
const minWords = 1;
const maxWords = 1_000_000;

/** Spec 5: on key-up a value above the maximum becomes the maximum, below the minimum the minimum; empty stays. */
function clampOnKeyUp(value: string): string {
  if (value.trim() === '') return value;
  const number = Number(value);
  if (Number.isNaN(number)) return value;
  if (number > maxWords) return String(maxWords);
  if (number < minWords) return String(minWords);
  return value;
}

export function WordCountEstimator({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const id = useId();
  const [text, setText] = useState('');
  const [wordCount, setWordCount] = useState('');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const words = /^\d+$/.test(wordCount.trim()) ? Number(wordCount) : null;
  const estimate = words === null ? null : estimateEditing(words);

  const onText = (value: string) => {
    setText(value);
    // The pasted text sets the count; the author may still correct it by hand afterwards.
    const counted = countWords(value);
    setWordCount(counted > 0 ? String(counted) : '');
  };

  const onCountKeyUp = (event: KeyboardEvent<HTMLInputElement>) => setWordCount(clampOnKeyUp(event.currentTarget.value));

  return (
    <section className={styles.estimator} aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`} className={styles.heading}>
        Estimate your price
      </Heading>
      <p className={styles.help}>Count the main text with figure and table captions, without the reference list.</p>
      <form className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <div className={styles.field}>
          <label htmlFor={`${id}-text`}>Paste your manuscript text</label>
          <textarea id={`${id}-text`} rows={6} value={text} onChange={(event) => onText(event.target.value)} spellCheck={false} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-count`}>Or enter the word count</label>
          <input
            id={`${id}-count`}
            className={styles.count}
            type="number"
            inputMode="numeric"
            min={minWords}
            max={maxWords}
            step={1}
            value={wordCount}
            onChange={(event) => setWordCount(event.target.value)}
            onKeyUp={onCountKeyUp}
          />
        </div>
        <output htmlFor={`${id}-text ${id}-count`} className={styles.output} aria-live="polite">
          <EditingEstimateResult estimate={estimate} />
        </output>
      </form>
    </section>
  );
}
