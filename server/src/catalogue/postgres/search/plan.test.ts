// A search's dates as the ids they allow, on PostgreSQL: in a catalogue whose ids follow the dates,
// a date range is walked as the ids from the first article on or after its start to the last before
// the day after its end, whatever falls on the bounds (several articles on one day, none at all).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { comparisonUnavailable } from '../../../../test-support/catalogue/postgres/seededPair.ts';
import { seededPostgresCatalogue } from '../../../../test-support/catalogue/postgres/seededCatalogue.ts';
import { currentCatalogue } from './catalogue.ts';
import { planSearch } from './plan.ts';

describe('dates as ids on PostgreSQL', { skip: comparisonUnavailable() ?? undefined }, () => {
  const seeded = seededPostgresCatalogue({ articles: 150, seed: 3, referenceDate: '2026-10-31' });

  test('a range starts at the first article on or after its first day and ends at the last before the day after it', async () => {
    const cat = await currentCatalogue(seeded.database.db, { current: null });
    assert.ok(cat.dateOrdered, 'the seed writes its articles in date order');
    // Days with several articles, days with one, and days with none (the day after each).
    const { rows } = await sql<{ day: string; articles: number }>`
      SELECT substr(published_at, 1, 10) AS day, count(*)::int AS articles FROM articles GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 12`.execute(seeded.database.db);
    assert.ok((rows[0]?.articles ?? 0) > 1, 'some day has several articles');
    const next = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const days = [...new Set(rows.flatMap((row) => [row.day, next(row.day)]))];
    const idAt = async (query: ReturnType<typeof sql<{ id: number | null }>>) => Number((await query.execute(seeded.database.db)).rows[0]?.id ?? 0);
    for (const day of days) {
      const plan = await planSearch(seeded.database.db, { q: 'cell', basic: [{ id: 'date_from', value: day }, { id: 'date_to', value: day }] }, undefined, cat);
      assert.ok(plan, day);
      const first = (await idAt(sql`SELECT min(id) AS id FROM articles WHERE published_at >= ${day}`)) || cat.maxId + 1;
      const last = await idAt(sql`SELECT max(id) AS id FROM articles WHERE published_at < ${next(day)}`);
      assert.equal(plan.from, first, `from ${day}`);
      assert.equal(plan.to, last, `to ${day}`);
    }
  });
});
