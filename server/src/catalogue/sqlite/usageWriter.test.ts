// The COUNTER usage counter's memory: one reader opening article after article must not grow it
// without end, and forgetting in memory never lets a repeat count twice (the stored sessions decide).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { temporaryDir } from '../../../test-support/testFiles.ts';
import { createSql } from './sql.ts';
import { UsageCounter } from '../articles/usageCounter.ts';
import { sqliteUsageWriter } from './usageWriter.ts';
import { sqliteOnly } from '../../../test-support/testEngine.ts';

describe('the COUNTER usage counter on SQLite', sqliteOnly("the SQLite counter over node:sqlite (PostgreSQL's is tested in store/postgres)"), () => {
  function usageDb() {
    const db = new DatabaseSync(path.join(temporaryDir('usage'), 'usage.sqlite'));
    db.exec('CREATE TABLE articles (id INTEGER PRIMARY KEY, views INTEGER NOT NULL DEFAULT 0, downloads INTEGER NOT NULL DEFAULT 0)');
    db.exec(fs.readFileSync(path.join(import.meta.dirname, '../../../migrations/sqlite/061_usage_sessions.sql'), 'utf8'));
    return db;
  }

  test('the sessions remembered in memory are bounded, and a repeat after forgetting still counts once', async () => {
    const db = usageDb();
    const insert = db.prepare('INSERT INTO articles (id) VALUES (?)');
    for (let id = 1; id <= 500; id++) insert.run(id);
    const now = 3_600_000 * 500_000 + 10;
    const counter = new UsageCounter(sqliteUsageWriter(createSql(db)), { maxRemembered: 100, now: () => now });
    for (let id = 1; id <= 500; id++) counter.record('view', id, 'one-reader', now);
    assert.ok(counter.remembered <= 100, `remembered ${counter.remembered}`);
    assert.equal(await counter.flush(), true);
    // Article 1 was forgotten in memory long ago: it is queued again, but the stored session refuses it.
    counter.record('view', 1, 'one-reader', now);
    assert.equal(await counter.flush(), true);
    assert.equal((db.prepare('SELECT views FROM articles WHERE id = 1').get() as { views: number }).views, 1);
    assert.equal((db.prepare('SELECT sum(views) AS n FROM articles').get() as { n: number }).n, 500);
    await counter.close();
    db.close();
  });
});
