// JATS XML (1.2, Archiving and Interchange) rendered from an article record, for articles that were
// not imported from JATS. The body HTML is ours (a small tag set), so it maps back tag by tag.
import type { Article } from '@oap/contracts/api/articles.ts';
import { articleTypes } from './articleTypes.ts';

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const date = (type: string, iso: string | null, element = 'date') => {
  if (!iso) return '';
  const [year, month, day] = iso.split('-');
  return `<${element} ${element === 'pub-date' ? 'pub-type' : 'date-type'}="${type}"><day>${day}</day><month>${month}</month><year>${year}</year></${element}>`;
};

/** Our HTML body to JATS: sections, headings, paragraphs, inline emphasis; anything else becomes text. */
export function htmlToJatsBody(html: string): string {
  return html
    .replace(/<section id="([^"]*)">/g, '<sec id="$1">')
    .replace(/<section[^>]*>/g, '<sec>')
    .replace(/<\/section>/g, '</sec>')
    .replace(/<h[2-6][^>]*>/g, '<title>')
    .replace(/<\/h[2-6]>/g, '</title>')
    .replace(/<(\/?)strong>/g, '<$1bold>')
    .replace(/<(\/?)em>/g, '<$1italic>')
    .replace(/<(?!\/?(sec|title|p|bold|italic|sup|sub)\b)[^>]*>/g, '');
}

export function renderJats(article: Article): string {
  const authors = article.authorDetails
    .map((author) => {
      const refs = author.affiliations.map((index) => `<xref ref-type="aff" rid="aff${index + 1}"/>`).join('');
      const orcid = author.orcid ? `<contrib-id contrib-id-type="orcid">${xml(author.orcid)}</contrib-id>` : '';
      return `<contrib contrib-type="author"${author.corresponding ? ' corresp="yes"' : ''}>${orcid}<name><surname>${xml(author.surname)}</surname><given-names>${xml(author.givenNames)}</given-names></name>${refs}</contrib>`;
    })
    .join('');
  const affiliations = article.affiliations.map((text, index) => `<aff id="aff${index + 1}">${xml(text)}</aff>`).join('');
  const references = article.references
    .map(
      (reference, index) =>
        `<ref id="B${index + 1}"><label>${xml(reference.label)}</label><mixed-citation>${xml(reference.text)}${
          reference.doi ? ` <pub-id pub-id-type="doi">${xml(reference.doi)}</pub-id>` : ''
        }</mixed-citation></ref>`,
    )
    .join('');
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<!DOCTYPE article PUBLIC "-//NLM//DTD JATS (Z39.96) Journal Archiving and Interchange DTD v1.2 20190208//EN" "JATS-archivearticle1.dtd">\n` +
    `<article xmlns:xlink="http://www.w3.org/1999/xlink" article-type="${articleTypes.find((type) => type.label === article.articleType)?.id ?? 'research-article'}" dtd-version="1.2">` +
    `<front><journal-meta><journal-id journal-id-type="publisher-id">${xml(article.journal.nameSystem)}</journal-id>` +
    `<journal-title-group><journal-title>${xml(article.journal.name)}</journal-title><abbrev-journal-title>${xml(article.journal.abbreviation)}</abbrev-journal-title></journal-title-group>` +
    `<issn pub-type="epub">${xml(article.journal.issn)}</issn></journal-meta>` +
    `<article-meta><article-id pub-id-type="doi">${xml(article.doi)}</article-id>` +
    (article.section ? `<article-categories><subj-group subj-group-type="heading"><subject>${xml(article.section.name)}</subject></subj-group></article-categories>` : '') +
    `<title-group><article-title>${xml(article.title)}</article-title></title-group>` +
    `<contrib-group>${authors}</contrib-group>${affiliations}` +
    date('pub', article.dates.published, 'pub-date') +
    `<volume>${xml(article.volume)}</volume><issue>${xml(article.issue)}</issue><elocation-id>${xml(article.identifier)}</elocation-id>` +
    `<history>${date('received', article.dates.received)}${date('rev-recd', article.dates.revised)}${date('accepted', article.dates.accepted)}</history>` +
    `<permissions><license${article.license.url ? ` xlink:href="${xml(article.license.url)}"` : ''}><license-p>${xml(article.license.name)}</license-p></license></permissions>` +
    `<abstract>${htmlToJatsBody(article.abstractHtml)}</abstract>` +
    (article.keywords.length ? `<kwd-group>${article.keywords.map((k) => `<kwd>${xml(k)}</kwd>`).join('')}</kwd-group>` : '') +
    `</article-meta></front>` +
    `<body>${htmlToJatsBody(article.bodyHtml)}</body>` +
    `<back><ref-list>${references}</ref-list></back></article>\n`
  );
}
