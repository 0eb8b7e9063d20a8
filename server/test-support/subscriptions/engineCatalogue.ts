// Test support: the small catalogue of the subscription tests (testCatalogue.ts) written
// through SqlDatabase, on either engine, for the records that read the catalogue (subscriptions, alert
// digests, the profile). Each engine's migrations make the catalogue's tables.
import { sql } from 'kysely';
import type { SqlDatabase } from '../../src/data/sqlDatabase.ts';
import { journalsOfTest, topicsOfTest, type TestArticle } from './testCatalogue.ts';

/** Two journals (volume 12, issue 3 each) and two topics (again: what is there already stays). */
export async function addCatalogueOn(database: SqlDatabase): Promise<void> {
  const { db } = database;
  for (const row of journalsOfTest) {
    await sql`INSERT INTO journals (name_system, name, abbreviation, issn, year_founded, apc_chf, aims_and_scope)
      VALUES (${row.nameSystem}, ${row.name}, ${row.name.slice(0, 5)}, ${row.issn}, 2001, 2000, 'Scope.') ON CONFLICT DO NOTHING`.execute(db);
  }
  await sql`INSERT INTO volumes (journal_id, volume, year) SELECT id, 12, 2026 FROM journals WHERE id > 0 ON CONFLICT DO NOTHING`.execute(db);
  await sql`INSERT INTO issues (volume_id, issue) SELECT id, '3' FROM volumes WHERE id > 0 ON CONFLICT DO NOTHING`.execute(db);
  for (const row of topicsOfTest) {
    await sql`INSERT INTO topics (identifier, name, subject, description_html, keywords, opens_on, deadline)
      VALUES (${row.identifier}, ${row.name}, 'biology', '<p>A topic.</p>', '[]', '2000-01-01', ${row.deadline}) ON CONFLICT DO NOTHING`.execute(db);
  }
}

/** An article in a journal's volume 12 issue 3. */
export async function addArticleOn(database: SqlDatabase, article: TestArticle): Promise<void> {
  const identifier = article.doi.replace(/\W/g, '');
  const { rows: topics } = article.topic ? await sql<{ id: number }>`SELECT id FROM topics WHERE identifier = ${article.topic}`.execute(database.db) : { rows: [] };
  const { rows: places } = await sql<{ journal_id: number; issue_id: number }>`SELECT j.id AS journal_id, i.id AS issue_id
    FROM journals j JOIN volumes v ON v.journal_id = j.id JOIN issues i ON i.volume_id = v.id WHERE j.name_system = ${article.journal}`.execute(database.db);
  const place = places[0];
  if (!place) throw new Error(`no journal ${article.journal} in the test catalogue`);
  await sql`INSERT INTO articles (journal_id, issue_id, identifier, article_type, title, abstract_html, body_html, doi, author_names, published_at, license_name, topic_id)
    VALUES (${place.journal_id}, ${place.issue_id}, ${identifier}, 'article', ${article.title ?? `An article ${article.doi}`}, '<p>Abstract.</p>', '<p>Body.</p>',
      ${article.doi}, ${JSON.stringify(article.authors ?? ['Ann Lee', 'Bo Chen'])}, ${article.publishedAt}, 'CC BY 4.0', ${topics[0]?.id ?? null})`.execute(database.db);
}
