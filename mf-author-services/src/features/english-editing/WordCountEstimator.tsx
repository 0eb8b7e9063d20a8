// The price estimator: paste the text (its words are counted) or type a word count, and see the
// price band of the English editing service. With scripts the price follows each keystroke; without
// them "Estimate the price" posts the form to the page, whose action (estimateAction.ts) counts on
// the server and the page comes back with the price.
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Form, useActionData } from 'react-router';
import { Button } from '@oap/shared/ui/button/Button.tsx';
import { countWords } from './countWords.ts';
import { estimateEditing } from './editingPrices.ts';
import { EditingEstimateResult } from './EditingEstimateResult.tsx';
import type { estimateAction } from './estimateAction.ts';
import { clampWordCount, maxWords, minWords } from './wordCountLimits.ts';
import styles from './WordCountEstimator.module.css';

export function WordCountEstimator({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const id = useId();
  const posted = useActionData<typeof estimateAction>();
  const [text, setText] = useState(posted?.text ?? '');
  const [wordCount, setWordCount] = useState(posted?.words ?? '');
  // A post answered in the browser (Enter or the button, with scripts) brings the same values back.
  useEffect(() => {
    if (!posted) return;
    setText(posted.text);
    setWordCount(posted.words);
  }, [posted]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const words = /^\d+$/.test(wordCount.trim()) ? Number(wordCount) : null;
  const estimate = words === null ? null : estimateEditing(words);

  const onText = (value: string) => {
    setText(value);
    // The pasted text sets the count; the author may still correct it by hand afterwards.
    const counted = countWords(value);
    setWordCount(counted > 0 ? String(counted) : '');
  };

  const onCountKeyUp = (event: KeyboardEvent<HTMLInputElement>) => setWordCount(clampWordCount(event.currentTarget.value));

  return (
    <section className={styles.estimator} aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`} className={styles.heading}>
        Estimate your price
      </Heading>
      <p className={styles.help}>Count the main text with figure and table captions, without the reference list.</p>
      <Form method="post" className={styles.form} preventScrollReset>
        <div className={styles.field}>
          <label htmlFor={`${id}-text`}>Paste your manuscript text</label>
          <textarea id={`${id}-text`} name="text" rows={6} value={text} onChange={(event) => onText(event.target.value)} spellCheck={false} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-count`}>Or enter the word count</label>
          <input
            id={`${id}-count`}
            name="words"
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
        <div className={styles.submit}>
          <Button type="submit" size="md" variant="outline">
            Estimate the price
          </Button>
        </div>
        <output htmlFor={`${id}-text ${id}-count`} className={styles.output} aria-live="polite">
          <EditingEstimateResult estimate={estimate} />
        </output>
      </Form>
    </section>
  );
}
