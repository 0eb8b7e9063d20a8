// The article page's document head: what Google Scholar, reference managers (Zotero,
// Mendeley) and search engines read from the served HTML. Three vocabularies over the same data:
// Google Scholar's citation_* tags (Highwire Press names), Dublin Core DC.* and schema.org
// ScholarlyArticle JSON-LD. Every value comes from the Article record as the API sends it.
// The PDF (citation_pdf_url) is the article's /pdf-vor, made by the server (server/src/catalogue/articles/pdf/).
import type { Article, ArticleAuthor } from '@oap/contracts/api/articles.ts';
import type { HeadMeta, JsonLdObject, JsonValue, RouteHead } from '@oap/contracts/federation/contract.ts';
import { doiUrl, isExampleDoi, orcidUrl } from '@oap/contracts/articles/articleText.ts';
import { htmlToText, textStart } from '@oap/contracts/site/headText.ts';
import { siteName } from '@oap/contracts/site/publisher.ts';
import { citationReference, parseReference } from './citationReference.ts';

/** Articles are published in English (the corpus and the generated catalogue alike). */
export const articleLanguage = 'en';

/** "2025-01-27" (or a full timestamp) -> "2025/01/27", the date form Google Scholar asks for. */
export function scholarDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[1]}/${match[2]}/${match[3]}` : iso;
}

/** "2025-01-27" from a date or timestamp: Dublin Core and schema.org take ISO 8601. */
function isoDate(iso: string): string {
  return /^\d{4}-\d{2}-\d{2}/.exec(iso)?.[0] ?? iso;
}

export function articleDescription(article: Article): string {
  // A retracted or questioned article says so first, wherever its description is shown (search engines, link previews).
  const notice = article.notice ? `${article.notice.headline} (${article.notice.date}). ` : '';
  return textStart(notice + htmlToText(article.abstractHtml));
}

/** The whole abstract as text: Zotero and Scholar take citation_abstract as the abstract. */
export function abstractText(article: Article): string {
  return htmlToText(article.abstractHtml);
}

/** The article's PDF, the version of record. */
export const pdfPath = (article: Pick<Article, 'path'>) => `${article.path}/pdf-vor`;

function authorInstitutions(article: Article, author: ArticleAuthor): string[] {
  return author.affiliations.map((index) => article.affiliations[index]).filter((text): text is string => Boolean(text));
}

/**
 * An author's name as the article lists it: Article.authors keeps suffixes ("Jr") that the details'
 * given-and-family name lacks, and is what the database stores as the author line.
 */
function authorName(article: Article, index: number): string {
  const details = article.authorDetails[index]!;
  return article.authors.length === article.authorDetails.length ? (article.authors[index] ?? details.name) : details.name;
}

const meta = (name: string, content: string, sitePath?: boolean): HeadMeta => (sitePath ? { name, content, sitePath } : { name, content });

/** Google Scholar's tags, in its order: each author directly followed by that author's institutions. */
export function scholarMeta(article: Article): HeadMeta[] {
  const tags: HeadMeta[] = [meta('citation_title', article.title)];
  for (const [index, author] of article.authorDetails.entries()) {
    tags.push(meta('citation_author', authorName(article, index)));
    for (const institution of authorInstitutions(article, author)) tags.push(meta('citation_author_institution', institution));
    if (author.orcid) tags.push(meta('citation_author_orcid', orcidUrl(author.orcid)));
    if (author.email) tags.push(meta('citation_author_email', author.email));
  }
  const published = scholarDate(article.dates.published || article.publishedAt);
  tags.push(
    meta('citation_publication_date', published),
    // The site has no separate online-first date: an article goes online when it is published.
    meta('citation_online_date', published),
    meta('citation_journal_title', article.journal.name),
    meta('citation_journal_abbrev', article.journal.abbreviation),
    meta('citation_issn', article.journal.issn),
    meta('citation_volume', article.volume),
    meta('citation_issue', article.issue),
    // Articles carry an article number, not pages; Scholar takes it as the first page.
    meta('citation_firstpage', article.identifier),
    meta('citation_doi', article.doi),
    meta('citation_publisher', siteName()),
    // The abstract and the full text are one page.
    meta('citation_abstract_html_url', article.path, true),
    meta('citation_fulltext_html_url', article.path, true),
    meta('citation_pdf_url', pdfPath(article), true),
    meta('citation_xml_url', `${article.path}/xml`, true),
  );
  const abstract = abstractText(article);
  if (abstract) tags.push(meta('citation_abstract', abstract));
  tags.push(meta('citation_article_type', article.articleType));
  if (article.license.url) tags.push(meta('citation_license', article.license.url));
  if (article.keywords.length > 0) tags.push(meta('citation_keywords', article.keywords.join('; ')));
  tags.push(meta('citation_language', articleLanguage));
  for (const reference of article.references) tags.push(meta('citation_reference', citationReference(reference)));
  return tags;
}

export function dublinCoreMeta(article: Article): HeadMeta[] {
  return [
    meta('DC.title', article.title),
    ...article.authorDetails.map((_, index) => meta('DC.creator', authorName(article, index))),
    ...(abstractText(article) ? [meta('DC.description', abstractText(article))] : []),
    meta('DC.source', `${article.journal.name} ${article.volume}(${article.issue}): ${article.identifier}`),
    ...article.keywords.map((keyword) => meta('DC.subject', keyword)),
    meta('DC.date', isoDate(article.dates.published || article.publishedAt)),
    meta('DC.identifier', article.doi),
    meta('DC.publisher', siteName()),
    meta('DC.rights', article.license.url ?? article.license.name),
    meta('DC.type', 'Text'),
    meta('DC.language', articleLanguage),
    // The notice about the article (a retraction, correction or expression of concern), and on a notice
    // the article it is about, as Dublin Core's relation: either page leads a harvester to the other.
    ...(article.notice ? [meta('DC.relation', doiUrl(article.notice.doi))] : []),
    ...(article.noticeOf ? [meta('DC.relation', doiUrl(article.noticeOf.doi))] : []),
  ];
}

function personLd(article: Article, author: ArticleAuthor, index: number): JsonLdObject {
  const person: JsonLdObject = { '@type': 'Person', name: authorName(article, index) };
  if (author.givenNames) person['givenName'] = author.givenNames;
  if (author.surname) person['familyName'] = author.surname;
  const affiliations = authorInstitutions(article, author).map<JsonValue>((name) => ({ '@type': 'Organization', name }));
  if (affiliations.length > 0) person['affiliation'] = affiliations;
  if (author.orcid) person['sameAs'] = orcidUrl(author.orcid);
  return person;
}

/** The journal as schema.org names it; the journal home (mf-journal) describes the same Periodical. */
function periodicalLd(article: Article): JsonLdObject {
  return {
    '@type': 'Periodical',
    name: article.journal.name,
    alternateName: article.journal.abbreviation,
    issn: article.journal.issn,
    url: `/journal/${article.journal.nameSystem}`,
    publisher: { '@type': 'Organization', name: siteName() },
  };
}

function citedWorkLd(reference: Article['references'][number]): JsonLdObject {
  const parsed = parseReference(reference);
  const work: JsonLdObject = { '@type': 'CreativeWork', name: parsed?.title ?? reference.text };
  if (parsed?.year) work['datePublished'] = parsed.year;
  if (reference.doi) work['sameAs'] = doiUrl(reference.doi);
  return work;
}

export function scholarlyArticleLd(article: Article): JsonLdObject {
  const ld: JsonLdObject = {
    '@context': 'https://schema.org',
    '@type': 'ScholarlyArticle',
    '@id': article.path,
    url: article.path,
    headline: article.title,
    name: article.title,
    description: articleDescription(article),
    abstract: abstractText(article),
    author: article.authorDetails.map((author, index) => personLd(article, author, index)),
    datePublished: isoDate(article.dates.published || article.publishedAt),
    isPartOf: {
      '@type': 'PublicationIssue',
      issueNumber: article.issue,
      isPartOf: { '@type': 'PublicationVolume', volumeNumber: article.volume, isPartOf: periodicalLd(article) },
    },
    pageStart: article.identifier,
    publisher: { '@type': 'Organization', name: siteName() },
    identifier: { '@type': 'PropertyValue', propertyID: 'DOI', value: article.doi },
    // An example DOI (a generated article's) is the same as nothing.
    ...(isExampleDoi(article.doi) ? {} : { sameAs: doiUrl(article.doi) }),
    license: article.license.url ?? article.license.name,
    isAccessibleForFree: true,
    encoding: [
      { '@type': 'MediaObject', encodingFormat: 'application/pdf', url: pdfPath(article) },
      { '@type': 'MediaObject', encodingFormat: 'application/xml', url: `${article.path}/xml` },
    ],
    inLanguage: articleLanguage,
    keywords: article.keywords,
    citation: article.references.map(citedWorkLd),
  };
  if (article.section) ld['articleSection'] = article.section.name;
  return ld;
}

export function articleHead(article: Article): RouteHead {
  return {
    title: article.title,
    description: articleDescription(article),
    canonical: article.path,
    openGraph: { type: 'article' },
    meta: [...scholarMeta(article), ...dublinCoreMeta(article)],
    jsonLd: [scholarlyArticleLd(article)],
  };
}
