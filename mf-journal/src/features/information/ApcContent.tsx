// The APC page: the journal's charge (and the one announced, until it applies), what it covers, and its discounts.
import type { ContentHeading } from '@oap/contracts/api/content.ts';
import type { JournalApcPage } from '@oap/contracts/api/journalSubpages.ts';
import { Link } from 'react-router';
import { formatDate } from '@oap/contracts/articles/articleText.ts';
import { formatMoney } from '@oap/contracts/site/textFormat.ts';
import { InfoSection } from './InfoSection.tsx';
import { TextPageContent } from './TextPageContent.tsx';
import styles from './InfoPage.module.css';

/** The section after the text, listed in the page's contents with the text's own. */
const discountsHeading: ContentHeading = { id: 'apc-discounts', text: 'Discounts and waivers', level: 2 };

export function ApcContent({ page, journalName }: { page: JournalApcPage; journalName: string }) {
  return (
    <>
      <p>
        The article processing charge of {journalName} is <span className={styles.charge}>{formatMoney(page.apcChf, 'CHF')}</span>, plus VAT where it applies, due only once an
        article is accepted after peer review.
        {page.changeAhead && page.announcedApcChf !== page.apcChf ? (
          <>
            {' '}
            For manuscripts submitted from {formatDate(page.effectiveFrom)} it is <strong>{formatMoney(page.announcedApcChf, 'CHF')}</strong>{' '}
            (<Link to="/apc/apc-updates">APC updates</Link>).
          </>
        ) : null}
      </p>
      <TextPageContent page={page} extraHeadings={[discountsHeading]}>
        <InfoSection heading={discountsHeading}>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Who</th>
                  <th scope="col" className={styles.number}>
                    Discount
                  </th>
                  <th scope="col">How</th>
                </tr>
              </thead>
              <tbody>
                {page.discounts.map((discount) => (
                  <tr key={discount.name}>
                    <th scope="row">{discount.name}</th>
                    <td className={styles.number}>{discount.percent === null ? 'Case by case' : discount.percent === 100 ? 'Full waiver' : `${discount.percent}%`}</td>
                    <td>{discount.detail}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>Up to two discounts can be combined, up to 50% in total; a full waiver covers the whole charge.</p>
        </InfoSection>
      </TextPageContent>
    </>
  );
}
