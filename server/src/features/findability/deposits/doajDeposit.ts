// DOAJ article XML (doajArticles.xsd), the format DOAJ's article upload takes: one <record> per
// article with its journal, date, volume and issue, DOI, type, title, authors with affiliations and
// ORCID iDs, abstract, full-text address and keywords.
import { create } from 'xmlbuilder2';
import type { ArticleRecord } from '../../../catalogue/catalogueReader.ts';
import { xmlSafe } from '../xmlText.ts';
import { orcidUrl } from './crossrefDeposit.ts';

export interface DoajContext {
  publicUrl: string;
  publisherName: string;
}

export function doajDeposit(articles: ArticleRecord[], context: DoajContext): string {
  const records = create({ version: '1.0', encoding: 'UTF-8' }).ele('records', {
    'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
    'xsi:noNamespaceSchemaLocation': 'https://doaj.org/static/doaj/doajArticles.xsd',
  });
  for (const article of articles) {
    const record = records.ele('record');
    record.ele('language').txt('eng');
    record.ele('publisher').txt(context.publisherName);
    record.ele('journalTitle').txt(xmlSafe(article.journal.name));
    record.ele('eissn').txt(article.journal.issn);
    record.ele('publicationDate').txt(article.publishedAt.slice(0, 10));
    record.ele('volume').txt(article.volume);
    record.ele('issue').txt(article.issue);
    record.ele('doi').txt(article.doi);
    record.ele('publisherRecordId').txt(`${article.journal.issn}/${article.volume}/${article.issue}/${article.identifier}`);
    record.ele('documentType').txt(article.articleType);
    record.ele('title', { language: 'eng' }).txt(xmlSafe(article.title));
    // Affiliations are listed once and referred to by number.
    const affiliationIds = new Map<string, number>();
    for (const author of article.authors) for (const affiliation of author.affiliations) if (!affiliationIds.has(affiliation)) affiliationIds.set(affiliation, affiliationIds.size + 1);
    if (article.authors.length > 0) {
      const authors = record.ele('authors');
      for (const author of article.authors) {
        const node = authors.ele('author');
        node.ele('name').txt(xmlSafe([author.givenNames, author.surname].filter(Boolean).join(' ')));
        for (const affiliation of author.affiliations) node.ele('affiliationId').txt(String(affiliationIds.get(affiliation)));
        const orcid = orcidUrl(author.orcid);
        if (orcid) node.ele('orcid_id').txt(orcid);
      }
    }
    if (affiliationIds.size > 0) {
      const list = record.ele('affiliationsList');
      for (const [name, id] of affiliationIds) list.ele('affiliationName', { affiliationId: String(id) }).txt(xmlSafe(name));
    }
    if (article.abstractText) record.ele('abstract', { language: 'eng' }).txt(xmlSafe(article.abstractText));
    record.ele('fullTextUrl', { format: 'html' }).txt(`${context.publicUrl}${article.path}`);
    if (article.keywords.length > 0) {
      const keywords = record.ele('keywords', { language: 'eng' });
      for (const keyword of article.keywords) keywords.ele('keyword').txt(xmlSafe(keyword));
    }
  }
  return records.end({ prettyPrint: true });
}
