// What the alert job reads and writes (migration 072 and the catalogue): verified subscribers a page
// at a time, each one's new articles (by the indexes articles(journal_id, published_at) and
// articles(topic_id), capped per journal or topic), their deliveries and the runs. Articles are
// matched by DOI: a re-seed gives them new row ids, not new DOIs.
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { DigestArticle } from './digestMail.ts';

export interface AlertSubscriber {
  id: number;
  email: string;
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

const ARTICLE_COLUMNS = `a.doi, a.title, a.author_names, a.identifier, a.published_at, i.issue, v.volume, j.issn, j.name AS journal_name, j.name_system`;
const NOT_DELIVERED = 'NOT EXISTS (SELECT 1 FROM alert_deliveries d WHERE d.subscriber_id = ? AND d.doi = a.doi)';

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

/** A reader's newest undelivered articles of one journal or topic in a window (parameters: key, since, until, subscriber, limit). */
export const articleQueries = {
  inJournal: `SELECT ${ARTICLE_COLUMNS}
    FROM journals j JOIN articles a ON a.journal_id = j.id JOIN issues i ON i.id = a.issue_id JOIN volumes v ON v.id = i.volume_id
    WHERE j.name_system = ? AND a.published_at >= ? AND a.published_at < ? AND ${NOT_DELIVERED}
    ORDER BY a.published_at DESC, a.id DESC LIMIT ?`,
  inTopic: `SELECT ${ARTICLE_COLUMNS}
    FROM topics t JOIN articles a ON a.topic_id = t.id JOIN journals j ON j.id = a.journal_id JOIN issues i ON i.id = a.issue_id JOIN volumes v ON v.id = i.volume_id
    WHERE t.identifier = ? AND a.published_at >= ? AND a.published_at < ? AND ${NOT_DELIVERED}
    ORDER BY a.published_at DESC, a.id DESC LIMIT ?`,
};

function prepareStatements(db: DatabaseSync) {
  const prepare = (sql: string): StatementSync => db.prepare(sql);
  return {
    lastRun: prepare('SELECT started_at FROM alert_runs WHERE finished_at IS NOT NULL ORDER BY finished_at DESC LIMIT 1'),
    startRun: prepare('INSERT INTO alert_runs (since, started_at) VALUES (?, ?) RETURNING id'),
    finishRun: prepare('UPDATE alert_runs SET finished_at = ?, subscribers_mailed = ?, articles_sent = ? WHERE id = ?'),
    subscribers: prepare(`SELECT s.id, s.email FROM subscribers s
      WHERE s.id > ? AND s.verified_at IS NOT NULL
        AND (EXISTS (SELECT 1 FROM subscriber_journals sj WHERE sj.subscriber_id = s.id) OR EXISTS (SELECT 1 FROM subscriber_topics st WHERE st.subscriber_id = s.id))
      ORDER BY s.id LIMIT ?`),
    journals: prepare(`SELECT sj.name_system, j.name FROM subscriber_journals sj JOIN journals j ON j.name_system = sj.name_system
      WHERE sj.subscriber_id = ? ORDER BY j.name LIMIT ${FOLLOWED_LIMIT}`),
    topics: prepare(`SELECT st.identifier, t.name FROM subscriber_topics st JOIN topics t ON t.identifier = st.identifier
      WHERE st.subscriber_id = ? ORDER BY t.name LIMIT ${FOLLOWED_LIMIT}`),
    inJournal: prepare(articleQueries.inJournal),
    countInJournal: prepare(`SELECT count(*) AS n FROM (SELECT 1 FROM journals j JOIN articles a ON a.journal_id = j.id
      WHERE j.name_system = ? AND a.published_at >= ? AND a.published_at < ? AND ${NOT_DELIVERED} LIMIT ${COUNT_CAP})`),
    inTopic: prepare(articleQueries.inTopic),
    countInTopic: prepare(`SELECT count(*) AS n FROM (SELECT 1 FROM topics t JOIN articles a ON a.topic_id = t.id
      WHERE t.identifier = ? AND a.published_at >= ? AND a.published_at < ? AND ${NOT_DELIVERED} LIMIT ${COUNT_CAP})`),
    deliver: prepare('INSERT OR IGNORE INTO alert_deliveries (subscriber_id, doi, run_id, delivered_at) VALUES (?, ?, ?, ?)'),
  };
}

export class AlertStore {
  private readonly sql: ReturnType<typeof prepareStatements>;

  constructor(db: DatabaseSync) {
    this.sql = prepareStatements(db);
  }

  /** When the last complete run started (ISO), or null before the first. */
  lastRunStartedAt(): string | null {
    return (this.sql.lastRun.get() as { started_at: string } | undefined)?.started_at ?? null;
  }

  startRun(since: string, at: Date): number {
    return (this.sql.startRun.get(since, at.toISOString()) as { id: number }).id;
  }

  finishRun(runId: number, at: Date, subscribersMailed: number, articlesSent: number): void {
    this.sql.finishRun.run(at.toISOString(), subscribersMailed, articlesSent, runId);
  }

  /** Verified subscribers who follow something, after `afterId`, by id. */
  subscribers(afterId: number, limit: number): AlertSubscriber[] {
    return (this.sql.subscribers.all(afterId, limit) as { id: number; email: string }[]).map((row) => ({ id: row.id, email: row.email }));
  }

  /** What a subscriber follows that the catalogue still has. */
  followed(subscriberId: number): { journals: { nameSystem: string; name: string }[]; topics: { identifier: string; name: string }[] } {
    const journals = this.sql.journals.all(subscriberId) as { name_system: string; name: string }[];
    const topics = this.sql.topics.all(subscriberId) as { identifier: string; name: string }[];
    return {
      journals: journals.map((row) => ({ nameSystem: row.name_system, name: row.name })),
      topics: topics.map((row) => ({ identifier: row.identifier, name: row.name })),
    };
  }

  private newArticles(list: StatementSync, count: StatementSync, key: string, subscriberId: number, window: AlertWindow, cap: number): NewArticles {
    const rows = list.all(key, window.since, window.until, subscriberId, cap + 1) as unknown as ArticleRow[];
    if (rows.length <= cap) return { articles: rows.map(toArticle), more: 0 };
    const total = (count.get(key, window.since, window.until, subscriberId) as { n: number }).n;
    return { articles: rows.slice(0, cap).map(toArticle), more: Math.max(total - cap, 1) };
  }

  /** The newest `cap` undelivered articles of the journal in the window, and how many more there are. */
  newInJournal(subscriberId: number, nameSystem: string, window: AlertWindow, cap: number): NewArticles {
    return this.newArticles(this.sql.inJournal, this.sql.countInJournal, nameSystem, subscriberId, window, cap);
  }

  newInTopic(subscriberId: number, identifier: string, window: AlertWindow, cap: number): NewArticles {
    return this.newArticles(this.sql.inTopic, this.sql.countInTopic, identifier, subscriberId, window, cap);
  }

  recordDeliveries(subscriberId: number, dois: readonly string[], runId: number, at: Date): void {
    const when = at.toISOString();
    for (const doi of dois) this.sql.deliver.run(subscriberId, doi, runId, when);
  }
}
