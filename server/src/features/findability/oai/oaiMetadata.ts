// The metadata formats the repository disseminates, each written from an article's catalogue record:
//   oai_dc  unqualified Dublin Core, as the protocol requires of every repository
//   jats    the article's JATS 1.3 front matter and reference list (no body: a harvester wants the
//           metadata, and the full text is one link away), in the JATS namespace as PubMed Central
//           uses it in its own OAI-PMH service, since JATS itself declares none
// Written as text (with every value escaped): a harvest is thousands of records a second, and a
// document tree per record costs more than the database reads.
import { subjects } from '@oap/contracts/api/journals.ts';
import type { ArticleRecord } from '../../../catalogue/catalogueReader.ts';
import type { NoticeKind } from '../../../catalogue/jats/publishingMeta.ts';
import { NOTICE_HEADLINES } from '../../../catalogue/publishing/notices.ts';
import { textElement as el, xmlText } from '../xmlText.ts';

export interface MetadataFormat {
  prefix: string;
  schema: string;
  namespace: string;
  write: (article: ArticleRecord, context: MetadataContext) => string;
}

export interface MetadataContext {
  publicUrl: string;
  publisherName: string;
}

const subjectLabels = new Map<string, string>(subjects.map((subject) => [subject.slug, subject.label]));

/** "2024-03-09" as JATS's day, month and year elements. */
function jatsDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `<day>${day}</day><month>${month}</month><year>${year}</year>`;
}

const doiUrl = (doi: string) => `https://doi.org/${doi}`;

// A notice and the article it is about name each other, so a harvester that holds either finds the
// other: JATS 1.3's related-article-type of each side, the notice's being the ones the JATS import
// reads back (catalogue/jats/publishingMeta.ts).
const NOTICE_RELATION: Readonly<Record<NoticeKind, string>> = {
  retraction: 'retracted-article',
  correction: 'corrected-article',
  'expression-of-concern': 'object-of-concern',
};
const NOTICED_RELATION: Readonly<Record<NoticeKind, string>> = {
  retraction: 'retraction-forward',
  correction: 'correction-forward',
  'expression-of-concern': 'concern-forward',
};

/** The articles a record is related to as a notice or as the subject of one: JATS type and DOI. */
function noticeRelations(article: ArticleRecord): { type: string; doi: string }[] {
  return [
    ...(article.notice ? [{ type: NOTICE_RELATION[article.notice.kind], doi: article.notice.originalDoi }] : []),
    ...article.noticesAbout.map((notice) => ({ type: NOTICED_RELATION[notice.kind], doi: notice.doi })),
  ];
}

/**
 * What a retracted, corrected or questioned article says before its abstract, in the words its page
 * shows (NOTICE_HEADLINES): harvesters that show one description show the first.
 */
function noticeDescription(article: ArticleRecord): string | null {
  const shown = article.shownNotice;
  return shown ? `${NOTICE_HEADLINES[shown.kind]} (${shown.date.slice(0, 10)}): ${doiUrl(shown.doi)}` : null;
}

function dublinCore(article: ArticleRecord, context: MetadataContext): string {
  const journal = article.journal;
  const parts = [
    el('dc:title', article.title),
    ...article.authors.map((author) => el('dc:creator', author.givenNames ? `${author.surname}, ${author.givenNames}` : author.surname)),
    ...article.keywords.map((keyword) => el('dc:subject', keyword)),
    ...journal.subjects.map((subject) => el('dc:subject', subjectLabels.get(subject) ?? subject)),
    el('dc:description', noticeDescription(article)),
    el('dc:description', article.abstractText),
    el('dc:publisher', context.publisherName),
    el('dc:date', article.publishedAt.slice(0, 10)),
    el('dc:type', 'Text'),
    el('dc:type', 'info:eu-repo/semantics/article'),
    el('dc:format', 'text/html'),
    el('dc:identifier', `${context.publicUrl}${article.path}`),
    el('dc:identifier', doiUrl(article.doi)),
    el('dc:source', `${journal.name}, vol. ${article.volume}, iss. ${article.issue}, ${article.identifier}; ISSN ${journal.issn}`),
    el('dc:relation', `urn:ISSN:${journal.issn}`),
    ...noticeRelations(article).map((relation) => el('dc:relation', doiUrl(relation.doi))),
    el('dc:rights', article.licenseUrl ?? article.licenseName),
    el('dc:rights', 'info:eu-repo/semantics/openAccess'),
  ];
  return (
    '<oai_dc:dc xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/" xmlns:dc="http://purl.org/dc/elements/1.1/" ' +
    'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.openarchives.org/OAI/2.0/oai_dc/ http://www.openarchives.org/OAI/2.0/oai_dc.xsd">' +
    parts.join('') +
    '</oai_dc:dc>'
  );
}

