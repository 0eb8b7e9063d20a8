// Test support: a small catalogue written straight into a migrated database (two journals, two
// topics, articles on chosen days), and a migrated database of its own in a temporary folder.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { migrate, openDatabase } from '../store/sqlite/database.ts';

export const journalsOfTest = [
  { nameSystem: 'cells-and-development', name: 'Cells and Development', issn: '2000-0001' },
  { nameSystem: 'ocean-science', name: 'Ocean Science', issn: '2000-0002' },
] as const;
export const topicsOfTest = [
  { identifier: 'cell-signalling', name: 'Cell Signalling', deadline: '2099-01-31' },
  { identifier: 'closed-topic', name: 'A Closed Topic', deadline: '2001-01-31' },
] as const;

export function addCatalogue(db: DatabaseSync): void {
  const journal = db.prepare(
    "INSERT OR IGNORE INTO journals (name_system, name, abbreviation, issn, year_founded, apc_chf, aims_and_scope) VALUES (?, ?, ?, ?, 2001, 2000, 'Scope.')",
  );
  for (const row of journalsOfTest) journal.run(row.nameSystem, row.name, row.name.slice(0, 5), row.issn);
  db.exec(`INSERT OR IGNORE INTO volumes (journal_id, volume, year) SELECT id, 12, 2026 FROM journals;
    INSERT OR IGNORE INTO issues (volume_id, issue) SELECT id, '3' FROM volumes;`);
  const topic = db.prepare(
    "INSERT OR IGNORE INTO topics (identifier, name, subject, description_html, keywords, opens_on, deadline) VALUES (?, ?, 'biology', '<p>A topic.</p>', '[]', '2000-01-01', ?)",
  );
  for (const row of topicsOfTest) topic.run(row.identifier, row.name, row.deadline);
}

export interface TestArticle {
  doi: string;
  journal: string;
  publishedAt: string;
  topic?: string;
  title?: string;
  authors?: string[];
}

export function addArticle(db: DatabaseSync, article: TestArticle): void {
  const identifier = article.doi.replace(/\W/g, '');
  db.prepare(
    `INSERT INTO articles (journal_id, issue_id, identifier, article_type, title, abstract_html, body_html, doi, author_names, published_at, license_name, topic_id)
     SELECT j.id, i.id, ?, 'article', ?, '<p>Abstract.</p>', '<p>Body.</p>', ?, ?, ?, 'CC BY 4.0', (SELECT id FROM topics WHERE identifier = ?)
     FROM journals j JOIN volumes v ON v.journal_id = j.id JOIN issues i ON i.volume_id = v.id WHERE j.name_system = ?`,
  ).run(
    identifier,
    article.title ?? `An article ${article.doi}`,
    article.doi,
    JSON.stringify(article.authors ?? ['Ann Lee', 'Bo Chen']),
    article.publishedAt,
    article.topic ?? null,
    article.journal,
  );
}

export const testSecret = 'a-test-secret-for-subscription-links';

/** A migrated database in a new temporary folder. */
export async function temporaryDatabase(): Promise<DatabaseSync> {
  const db = openDatabase(path.join(mkdtempSync(path.join(tmpdir(), 'oap-alerts-')), 'alerts.sqlite'));
  await migrate(db);
  return db;
}
