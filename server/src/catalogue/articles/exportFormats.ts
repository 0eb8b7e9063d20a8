// Search result export (GET /api/search/export): CSV written here, RIS and BibTeX through citation-js
// from CSL-JSON records, so that escaping (LaTeX accents, RIS tags) follows a maintained library.
import { Cite } from '@citation-js/core';
import '@citation-js/plugin-ris';
import '@citation-js/plugin-bibtex';
import type { Article } from '@oap/contracts/api/articles.ts';
import type { SearchExportFormat } from '@oap/contracts/api/search.ts';
import { csvLine, csvStart } from '../../platform/http/csv.ts';

const plain = (html: string) =>
  html.replace(/<[^>]*>/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();


const CSV_COLUMNS: [string, (article: Article, siteUrl: string) => string | number | null][] = [
  ['Title', (a) => a.title],
  ['Authors', (a) => a.authors.join('; ')],
  ['Journal', (a) => a.journal.name],
  ['ISSN', (a) => a.journal.issn],
  ['Year', (a) => a.publishedAt.slice(0, 4)],
  ['Volume', (a) => a.volume],
  ['Issue', (a) => a.issue],
  ['Article Number', (a) => a.identifier],
  ['DOI', (a) => a.doi],
  ['Publication Date', (a) => a.publishedAt],
  ['Article Type', (a) => a.articleType],
  ['Section', (a) => a.section?.name ?? ''],
  ['Special Issue', (a) => a.specialIssue?.name ?? ''],
  ['Keywords', (a) => a.keywords.join('; ')],
  ['Abstract', (a) => plain(a.abstractHtml)],
  ['Citations', (a) => a.citations],
  ['Views', (a) => a.views],
  ['License', (a) => a.license.name],
  ['URL', (a, siteUrl) => `${siteUrl}${a.path}`],
];

export function toCsv(articles: Article[], siteUrl: string): string {
  const lines = [csvLine(CSV_COLUMNS.map(([name]) => name))];
  for (const article of articles) lines.push(csvLine(CSV_COLUMNS.map(([, value]) => value(article, siteUrl))));
  return `${csvStart}${lines.join('\r\n')}\r\n`;
}

/** CSL-JSON, the input citation-js formats from. */
/** What a citation is made of (the article's record without its text). */
export type CitableArticle = Pick<Article, 'id' | 'title' | 'authorDetails' | 'journal' | 'volume' | 'issue' | 'identifier' | 'doi' | 'path' | 'publishedAt' | 'abstractHtml' | 'keywords' | 'license'>;

export function toCsl(article: CitableArticle, siteUrl: string): Record<string, unknown> {
  const [year, month, day] = article.publishedAt.split('-').map(Number);
  const first = article.authorDetails[0];
  const key = `${(first?.surname ?? 'anon').normalize('NFKD').replace(/[^A-Za-z]/g, '')}${year}_${article.id}`;
  return {
    id: key,
    'citation-key': key,
    type: 'article-journal',
    title: article.title,
    author: article.authorDetails.map((author) => (author.givenNames ? { given: author.givenNames, family: author.surname } : { literal: author.surname || author.name })),
    'container-title': article.journal.name,
    'container-title-short': article.journal.abbreviation,
    ISSN: article.journal.issn,
    volume: article.volume,
    issue: article.issue,
    page: article.identifier,
    DOI: article.doi,
    URL: `${siteUrl}${article.path}`,
    issued: { 'date-parts': [[year, month, day].filter((part) => part !== undefined && !Number.isNaN(part))] },
    abstract: plain(article.abstractHtml),
    ...(article.keywords.length ? { keyword: article.keywords.join(',') } : {}),
    license: article.license.url ?? article.license.name,
  };
}

/** RIS's date tags: "YYYY/MM/DD/other", with two-digit months and days (citation-js writes "2023/7/8/"). */
const RIS_DATE_TAGS = new Set(['DA', 'Y1', 'Y2']);
const risDate = (text: string): string =>
  text.replace(/^(\d{4})\/(\d{1,2})?\/(\d{1,2})?\//, (_, year: string, month = '', day = '') => `${year}/${month.padStart(month ? 2 : 0, '0')}/${day.padStart(day ? 2 : 0, '0')}/`);

/**
 * RIS text from citation-js's tag mapping. Its own text output hard-wraps values every 70 characters,
 * mid-word, which importers read back with the word split; here each value stays on its line, and
 * dates are written as the format gives them (risDate).
 */
function risText(cite: Cite): string {
  const entries = cite.format('ris', { format: 'object' }) as unknown as Record<string, string | number | (string | number)[]>[];
  return entries
    .map((entry) => {
      const lines = [`TY  - ${String(entry.TY)}`];
      for (const [tag, value] of Object.entries(entry)) {
        if (tag === 'TY') continue;
        for (const item of Array.isArray(value) ? value : [value]) {
          const text = String(item).replace(/\s+/g, ' ').trim();
          if (text) lines.push(`${tag}  - ${RIS_DATE_TAGS.has(tag) ? risDate(text) : text}`);
        }
      }
      lines.push('ER  - ');
      return lines.join('\r\n');
    })
    .join('\r\n\r\n')
    .concat('\r\n');
}

export function exportArticles(format: SearchExportFormat, articles: Article[], siteUrl: string): { body: string; contentType: string; extension: string } {
  if (format === 'csv') return { body: toCsv(articles, siteUrl), contentType: 'text/csv; charset=utf-8', extension: 'csv' };
  const cite = new Cite(articles.map((article) => toCsl(article, siteUrl)));
  if (format === 'ris') return { body: risText(cite), contentType: 'application/x-research-info-systems; charset=utf-8', extension: 'ris' };
  return { body: String(cite.format('bibtex')), contentType: 'application/x-bibtex; charset=utf-8', extension: 'bib' };
}
