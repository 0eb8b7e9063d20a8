// Publishing one checked article in one transaction (the engine's ImportTransaction, catalogueQueries.ts): its journal
// found (or made from journal-meta with --create-journals), a new article placed in the volume and
// issue of its publication date, a known DOI with other content made its next version (the same
// content: unchanged), and notices linked both ways. Rows go through the one article writer.
import { articleInputOf, publicationDate } from './articleInput.ts';
import { writeArticleRows, type ArticlePlacement } from './articleRows.ts';
import { refusal, type ImportProblem } from './articleChecks.ts';
import { articleByDoi, journalById, journalFor, nextId, noticesAbout, placeIn, removeCurrent, type ImportTransaction, type PublishedJournal } from './catalogueQueries.ts';
import { createJournalFromMeta } from './journalRecords.ts';
import { parseShownNotice, strongerNotice, type ShownNotice } from './notices.ts';
import type { PreparedArticle } from './prepareArticle.ts';

export type ImportStatus = 'imported' | 'updated' | 'unchanged' | 'rejected';

export interface PublishOutcome {
  status: ImportStatus;
  doi: string;
  /** The article page's path on the site, or null when nothing was published. */
  path: string | null;
  version: number | null;
  problems: ImportProblem[];
  /** Surrogate-key parts the change touched, for the cache purge after the commit. */
  touched: Touched;
}

/** What shows a changed article: its page, its journal's pages, its issue's contents and its topic's page. */
export interface Touched {
  articleIds: number[];
  journals: string[];
  issueIds: number[];
  /** Topic identifiers. */
  topics: string[];
}

const nothingTouched = (): Touched => ({ articleIds: [], journals: [], issueIds: [], topics: [] });

/**
 * The records that show the articles a publish changed (the article, and the original a notice is
 * about); `journal` is the published article's, already read.
 */
async function touchedBy(tx: ImportTransaction, journal: PublishedJournal, changed: readonly Pick<ArticlePlacement, 'id' | 'journalId' | 'issueId' | 'topicId'>[]): Promise<Touched> {
  const touched = nothingTouched();
  const add = <T>(list: T[], value: T) => {
    if (!list.includes(value)) list.push(value);
  };
  for (const article of changed) {
    add(touched.articleIds, article.id);
    add(touched.journals, article.journalId === journal.id ? journal.nameSystem : (await journalById(tx, article.journalId)).nameSystem);
    add(touched.issueIds, article.issueId);
    if (article.topicId === null) continue;
    const [topic] = await tx.all<{ identifier: string }>('SELECT identifier FROM topics WHERE id = ?', article.topicId);
    if (topic) add(touched.topics, topic.identifier);
  }
  return touched;
}

export interface PublishOptions {
  createJournals: boolean;
  /** ISO time of the import (alerts, OAI-PMH and sitemaps go by it). */
  now: string;
  /** The one journal the import may publish to (a journal's deposit token), by ISSN. */
  onlyJournalIssn?: string | null;
}

const pathOf = (issn: string, volume: number, issue: string, identifier: string) => `/${issn}/${volume}/${issue}/${identifier}`;

async function journalOf(tx: ImportTransaction, article: PreparedArticle, options: PublishOptions): Promise<PublishedJournal | ImportProblem> {
  const found = await journalFor(tx, article.meta.journal);
  if (found) return found;
  if (options.createJournals) return createJournalFromMeta(tx, article.meta.journal, Number((publicationDate(article.parsed) ?? options.now).slice(0, 4)));
  const { issns, journalIds, title } = article.meta.journal;
  const named = [issns.length ? `ISSN ${issns.map((issn) => issn.value).join(' / ')}` : `journal id ${journalIds.map((id) => id.value).join(' / ')}`, title ? `"${title}"` : ''].filter(Boolean).join(', ');
  return refusal('unknown-journal', `No journal here has ${named}. Create it first (npm run journals -- import FILE), or import with --create-journals to make it from the XML's journal-meta.`);
}