function jatsFront(article: ArticleRecord, context: MetadataContext): string {
  const journal = article.journal;
  const contributors = article.authors
    .map(
      (author) =>
        '<contrib contrib-type="author">' +
        (author.orcid ? el('contrib-id', author.orcid.startsWith('http') ? author.orcid : `https://orcid.org/${author.orcid}`, { 'contrib-id-type': 'orcid' }) : '') +
        `<name>${el('surname', author.surname || author.givenNames)}${el('given-names', author.surname ? author.givenNames : '')}</name>` +
        author.affiliations.map((affiliation) => el('aff', affiliation)).join('') +
        '</contrib>',
    )
    .join('');
  const license = article.licenseUrl
    ? `<license xlink:href="${xmlText(article.licenseUrl)}">${el('license-p', article.licenseName)}</license>`
    : `<license>${el('license-p', article.licenseName)}</license>`;
  const references = article.references
    .map((reference, index) => `<ref id="r${index + 1}">${el('label', reference.label)}<mixed-citation>${xmlText(reference.text)}${reference.doi ? ` ${el('pub-id', reference.doi, { 'pub-id-type': 'doi' })}` : ''}</mixed-citation></ref>`)
    .join('');
  return (
    `<article xmlns="https://jats.nlm.nih.gov/ns/archiving/1.3/" xmlns:xlink="http://www.w3.org/1999/xlink" article-type="${xmlText(article.articleType)}" dtd-version="1.3">` +
    '<front><journal-meta>' +
    el('journal-id', journal.nameSystem, { 'journal-id-type': 'publisher-id' }) +
    `<journal-title-group>${el('journal-title', journal.name)}${el('abbrev-journal-title', journal.abbreviation)}</journal-title-group>` +
    el('issn', journal.issn, { 'publication-format': 'electronic' }) +
    `<publisher>${el('publisher-name', context.publisherName)}</publisher>` +
    '</journal-meta><article-meta>' +
    el('article-id', article.doi, { 'pub-id-type': 'doi' }) +
    `<title-group>${el('article-title', article.title)}</title-group>` +
    (contributors ? `<contrib-group>${contributors}</contrib-group>` : '') +
    `<pub-date publication-format="electronic" date-type="pub">${jatsDate(article.publishedAt)}</pub-date>` +
    el('volume', article.volume) +
    el('issue', article.issue) +
    el('elocation-id', article.identifier) +
    `<permissions>${license}</permissions>` +
    `<self-uri xlink:href="${xmlText(context.publicUrl + article.path)}"/>` +
    noticeRelations(article)
      .map((relation) => `<related-article related-article-type="${xmlText(relation.type)}" ext-link-type="doi" xlink:href="${xmlText(relation.doi)}"/>`)
      .join('') +
    (article.abstractText ? `<abstract><p>${xmlText(article.abstractText)}</p></abstract>` : '') +
    (article.keywords.length > 0 ? `<kwd-group kwd-group-type="author">${article.keywords.map((keyword) => el('kwd', keyword)).join('')}</kwd-group>` : '') +
    '</article-meta></front>' +
    (references ? `<back><ref-list>${references}</ref-list></back>` : '') +
    '</article>'
  );
}

export const metadataFormats: MetadataFormat[] = [
  { prefix: 'oai_dc', schema: 'http://www.openarchives.org/OAI/2.0/oai_dc.xsd', namespace: 'http://www.openarchives.org/OAI/2.0/oai_dc/', write: dublinCore },
  { prefix: 'jats', schema: 'https://jats.nlm.nih.gov/archiving/1.3/xsd/JATS-archivearticle1-3.xsd', namespace: 'https://jats.nlm.nih.gov/ns/archiving/1.3/', write: jatsFront },
];

export function metadataFormat(prefix: string): MetadataFormat | undefined {
  return metadataFormats.find((format) => format.prefix === prefix);
}
