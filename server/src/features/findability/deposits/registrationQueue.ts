// What registration still owes each service (Crossref, DOAJ): every article put online by an import
// (a new article, a new version, a notice) since the last deposit a production editor marked as sent.
// The queue is the catalogue itself read from a mark kept in catalogue_info, so an import is in it the
// moment it commits, on either engine and for every server copy; nothing is written per article.
// Imports take their time once they hold the publishing lock (publishing/importSession.ts), and the
// queue is read and marked under the same lock: an article committed later always lies past the mark.
import type { ArticleRecord, CatalogueReader } from '../../../catalogue/catalogueReader.ts';
import type { ImportTransaction } from '../../../catalogue/publishing/catalogueQueries.ts';
import type { DepositFormat } from './depositSelection.ts';

const markKey = (format: DepositFormat) => `registeredThrough:${format}`;

/** Articles read at a time. */
const PAGE = 500;

/** Up to when articles were sent to the service ('' before any deposit was marked). */
export async function registrationMark(tx: ImportTransaction, format: DepositFormat): Promise<string> {
  const [row] = await tx.all<{ value: string }>('SELECT value FROM catalogue_info WHERE key = ?', markKey(format));
  return row?.value ?? '';
}

/** Records that every article imported up to `through` was sent. */
export async function markRegistered(tx: ImportTransaction, format: DepositFormat, through: string): Promise<void> {
  await tx.run('DELETE FROM catalogue_info WHERE key = ?', markKey(format));
  await tx.run('INSERT INTO catalogue_info (key, value) VALUES (?, ?)', markKey(format), through);
}

export interface PendingRegistrations {
  articles: ArticleRecord[];
  /** The mark that sending them reaches: the latest import among them (the old mark when there is none). */
  reaches: string;
}

/** The articles imported after `mark`, in id order. */
export async function pendingRegistrations(catalogue: CatalogueReader, mark: string): Promise<PendingRegistrations> {
  const articles: ArticleRecord[] = [];
  for (let afterId = 0; ; ) {
    const page = await catalogue.articles({ importedAfter: mark }, afterId, PAGE);
    if (page.length === 0) break;
    articles.push(...page);
    afterId = page.at(-1)!.id;
  }
  const reaches = articles.reduce((latest, article) => (article.importedAt && article.importedAt > latest ? article.importedAt : latest), mark);
  return { articles, reaches };
}
