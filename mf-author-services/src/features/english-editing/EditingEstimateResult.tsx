// What the estimator shows for a word count: the band, both prices and turnaround, or "quote on request".
import type { EditingEstimate } from './editingPrices.ts';
import { largestPricedWordCount } from './editingPrices.ts';
import styles from './EditingEstimateResult.module.css';
import { formatCount, formatMoney } from '@oap/contracts/site/textFormat.ts';

const chf = (amount: number) => formatMoney(amount, 'CHF');
const words = (count: number) => `${formatCount(count)} ${count === 1 ? 'word' : 'words'}`;

export function EditingEstimateResult({ estimate }: { estimate: EditingEstimate | null }) {
  if (!estimate) return <p className={styles.prompt}>Paste your text or enter a word count to see the price.</p>;
  if (estimate.kind === 'quote') {
    return (
      <div className={styles.result}>
        <p className={styles.words}>{words(estimate.words)}</p>
        <p className={styles.band}>Over {formatCount(largestPricedWordCount)} words: quote on request.</p>
        <p className={styles.note}>Send us your manuscript and we will reply with a price and delivery date within one working day.</p>
      </div>
    );
  }
  const { band, turnaround } = estimate;
  const bandLabel = band.minWords <= 1 ? `Up to ${words(band.maxWords)}` : `${formatCount(band.minWords)}–${words(band.maxWords)}`;
  return (
    <div className={styles.result}>
      <p className={styles.words}>{words(estimate.words)}</p>
      <p className={styles.band}>Price band: {bandLabel}</p>
      <dl className={styles.prices}>
        <div>
          <dt>Standard</dt>
          <dd>
            <strong>{chf(band.standardChf)}</strong> · {turnaround.standardDays} working days
          </dd>
        </div>
        <div>
          <dt>Express</dt>
          <dd>
            <strong>{chf(band.expressChf)}</strong> · {turnaround.expressDays} working days
          </dd>
        </div>
      </dl>
    </div>
  );
}
