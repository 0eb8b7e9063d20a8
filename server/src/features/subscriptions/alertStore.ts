// What the alert job reads and writes (migration 072 and the catalogue): verified subscribers a page
// at a time, each one's new articles (by the indexes articles(journal_id, published_at) and
// articles(topic_id), capped per journal or topic), their deliveries and the runs. Articles are
// matched by DOI: a re-seed gives them new row ids, not new DOIs.
import { sql, type RawBuilder } from 'kysely';
import { changedRows, type Db, type SqlDatabase } from '../../data/sqlDatabase.ts';
import type { DigestArticle } from './digestMail.ts';

export interface AlertSubscriber {
  id: number;
  email: string;
  /** Signs the digest's links (signedLinks.ts). */
  linkSecret: string;
}

export interface AlertWindow {
  /** YYYY-MM-DD: published on or after. */
  since: string;
  /** YYYY-MM-DD: published before (the day after the run). */
  until: string;
}

export interface NewArticles {
  articles: DigestArticle[];
  /** Undelivered articles of the window beyond those returned (counted up to COUNT_CAP). */
  more: number;
}

/** Counting what did not fit stops here: "and 10,000 more" is as useful as an exact count. */
export const COUNT_CAP = 10_000;
const FOLLOWED_LIMIT = 2000;
/** Deliveries forgotten per write. */
const PRUNE_BATCH = 5000;

interface ArticleRow {
  doi: string;
  title: string;
  author_names: string;
  identifier: string;
  published_at: string;
  issue: string;
  volume: number;
  issn: string;
  journal_name: string;
  name_system: string;
}

const ARTICLE_COLUMNS = sql.raw('a.doi, a.title, a.author_names, a.identifier, a.published_at, i.issue, v.volume, j.issn, j.name AS journal_name, j.name_system');
/**
 * The window's articles of one journal or topic: published in it, or published here in it (an import
 * of a back-dated article reaches the next digest by its import day; imported_at is a timestamp, the
 * window's ends days, so text order decides both). Two index reads (the owner's articles by date, and
 * the few imported ones: the unary plus keeps SQLite on the imported_at index), so a digest never
 * walks a journal's whole list.
 */
const inWindow = (owner: 'journal' | 'topic', key: string, window: AlertWindow) => {
  const column = sql.raw(owner === 'journal' ? 'journal_id' : 'topic_id');
  const ownerId = owner === 'journal' ? sql`(SELECT id FROM journals WHERE name_system = ${key})` : sql`(SELECT id FROM topics WHERE identifier = ${key})`;
  return sql`a.id IN (SELECT id FROM articles WHERE ${column} = ${ownerId} AND published_at >= ${window.since} AND published_at < ${window.until}
    UNION SELECT id FROM articles WHERE imported_at >= ${window.since} AND imported_at < ${window.until} AND +${column} = ${ownerId})`;
};

const notDelivered = (subscriberId: number) => sql`NOT EXISTS (SELECT 1 FROM alert_deliveries d WHERE d.subscriber_id = ${subscriberId} AND d.doi = a.doi)`;

