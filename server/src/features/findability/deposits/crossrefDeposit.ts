// Crossref metadata deposit XML, schema 5.3.1 (the current one): a doi_batch of journal articles with
// their contributors (affiliations, ORCID iDs), abstract (JATS), publication date, article number,
// licence (Access Indicators), landing page and reference list. A deposit of one article, of one
// issue, or of a whole volume (one <journal> per issue, as the schema allows one issue in each).
// A correction, retraction or expression of concern carries its update relation to the article it is
// about, in the Crossmark block the schema keeps for it (which then holds the licence too).
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import type { ArticleNotice, ArticleRecord } from '../../../catalogue/catalogueReader.ts';
import type { NoticeKind } from '../../../catalogue/jats/publishingMeta.ts';
import { xmlSafe } from '../xmlText.ts';

export const CROSSREF_NAMESPACE = 'http://www.crossref.org/schema/5.3.1';
const JATS = 'http://www.ncbi.nlm.nih.gov/JATS1';
const AI = 'http://www.crossref.org/AccessIndicators.xsd';

export interface DepositContext {
  publicUrl: string;
  publisherName: string;
  depositorEmail: string;
  /** Milliseconds since the epoch: the batch's timestamp (Crossref keeps the deposit with the highest). */
  now: number;
  /**
   * The DOI of the publisher's Crossmark policy page (CROSSMARK_POLICY_DOI): Crossref registers a
   * notice's update relation only with one. Null: notices are deposited as plain articles.
   */
  crossmarkPolicyDoi: string | null;
}

/** Crossref's update type of each kind of notice. */
const UPDATE_TYPES: Record<NoticeKind, string> = { correction: 'correction', retraction: 'retraction', 'expression-of-concern': 'expression_of_concern' };

const ORCID = /^(?:https?:\/\/orcid\.org\/)?(\d{4}-\d{4}-\d{4}-\d{3}[\dX])$/;

/** An ORCID iD as Crossref and DOAJ write it (https://orcid.org/…), or null when it is not one. */
export function orcidUrl(orcid: string | null): string | null {
  const match = orcid ? ORCID.exec(orcid.trim()) : null;
  return match ? `https://orcid.org/${match[1]}` : null;
}

function date(parent: XMLBuilder, name: string, iso: string): void {
  const [year, month, day] = iso.slice(0, 10).split('-');
  parent.ele(name, { media_type: 'online' }).ele('month').txt(month!).up().ele('day').txt(day!).up().ele('year').txt(year!);
}

/** Crossref's batch timestamp: digits of the UTC time, to the millisecond. */
function batchTimestamp(now: number): string {
  return new Date(now).toISOString().replace(/\D/g, '').slice(0, 17);
}

/** The notice's Crossmark block with its update relation; the licence goes into its custom metadata. */
function updateRelation(node: XMLBuilder, notice: ArticleNotice, publishedAt: string, policy: string): XMLBuilder {
  const crossmark = node.ele('crossmark');
  crossmark.ele('crossmark_policy').txt(policy);
  crossmark.ele('updates').ele('update', { type: UPDATE_TYPES[notice.kind], date: publishedAt.slice(0, 10) }).txt(notice.originalDoi);
  return crossmark.ele('custom_metadata');
}

/** Free to read, under the article's licence from its publication (Access Indicators). */
function accessIndicators(parent: XMLBuilder, record: ArticleRecord): void {
  const program = parent.ele(AI, 'ai:program', { name: 'AccessIndicators' });
  program.ele(AI, 'ai:free_to_read');
  if (record.licenseUrl) program.ele(AI, 'ai:license_ref', { applies_to: 'vor', start_date: record.publishedAt.slice(0, 10) }).txt(record.licenseUrl);
}