/** Writes one prepared article; the caller owns the transaction (commit, or roll back on a throw). */
export async function publishArticle(tx: ImportTransaction, article: PreparedArticle, options: PublishOptions): Promise<PublishOutcome> {
  const doi = article.parsed.doi;
  // A DOI published here stays in its journal: a new version replaces it where it is.
  const existing = await articleByDoi(tx, doi);
  const journal = existing ? await journalById(tx, existing.journalId) : await journalOf(tx, article, options);
  const rejected = (problem: ImportProblem): PublishOutcome => ({ status: 'rejected', doi, path: null, version: null, problems: [problem, ...article.problems], touched: nothingTouched() });
  if ('severity' in journal) return rejected(journal);
  if (options.onlyJournalIssn && journal.issn !== options.onlyJournalIssn) {
    return rejected(refusal('outside-token-scope', `This deposit's token publishes to the journal with ISSN ${options.onlyJournalIssn} only; the article belongs to ${journal.name} (${journal.issn}).`));
  }
  if (existing && existing.contentHash === article.contentHash) {
    return { status: 'unchanged', doi, path: pathOf(journal.issn, existing.volume, existing.issue, existing.identifier), version: existing.version, problems: article.problems, touched: nothingTouched() };
  }
  const publishedAt = publicationDate(article.parsed) ?? options.now.slice(0, 10);
  let place: ArticlePlacement;
  let volume: number;
  let issue: string;
  if (existing) {
    await removeCurrent(tx, existing.id);
    ({ volume, issue } = existing);
    // A published version of a generated article is no longer made up.
    place = { ...existing, publishedAt, doi, generated: false };
  } else {
    const year = Number(publishedAt.slice(0, 4));
    volume = Math.max(1, year - journal.yearFounded + 1);
    const placed = await placeIn(tx, journal, volume, year, `${publishedAt.slice(0, 7)}-01`);
    issue = placed.issue;
    const { issueId, identifier } = placed;
    place = {
      id: await nextId(tx, 'articles'), journalId: journal.id, issueId, sectionId: null, identifier, doi, publishedAt,
      views: 0, citations: 0, downloads: 0, editorsChoice: false, specialIssueId: null, topicId: null, collectionId: null, generated: false,
    };
  }
  const path = pathOf(journal.issn, volume, issue, place.identifier);
  const shown = (await noticesAbout(tx, doi)).reduce<ShownNotice | null>((stronger, next) => strongerNotice(stronger, next), null);
  const version = existing ? existing.version + 1 : 1;
  writeArticleRows(tx.statements, place, articleInputOf(article.parsed, article.xml, 0), {
    version, importedAt: options.now, contentHash: article.contentHash, files: article.files, assets: article.assets,
    shownNotice: shown ? JSON.stringify(shown) : null, isNoticeOf: article.meta.notice,
  });
  await tx.flush();
  if (existing) await tx.textReplaced?.(existing.id);
  else await tx.run('UPDATE journals SET article_count = article_count + 1 WHERE id = ?', journal.id);
  const changed: Pick<ArticlePlacement, 'id' | 'journalId' | 'issueId' | 'topicId'>[] = [place];
  if (article.meta.notice) {
    const original = await articleByDoi(tx, article.meta.notice.originalDoi);
    if (original) {
      const notice: ShownNotice = { kind: article.meta.notice.kind, date: publishedAt, doi, path };
      await tx.run('UPDATE articles SET notice = ? WHERE id = ?', JSON.stringify(strongerNotice(parseShownNotice(original.notice), notice)), original.id);
      // Its page and every list that shows it carry the notice's headline.
      changed.push(original);
    }
  }
  return {
    status: existing ? 'updated' : 'imported', doi, path, version, problems: article.problems,
    touched: await touchedBy(tx, journal, changed),
  };
}
