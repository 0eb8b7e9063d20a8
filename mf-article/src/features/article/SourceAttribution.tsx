// Articles imported from eLife and PLOS are republished under CC BY, which asks for this attribution.
import type { Article } from '@oap/contracts/api/articles.ts';
import { doiUrl } from '@oap/contracts/articles/articleText.ts';
import styles from './SourceAttribution.module.css';

export function SourceAttribution({ source, licenseName }: { source: NonNullable<Article['source']>; licenseName: string }) {
  return (
    <aside className={styles.attribution} aria-label="Original publication">
      <p>
        Originally published in <cite>{source.journal}</cite>
        {/* A package may name no publisher: then the sentence ends at the journal. */}
        {source.publisher ? ` by ${source.publisher}` : ''}.{' '}
        <span className={styles.part}>
          DOI: <a href={doiUrl(source.doi)}>{doiUrl(source.doi)}</a>.
        </span>{' '}
        <span className={styles.part}>
          Licence: {source.licenseUrl ? <a href={source.licenseUrl}>{licenseName}</a> : licenseName}.
        </span>
      </p>
    </aside>
  );
}
