// Route module of 'issn-volume-issue-identifier-notes': the publisher's notes on the article, its
// licence and how to attribute it (for an imported article: where it first appeared).
import { useLoaderData } from 'react-router';
import type { ArticleDetail } from '@oap/contracts/api/articles.ts';
import type { RouteHead } from '@oap/contracts/federation/contract.ts';
import { doiUrl, formatDate } from '@oap/contracts/articles/articleText.ts';
import { siteName } from '@oap/contracts/site/publisher.ts';
import { SubpageFrame } from './SubpageFrame.tsx';
import { articleSubpageLoader } from './subpageLoader.ts';
import styles from './Subpages.module.css';

export const loader = articleSubpageLoader;

export function head(article: ArticleDetail): RouteHead {
  return { title: `Notes: ${article.title}`, description: `Publisher’s notes, licence and attribution of “${article.title}”.`, canonical: `${article.path}/notes` };
}

export function Component() {
  const article = useLoaderData<typeof loader>();
  const { license, source } = article;
  return (
    <SubpageFrame article={article} heading="Notes and licence">
      <section className={styles.section} aria-labelledby="licence">
        <h2 id="licence">Licence</h2>
        <p>
          © {article.publishedAt.slice(0, 4)} by the authors. This article is open access, distributed under the terms of the{' '}
          {license.url ? <a href={license.url}>{license.name}</a> : license.name} licence
          {/^CC BY/.test(license.name) ? ', which permits use, sharing and adaptation in any medium, provided the original work is properly cited' : ''}.
        </p>
      </section>
      <section className={styles.section} aria-labelledby="attribution">
        <h2 id="attribution">Attribution</h2>
        {source ? (
          <dl className={styles.facts}>
            <dt>First published in</dt>
            <dd>
              <cite>{source.journal}</cite> ({source.publisher})
            </dd>
            <dt>Original DOI</dt>
            <dd>
              <a href={doiUrl(source.doi)}>{doiUrl(source.doi)}</a>
            </dd>
            <dt>Original licence</dt>
            <dd>{source.licenseUrl ? <a href={source.licenseUrl}>{source.licenseUrl}</a> : license.name}</dd>
            <dt>Republished here</dt>
            <dd>
              {formatDate(article.publishedAt)}, {article.journal.name}, without changes to its text; figures are not reproduced.
            </dd>
          </dl>
        ) : (
          <p>
            Published in <cite>{article.journal.name}</cite> by {siteName()} on {formatDate(article.dates.published || article.publishedAt)}. Cite it as{' '}
            {article.citationStyles.apa}
          </p>
        )}
      </section>
      <section className={styles.section} aria-labelledby="publisher-notes">
        <h2 id="publisher-notes">Publisher’s note</h2>
        <p>
          The statements, opinions and data contained in this article are solely those of the individual authors and contributors and not of the
          publisher or the editors. The publisher and the editors disclaim responsibility for any injury to people or property resulting from any
          ideas, methods, instructions or products referred to in the content.
        </p>
        <p>The publisher remains neutral with regard to jurisdictional claims in published maps and institutional affiliations.</p>
      </section>
    </SubpageFrame>
  );
}
