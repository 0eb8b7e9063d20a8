// The price estimator: paste the text (its words are counted), upload the manuscript as a Word file
// (counted on the server, without its reference list) or type a word count, and see the price band
// of the English editing service. With scripts the price follows each keystroke and a chosen file is
// sent at once; without them "Estimate the price" posts the form to the page, whose action
// (estimateAction.ts) counts on the server and the page comes back with the price.
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Form, Link, useActionData, useNavigation } from 'react-router';
import { uploadAccept, uploadRuleText } from '@oap/contracts/forms/formLimits.ts';
import { countWords, wordCountField, wordCountUpload } from '@oap/contracts/authorServices/wordCount.ts';
import { Button } from '@oap/shared/ui/button/Button.tsx';
import { estimateEditing } from './editingPrices.ts';
import { EditingEstimateResult } from './EditingEstimateResult.tsx';
import type { estimateAction } from './estimateAction.ts';
import { clampWordCount, maxWords, minWords } from './wordCountLimits.ts';
import styles from './WordCountEstimator.module.css';

export interface WordCountEstimatorProps {
  headingLevel?: 2 | 3;
  /** The next step of an order, given the count (a link that carries it). */
  next?: { label: string; href: (words: string) => string };
}

export function WordCountEstimator({ headingLevel = 2, next }: WordCountEstimatorProps) {
  const id = useId();
  const posted = useActionData<typeof estimateAction>();
  const navigation = useNavigation();
  const [text, setText] = useState(posted?.text ?? '');
  const [wordCount, setWordCount] = useState(posted?.words ?? '');
  // A post answered in the browser (Enter, the button or a chosen file, with scripts) brings the values back.
  useEffect(() => {
    if (!posted) return;
    setText(posted.text);
    setWordCount(posted.words);
  }, [posted]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const words = /^\d+$/.test(wordCount.trim()) ? Number(wordCount) : null;
  const estimate = words === null ? null : estimateEditing(words);
  const counting = navigation.state === 'submitting' && navigation.formData?.get(wordCountField) instanceof File;

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
      <Form method="post" encType="multipart/form-data" className={styles.form} preventScrollReset>
        <div className={styles.field}>
          <label htmlFor={`${id}-file`}>Upload your manuscript</label>
          <input
            id={`${id}-file`}
            name={wordCountField}
            type="file"
            accept={`${uploadAccept(wordCountUpload)},.docx`}
            aria-describedby={`${id}-file-hint`}
            // With scripts a chosen file is counted at once; without them the button sends it.
            onChange={(event) => {
              if (event.currentTarget.files?.length) event.currentTarget.form?.requestSubmit();
            }}
          />
          <p id={`${id}-file-hint`} className={styles.hint}>
            {uploadRuleText(wordCountUpload)}. We read it to count its words and do not keep it.
          </p>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-text`}>Or paste your manuscript text</label>
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
          <Button type="submit" size="md" variant="outline" loading={counting}>
            Estimate the price
          </Button>
        </div>
        {posted?.problem ? (
          <p className={styles.problem} role="alert">
            {posted.problem}
          </p>
        ) : null}
        {/* A status region rather than <output>: the result has paragraphs and a price list, and <output> holds phrasing only. */}
        <div className={styles.output} role="status" aria-live="polite">
          {posted?.upload && posted.words === wordCount ? (
            <span className={styles.counted}>
              Counted from {posted.upload.fileName}
              {posted.upload.referencesExcluded ? ', without its reference list' : ''}.
            </span>
          ) : null}
          <EditingEstimateResult estimate={estimate} />
        </div>
        {next ? (
          <p className={styles.next}>
            <Link to={next.href(words === null ? '' : String(words))} className={styles.nextLink}>
              {next.label}
            </Link>
          </p>
        ) : null}
      </Form>
    </section>
  );
}
