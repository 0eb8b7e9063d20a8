// An import run: each article package prepared (checked, files stored and converted: the slow part,
// outside any transaction), then published in a transaction of its own, so that a refused or failed
// article leaves nothing and the others go on; after each commit the shared cache is purged of what
// the article changed, and one report entry says what happened. The command, the HTTP deposit and
// the seed's corpus all publish through here (the seed with its own transaction, see seedDatabase.ts).
import { surrogateKey, type Purger } from '../../platform/cache/purge.ts';
import { PUBLISHED_AT_KEY, publishOfValue } from '../searchStamp.ts';
import { refusal, type ImportProblem } from './articleChecks.ts';
import type { ArticlePackage, UnreadableInput } from './articlePackages.ts';
import type { ImportTransaction } from './catalogueQueries.ts';
import { prepareArticle } from './prepareArticle.ts';
import { publishArticle, type ImportStatus, type PublishOutcome } from './publishArticle.ts';

/** The engine's way to open publishing's transaction. */
export interface PublishingSession {
  begin(): Promise<{ tx: ImportTransaction; commit(): Promise<void>; rollback(): Promise<void> }>;
  /** After a run that published something: what the engine rebuilds from the whole catalogue (SQLite's word lists), which the command waits for. */
  afterRun?(): Promise<void>;
  /**
   * Once a server is up: what the engine keeps up to date in the background from then on (PostgreSQL's
   * word lists, looked at now and at intervals). Resolves when the first look ends, never rejects:
   * `reports` hears what each look made and each failure.
   */
  upkeep?(reports?: UpkeepReports): Promise<void>;
  /** Stops the upkeep and a build under way where the engine can (PostgreSQL's, in the database): the server is stopping. */
  stopUpkeep?(): void;
}

/** What a server hears of the engine's upkeep (it logs them). */
export interface UpkeepReports {
  made?(what: string): void;
  failed?(error: unknown): void;
}

/** One line of the report (the command's --json line, a deposit's entry). */
export interface ImportReportEntry {
  path: string;
  status: ImportStatus;
  doi: string | null;
  /** The article's page on the site. */
  url: string | null;
  version: number | null;
  problems: ImportProblem[];
}

export interface ImportRunOptions {
  createJournals: boolean;
  allowMissingFiles: boolean;
  /** The site's address (PUBLIC_URL), for each article's url. */
  publicUrl: string;
  purger: Purger;
  /** After an article's commit and purge: its page path (the caller prepares the page text there, so no reader waits for it). */
  afterPublish?: (path: string) => Promise<void>;
  /** A journal's deposit token: only that journal (ISSN) may be published to. */
  onlyJournalIssn?: string | null;
  /** The import's time (tests fix it). */
  now?: () => string;
}

export function purgeKeys(outcome: PublishOutcome): string[] {
  return [
    ...outcome.touched.articleIds.map(surrogateKey.article),
    ...outcome.touched.journals.map(surrogateKey.journal),
    ...outcome.touched.issueIds.map(surrogateKey.issue),
    ...outcome.touched.topics.map(surrogateKey.topic),
    surrogateKey.catalogueLists,
  ];
}

const rejected = (path: string, problems: ImportProblem[], doi: string | null = null): ImportReportEntry => ({ path, status: 'rejected', doi, url: null, version: null, problems });

/**
 * This publish's time: the clock's, or a millisecond after the last publish's when this host's clock
 * is behind it. Search tells what a publish changed by these times (searchStamp.ts
 * REPUBLISHED_SINCE_SQL), so they must grow from one publish to the next whichever host publishes.
 */
async function publishTime(tx: ImportTransaction): Promise<string> {
  const [row] = await tx.all<{ value: string }>('SELECT value FROM catalogue_info WHERE key = ?', PUBLISHED_AT_KEY);
  const last = row ? Date.parse(publishOfValue(row.value)?.time ?? '') : Number.NaN;
  const clock = Date.now();
  return new Date(Number.isFinite(last) && last >= clock ? last + 1 : clock).toISOString();
}

/** Publishes one package: its report entry. */
export async function importPackage(session: PublishingSession, pkg: ArticlePackage | UnreadableInput, options: ImportRunOptions): Promise<ImportReportEntry> {
  if ('reason' in pkg) return rejected(pkg.path, [refusal('package', pkg.reason)]);
  const prepared = await prepareArticle(pkg, { allowMissingFiles: options.allowMissingFiles });
  if (!('article' in prepared)) return rejected(pkg.path, prepared.problems);
  const { tx, commit, rollback } = await session.begin();
  let outcome: PublishOutcome;
  try {
    // Read once the lock is held: imports then carry their times in the order they commit, which the
    // registration queue's mark relies on (features/findability/deposits/registrationQueue.ts).
    const now = options.now?.() ?? (await publishTime(tx));
    outcome = await publishArticle(tx, prepared.article, { createJournals: options.createJournals, now, onlyJournalIssn: options.onlyJournalIssn ?? null });
    if (outcome.status === 'imported' || outcome.status === 'updated') {
      await tx.run('DELETE FROM catalogue_info WHERE key = ?', PUBLISHED_AT_KEY);
      await tx.run('INSERT INTO catalogue_info (key, value) VALUES (?, ?)', PUBLISHED_AT_KEY, `${now} ${outcome.doi}`);
      await commit();
    } else {
      await rollback();
    }
  } catch (error) {
    await rollback();
    return rejected(pkg.path, [refusal('not-written', `The article could not be written, and nothing of it was kept: ${(error as Error).message}`)], prepared.article.parsed.doi);
  }
  if (outcome.status === 'imported' || outcome.status === 'updated') {
    // After the commit: a purge before it could let a cache fetch the old page again at once.
    await options.purger.purge(purgeKeys(outcome)).catch(() => undefined);
    if (outcome.path) await options.afterPublish?.(outcome.path).catch(() => undefined);
  }
  return {
    path: pkg.path,
    status: outcome.status,
    doi: outcome.doi,
    url: outcome.path ? new URL(outcome.path, options.publicUrl).toString() : null,
    version: outcome.version,
    problems: outcome.problems,
  };
}

/** Publishes every package, reporting each as it is done; returns the entries. */
export async function importPackages(
  session: PublishingSession,
  packages: AsyncIterable<ArticlePackage | UnreadableInput>,
  options: ImportRunOptions & {
    onEntry?: (entry: ImportReportEntry) => void;
    /** Rebuild what the engine derives from the whole catalogue after the run (the command does; a server's deposit, which must not stall reading, does not). */
    afterRun?: boolean;
  },
): Promise<ImportReportEntry[]> {
  const entries: ImportReportEntry[] = [];
  for await (const pkg of packages) {
    const entry = await importPackage(session, pkg, options);
    entries.push(entry);
    options.onEntry?.(entry);
  }
  if (options.afterRun !== false && entries.some((entry) => entry.status === 'imported' || entry.status === 'updated')) await session.afterRun?.();
  return entries;
}