function article(journal: XMLBuilder, record: ArticleRecord, context: DepositContext): void {
  const node = journal.ele('journal_article', { publication_type: 'full_text', language: 'en' });
  node.ele('titles').ele('title').txt(xmlSafe(record.title));
  if (record.authors.length > 0) {
    const contributors = node.ele('contributors');
    record.authors.forEach((author, index) => {
      const person = contributors.ele('person_name', { sequence: index === 0 ? 'first' : 'additional', contributor_role: 'author' });
      if (author.givenNames && author.surname) person.ele('given_name').txt(xmlSafe(author.givenNames));
      person.ele('surname').txt(xmlSafe(author.surname || author.givenNames));
      if (author.affiliations.length > 0) {
        const affiliations = person.ele('affiliations');
        for (const affiliation of author.affiliations) affiliations.ele('institution').ele('institution_name').txt(xmlSafe(affiliation));
      }
      const orcid = orcidUrl(author.orcid);
      if (orcid) person.ele('ORCID').txt(orcid);
    });
  }
  if (record.abstractText) node.ele(JATS, 'jats:abstract').ele(JATS, 'jats:p').txt(xmlSafe(record.abstractText));
  date(node, 'publication_date', record.publishedAt);
  node.ele('publisher_item').ele('item_number', { item_number_type: 'article_number' }).txt(record.identifier);
  const policy = context.crossmarkPolicyDoi;
  accessIndicators(record.notice && policy ? updateRelation(node, record.notice, record.publishedAt, policy) : node, record);
  node.ele('doi_data').ele('doi').txt(record.doi).up().ele('resource').txt(`${context.publicUrl}${record.path}`);
  if (record.references.length > 0) {
    const citations = node.ele('citation_list');
    record.references.forEach((reference, index) => {
      const citation = citations.ele('citation', { key: `ref${index + 1}` });
      if (reference.doi) citation.ele('doi').txt(reference.doi);
      if (reference.text) citation.ele('unstructured_citation').txt(xmlSafe(reference.text));
    });
  }
}

/**
 * The deposit of articles of one journal, grouped by issue in the order given. `batchId` names the
 * deposit (Crossref echoes it in its report).
 */
export function crossrefDeposit(articles: ArticleRecord[], batchId: string, context: DepositContext): string {
  const first = articles[0];
  if (!first) throw new Error('A Crossref deposit needs at least one article.');
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(CROSSREF_NAMESPACE, 'doi_batch', {
    version: '5.3.1',
    'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
    'xmlns:jats': JATS,
    'xmlns:ai': AI,
    'xsi:schemaLocation': `${CROSSREF_NAMESPACE} https://www.crossref.org/schemas/crossref5.3.1.xsd`,
  });
  const head = root.ele('head');
  head.ele('doi_batch_id').txt(batchId.slice(0, 100));
  head.ele('timestamp').txt(batchTimestamp(context.now));
  head.ele('depositor').ele('depositor_name').txt(context.publisherName).up().ele('email_address').txt(context.depositorEmail);
  head.ele('registrant').txt(context.publisherName);
  const body = root.ele('body');

  const issues = new Map<string, ArticleRecord[]>();
  for (const record of articles) {
    const key = `${record.volume}\n${record.issue}`;
    issues.set(key, [...(issues.get(key) ?? []), record]);
  }
  for (const records of issues.values()) {
    const sample = records[0]!;
    const journal = body.ele('journal');
    const metadata = journal.ele('journal_metadata', { language: 'en' });
    metadata.ele('full_title').txt(xmlSafe(sample.journal.name));
    if (sample.journal.abbreviation) metadata.ele('abbrev_title').txt(xmlSafe(sample.journal.abbreviation));
    metadata.ele('issn', { media_type: 'electronic' }).txt(sample.journal.issn);
    const issue = journal.ele('journal_issue');
    // An issue is dated by its first article.
    date(issue, 'publication_date', records.map((record) => record.publishedAt).sort()[0]!);
    issue.ele('journal_volume').ele('volume').txt(sample.volume);
    issue.ele('issue').txt(sample.issue);
    for (const record of records) article(journal, record, context);
  }
  return root.end({ prettyPrint: true });
}