function authorsOf(json: string): string[] {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

function toArticle(row: ArticleRow): DigestArticle {
  return {
    doi: row.doi,
    title: row.title,
    authors: authorsOf(row.author_names),
    journal: { nameSystem: row.name_system, name: row.journal_name },
    path: `/${row.issn}/${row.volume}/${row.issue}/${row.identifier}`,
    publishedAt: row.published_at,
  };
}

/** Which articles: one journal's (name_system) or topic's (identifier), for one reader, in a window. */
export interface ArticleQuery {
  key: string;
  subscriberId: number;
  window: AlertWindow;
}

/** A reader's newest undelivered articles of one journal or topic in a window, at most `limit`. */
export const articleQueries = {
  inJournal: (query: ArticleQuery, limit: number): RawBuilder<ArticleRow> => sql<ArticleRow>`SELECT ${ARTICLE_COLUMNS}
    FROM journals j JOIN articles a ON a.journal_id = j.id JOIN issues i ON i.id = a.issue_id JOIN volumes v ON v.id = i.volume_id
    WHERE j.name_system = ${query.key} AND ${inWindow('journal', query.key, query.window)} AND ${notDelivered(query.subscriberId)}
    ORDER BY coalesce(a.imported_at, a.published_at) DESC, a.id DESC LIMIT ${limit}`,
  inTopic: (query: ArticleQuery, limit: number): RawBuilder<ArticleRow> => sql<ArticleRow>`SELECT ${ARTICLE_COLUMNS}
    FROM topics t JOIN articles a ON a.topic_id = t.id JOIN journals j ON j.id = a.journal_id JOIN issues i ON i.id = a.issue_id JOIN volumes v ON v.id = i.volume_id
    WHERE t.identifier = ${query.key} AND ${inWindow('topic', query.key, query.window)} AND ${notDelivered(query.subscriberId)}
    ORDER BY coalesce(a.imported_at, a.published_at) DESC, a.id DESC LIMIT ${limit}`,
};

/** How many undelivered articles the same query has, counted up to COUNT_CAP. */
const countQueries = {
  inJournal: (query: ArticleQuery) => sql<{ n: number }>`SELECT count(*) AS n FROM (SELECT 1 AS found FROM journals j JOIN articles a ON a.journal_id = j.id
    WHERE j.name_system = ${query.key} AND ${inWindow('journal', query.key, query.window)} AND ${notDelivered(query.subscriberId)}
    LIMIT ${COUNT_CAP}) capped`,
  inTopic: (query: ArticleQuery) => sql<{ n: number }>`SELECT count(*) AS n FROM (SELECT 1 AS found FROM topics t JOIN articles a ON a.topic_id = t.id
    WHERE t.identifier = ${query.key} AND ${inWindow('topic', query.key, query.window)} AND ${notDelivered(query.subscriberId)}
    LIMIT ${COUNT_CAP}) capped`,
};

type Followed = { journals: { nameSystem: string; name: string }[]; topics: { identifier: string; name: string }[] };

/**
 * The reads that choose a digest take the transaction `tx` that records it (alertDigests.ts): the
 * articles are chosen under the same write lock as their deliveries.
 */
export class AlertStore {
  private readonly database: SqlDatabase;

  constructor(database: SqlDatabase) {
    this.database = database;
  }

  /** When the last complete run started (ISO), or null before the first. */
  async lastRunStartedAt(): Promise<string | null> {
    const { rows } = await sql<{ started_at: string }>`SELECT started_at FROM alert_runs WHERE finished_at IS NOT NULL ORDER BY finished_at DESC LIMIT 1`.execute(this.database.db);
    return rows[0]?.started_at ?? null;
  }

  async startRun(since: string, at: Date): Promise<number> {
    const { rows } = await sql<{ id: number }>`INSERT INTO alert_runs (since, started_at) VALUES (${since}, ${at.toISOString()}) RETURNING id`.execute(this.database.db);
    return Number(rows[0]!.id);
  }

  async finishRun(runId: number, at: Date, subscribersMailed: number, articlesSent: number): Promise<void> {
    await sql`UPDATE alert_runs SET finished_at = ${at.toISOString()}, subscribers_mailed = ${subscribersMailed}, articles_sent = ${articlesSent} WHERE id = ${runId}`.execute(
      this.database.db,
    );
  }

  /** Verified subscribers who follow something, after `afterId`, by id. */
  async subscribers(afterId: number, limit: number): Promise<AlertSubscriber[]> {
    const { rows } = await sql<{ id: number; email: string; link_secret: string }>`SELECT s.id, s.email, s.link_secret FROM subscribers s
      WHERE s.id > ${afterId} AND s.verified_at IS NOT NULL
        AND (EXISTS (SELECT 1 FROM subscriber_journals sj WHERE sj.subscriber_id = s.id) OR EXISTS (SELECT 1 FROM subscriber_topics st WHERE st.subscriber_id = s.id))
      ORDER BY s.id LIMIT ${limit}`.execute(this.database.db);
    return rows.map((row) => ({ id: Number(row.id), email: row.email, linkSecret: row.link_secret }));
  }

  /**
   * Takes the reader for the transaction `tx` that chooses and records their digest. On SQLite the
   * write lock lets one such transaction in at a time already. PostgreSQL runs those of two runs side
   * by side, and each would choose the same undelivered articles before either recorded them: with
   * the reader's row locked, the second waits for the first, and its reads (each statement reads
   * afresh under READ COMMITTED) then find the first one's deliveries.
   */
  async lockSubscriber(subscriberId: number, tx: Db): Promise<void> {
    if (this.database.engine === 'postgres') await sql`SELECT id FROM subscribers WHERE id = ${subscriberId} FOR UPDATE`.execute(tx);
  }

  /** What a subscriber follows that the catalogue still has. */
  async followed(subscriberId: number, tx: Db = this.database.db): Promise<Followed> {
    const { rows: journals } = await sql<{ name_system: string; name: string }>`SELECT sj.name_system, j.name FROM subscriber_journals sj JOIN journals j ON j.name_system = sj.name_system
      WHERE sj.subscriber_id = ${subscriberId} ORDER BY j.name LIMIT ${FOLLOWED_LIMIT}`.execute(tx);
    const { rows: topics } = await sql<{ identifier: string; name: string }>`SELECT st.identifier, t.name FROM subscriber_topics st JOIN topics t ON t.identifier = st.identifier
      WHERE st.subscriber_id = ${subscriberId} ORDER BY t.name LIMIT ${FOLLOWED_LIMIT}`.execute(tx);
    return {
      journals: journals.map((row) => ({ nameSystem: row.name_system, name: row.name })),
      topics: topics.map((row) => ({ identifier: row.identifier, name: row.name })),
    };
  }

  private async newArticles(kind: 'inJournal' | 'inTopic', query: ArticleQuery, cap: number, tx: Db): Promise<NewArticles> {
    const { rows } = await articleQueries[kind](query, cap + 1).execute(tx);
    if (rows.length <= cap) return { articles: rows.map(toArticle), more: 0 };
    const { rows: counted } = await countQueries[kind](query).execute(tx);
    return { articles: rows.slice(0, cap).map(toArticle), more: Math.max(Number(counted[0]?.n ?? 0) - cap, 1) };
  }

  /** The newest `cap` undelivered articles of the journal in the window, and how many more there are. */
  newInJournal(subscriberId: number, nameSystem: string, window: AlertWindow, cap: number, tx: Db = this.database.db): Promise<NewArticles> {
    return this.newArticles('inJournal', { key: nameSystem, subscriberId, window }, cap, tx);
  }

  newInTopic(subscriberId: number, identifier: string, window: AlertWindow, cap: number, tx: Db = this.database.db): Promise<NewArticles> {
    return this.newArticles('inTopic', { key: identifier, subscriberId, window }, cap, tx);
  }

  /**
   * Forgets deliveries made before `before`, a batch at a time (each its own short write, so the
   * alerts of a server copy are not held up); how many went. The rule is alertDigests.ts's
   * ALERT_LOOKBACK_DAYS.
   */
  async pruneDeliveries(before: Date): Promise<number> {
    const cutoff = before.toISOString();
    let pruned = 0;
    for (;;) {
      const gone = await this.database.write(async (tx) =>
        changedRows(
          await sql`DELETE FROM alert_deliveries WHERE (subscriber_id, doi) IN
            (SELECT subscriber_id, doi FROM alert_deliveries WHERE delivered_at < ${cutoff} LIMIT ${PRUNE_BATCH})`.execute(tx),
        ),
      );
      pruned += gone;
      if (gone < PRUNE_BATCH) return pruned;
    }
  }

  async recordDeliveries(subscriberId: number, dois: readonly string[], runId: number, at: Date, tx: Db = this.database.db): Promise<void> {
    const when = at.toISOString();
    for (const doi of dois) {
      await sql`INSERT INTO alert_deliveries (subscriber_id, doi, run_id, delivered_at) VALUES (${subscriberId}, ${doi}, ${runId}, ${when})
        ON CONFLICT (subscriber_id, doi) DO NOTHING`.execute(tx);
    }
  }
}
