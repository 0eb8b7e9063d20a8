// The Cite box's texts and files, made on the server by citation-js from the article's CSL-JSON (the
// same record the search export uses), so no citation code ships to the browser: four reference styles
// as plain text, and RIS, BibTeX and EndNote files.
import { Cite, plugins } from '@citation-js/core';
import '@citation-js/plugin-csl';
import type { Article, ArticleCitationStyles, CitationFileFormat } from '@oap/contracts/api/articles.ts';
import { citationFileFormats } from '@oap/contracts/api/articles.ts';
import { exportArticles, toCsl, type CitableArticle } from './exportFormats.ts';
import { chicagoAuthorDateCsl } from './chicagoAuthorDate.ts';

const templates = plugins.config.get('@csl').styles;
if (!templates.has('oap-chicago-author-date')) templates.add('oap-chicago-author-date', chicagoAuthorDateCsl);

/** citation-js's template for each style the box offers. */
const styleTemplates: Record<keyof ArticleCitationStyles, string> = {
  apa: 'apa',
  chicago: 'oap-chicago-author-date',
  harvard: 'harvard1',
  vancouver: 'vancouver',
};

/** The record as CSL-JSON, without the site's own address: the styles cite the DOI. */
function cslOf(article: CitableArticle): Record<string, unknown> {
  const { URL: _url, abstract: _abstract, ...csl } = toCsl(article, '');
  return csl;
}

export function citationStyles(article: CitableArticle): ArticleCitationStyles {
  const cite = new Cite([cslOf(article)]);
  const entries = Object.entries(styleTemplates).map(([style, template]) => {
    // A numbered style numbers its one entry ("1. "): the box shows the entry alone.
    const text = String(cite.format('bibliography', { format: 'text', template, lang: 'en-US' })).replace(/\s+/g, ' ').trim().replace(/^1\.\s+/, '');
    return [style, text] as const;
  });
  return Object.fromEntries(entries) as unknown as ArticleCitationStyles;
}

/** EndNote's tagged ("refer") format, one tag a line: citation-js reads it but does not write it. */
function endNote(article: Article, siteUrl: string): string {
  const lines = ['%0 Journal Article', `%T ${article.title}`];
  for (const author of article.authorDetails) lines.push(`%A ${author.surname}${author.givenNames ? `, ${author.givenNames}` : ''}`);
  lines.push(`%J ${article.journal.name}`, `%@ ${article.journal.issn}`, `%V ${article.volume}`, `%N ${article.issue}`, `%P ${article.identifier}`);
  lines.push(`%D ${article.publishedAt.slice(0, 4)}`, `%8 ${article.publishedAt.slice(0, 10)}`, `%R ${article.doi}`, `%U ${siteUrl}${article.path}`);
  if (article.keywords.length) lines.push(`%K ${article.keywords.join(', ')}`);
  lines.push(`%I ${article.source?.publisher || article.journal.name}`);
  return `${lines.map((line) => line.replace(/[\r\n]+/g, ' ')).join('\n')}\n`;
}

export function citationFile(article: Article, format: CitationFileFormat, siteUrl: string): { body: string; contentType: string; fileName: string } {
  const spec = citationFileFormats.find((entry) => entry.id === format)!;
  const body = format === 'endnote' ? endNote(article, siteUrl) : exportArticles(format, [article], siteUrl).body;
  const base = article.doi.replace(/[^A-Za-z0-9.-]+/g, '_') || `article-${article.id}`;
  return { body, contentType: `${spec.mediaType}; charset=utf-8`, fileName: `${base}.${spec.extension}` };
}
