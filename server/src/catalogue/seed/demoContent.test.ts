// The generated catalogue reads as a real publisher's: every generated article's history in order,
// no title twice, topics and special issues whose articles are on their subject, issues numbered
// without holes, bodies with sections, paragraphs, a table and references that look like references
// (and say they are generated), a volume for every year of a journal, news and award calls that differ across journals and over time. Over
// the same seed as the site, on SQLite: what the generator writes is the same on either engine, and
// PostgreSQL's writer is held to SQLite's row by row (postgres/seed/postgresCatalogueWriter.test.ts),
// so these checks run once.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { sql, type RawBuilder } from 'kysely';
import { seededTestCatalogue, type TestCatalogue } from '../../../test-support/catalogue/sqlite/testCatalogue.ts';
import { temporaryDir } from '../../../test-support/testFiles.ts';
import { sqliteDatabase } from '../../data/sqlite/sqliteDatabase.ts';
import type { SqlDatabase } from '../../data/sqlDatabase.ts';
import { repositoryRoot } from '../../platform/paths.ts';

let catalogue: TestCatalogue;
let database: SqlDatabase;
before(async () => {
  catalogue = await seededTestCatalogue(join(temporaryDir('demo-content'), 'catalogue.sqlite'), {
    articles: 2500,
    seed: 1996,
    corpusDir: join(repositoryRoot, 'server/corpus/jats'),
    referenceDate: '2026-10-31',
  });
  database = sqliteDatabase(catalogue.db, { ownsConnection: false });
});
after(() => catalogue.close());

/** The rows of a query on the catalogue. */
const all = async <Row>(query: RawBuilder<unknown>): Promise<Row[]> => (await query.execute(database.db)).rows as Row[];

interface GeneratedRow {
  id: number;
  title: string;
  article_type: string;
  body_html: string;
  references_json: string;
  doi: string;
  received_at: string | null;
  revised_at: string | null;
  accepted_at: string | null;
  published_at: string;
}

const wordsOf = (text: string) => new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 3));

const generated = () =>
  all<GeneratedRow>(
    sql`SELECT id, title, article_type, body_html, references_json, doi, received_at, revised_at, accepted_at, published_at FROM articles WHERE generated = 1 ORDER BY id`,
  );

test('generated articles are marked as generated, real ones are not', async () => {
  const counts = await all<{ generated: number; source: number; n: number }>(
    sql`SELECT generated, CASE WHEN source_doi IS NULL THEN 0 ELSE 1 END AS source, count(*) AS n FROM articles GROUP BY generated, CASE WHEN source_doi IS NULL THEN 0 ELSE 1 END ORDER BY 1, 2`,
  );
  assert.deepEqual(counts.map((row) => [Number(row.generated), Number(row.source)]), [[0, 1], [1, 0]], 'real articles have a source, generated ones none');
  assert.equal(Number(counts.find((row) => Number(row.generated) === 1)?.n), 2500);
});

test('every generated article was received, revised, accepted and then published, in that order', async () => {
  const rows = await generated();
  assert.equal(rows.length, 2500);
  for (const row of rows) {
    const steps = [row.received_at, row.revised_at, row.accepted_at, row.published_at].filter((date): date is string => date !== null);
    assert.ok(row.received_at && row.accepted_at, `article ${row.id} has its dates`);
    for (let i = 1; i < steps.length; i++) assert.ok((steps[i - 1] as string) < (steps[i] as string), `article ${row.id}: ${steps.join(' → ')}`);
  }
});

test('notices that correct or retract an article are read but seldom cited: none among the most cited', async () => {
  const notices = await all<{ type: string; n: number; most: number }>(
    sql`SELECT article_type AS type, count(*) AS n, max(citations) AS most FROM articles WHERE article_type IN ('correction', 'retraction', 'expression-of-concern') GROUP BY article_type`,
  );
  assert.ok(notices.length >= 2, 'the corpus has corrections and retractions');
  const [research] = await all<{ most: number }>(sql`SELECT max(citations) AS most FROM articles WHERE article_type = 'research-article'`);
  for (const notice of notices) assert.ok(Number(notice.most) * 10 < Number(research!.most), `${notice.type}: at most ${notice.most} citations`);
});

test('no two articles of the catalogue share a title, nor two topics a name, nor two news items or events a title', async () => {
  const repeated = await all<{ title: string; n: number }>(sql`SELECT title, count(*) AS n FROM articles GROUP BY title HAVING count(*) > 1`);
  assert.deepEqual(repeated, []);
  const topics = await all<{ name: string }>(sql`SELECT name FROM topics GROUP BY name HAVING count(*) > 1`);
  assert.deepEqual(topics, []);
  for (const table of [sql`news`, sql`events`]) assert.deepEqual(await all(sql`SELECT title FROM ${table} GROUP BY title HAVING count(*) > 1`), []);
});

test('every article of a topic or a special issue is on its subject: one of its keywords is one of the group’s', async () => {
  const keywordsOf = new Map<number, Set<string>>();
  for (const row of await all<{ article_id: number; keyword: string }>(sql`SELECT article_id, keyword FROM article_keywords`)) {
    const set = keywordsOf.get(Number(row.article_id)) ?? new Set<string>();
    set.add(row.keyword.toLowerCase());
    keywordsOf.set(Number(row.article_id), set);
  }
  for (const group of ['topic', 'special_issue'] as const) {
    const table = group === 'topic' ? sql`topics` : sql`special_issues`;
    const column = group === 'topic' ? sql`a.topic_id` : sql`a.special_issue_id`;
    const rows = await all<{ id: number; title: string; abstract_html: string; generated: number; keywords: string; name: string }>(
      sql`SELECT a.id, a.title, a.abstract_html, a.generated, g.keywords, g.name FROM articles a JOIN ${table} g ON g.id = ${column}`,
    );
    assert.ok(rows.length > 20, `${group}s have articles (${rows.length})`);
    for (const row of rows) {
      const groupKeywords = (JSON.parse(row.keywords) as string[]).map((keyword) => keyword.toLowerCase());
      const own = keywordsOf.get(Number(row.id)) ?? new Set<string>();
      // A generated article is on a group's subject when its own keywords name it; a real article (which
      // keeps its own keywords) when its title, keywords or abstract name every word of one of the group's.
      const words = wordsOf(`${row.title} ${[...own].join(' ')} ${row.abstract_html}`);
      const about = Number(row.generated) === 1 ? groupKeywords.some((keyword) => own.has(keyword)) : groupKeywords.some((keyword) => [...wordsOf(keyword)].every((word) => words.has(word)));
      assert.ok(about, `“${row.title}” is not on “${row.name}” (${groupKeywords.join(', ')})`);
    }
  }
});

test("a generated article's abstract names each of its own keywords (a search for one finds it in a sentence), a real article's borrowed one aside", async () => {
  const rows = await all<{ title: string; abstract_html: string; keywords: string }>(sql`
    SELECT a.title, a.abstract_html, group_concat(k.keyword, '|') AS keywords FROM articles a JOIN article_keywords k ON k.article_id = a.id
    WHERE a.generated = 1 AND lower(k.keyword) NOT IN (SELECT lower(r.keyword) FROM article_keywords r JOIN articles ra ON ra.id = r.article_id WHERE ra.generated = 0)
    GROUP BY a.id`);
  assert.ok(rows.length > 2000);
  const missing = rows.flatMap((row) => row.keywords.split('|').filter((keyword) => !row.abstract_html.toLowerCase().includes(keyword.toLowerCase())).map((keyword) => `${row.title}: ${keyword}`));
  assert.deepEqual(missing.slice(0, 5), []);
});

test('a volume’s issues are numbered 1 to n, without holes', async () => {
  const rows = await all<{ volume_id: number; issue: string }>(sql`SELECT volume_id, issue FROM issues ORDER BY volume_id, cover_date`);
  const byVolume = new Map<number, number[]>();
  for (const row of rows) byVolume.set(Number(row.volume_id), [...(byVolume.get(Number(row.volume_id)) ?? []), Number(row.issue)]);
  assert.ok(byVolume.size > 100);
  for (const [volume, issues] of byVolume) assert.deepEqual(issues, issues.map((_, index) => index + 1), `volume ${volume}`);
});

test('a journal has a volume of articles for every year since its founding: volume 1 in that year, none missing', async () => {
  const rows = await all<{ name: string; founded: number; volumes: string; years: string }>(sql`
    SELECT j.name, j.year_founded AS founded, group_concat(v.volume) AS volumes, group_concat(v.year) AS years
    FROM journals j JOIN volumes v ON v.journal_id = j.id
    WHERE EXISTS (SELECT 1 FROM issues i JOIN articles a ON a.issue_id = i.id WHERE i.volume_id = v.id)
    GROUP BY j.id`);
  assert.equal(rows.length, 42);
  for (const row of rows) {
    const volumes = row.volumes.split(',').map(Number).sort((a, b) => a - b);
    const years = row.years.split(',').map(Number).sort((a, b) => a - b);
    assert.deepEqual(volumes, Array.from({ length: 2026 - Number(row.founded) + 1 }, (_, index) => index + 1), row.name);
    assert.equal(years[0], Number(row.founded), row.name);
  }
});

test('a generated body has sections of several paragraphs, a table, and cites references that look like references and say they are generated', async () => {
  const rows = await generated();
  for (const row of rows) {
    const sections = row.body_html.match(/<section id="sec\d+"><h2>/g)?.length ?? 0;
    const paragraphs = row.body_html.match(/<p>/g)?.length ?? 0;
    const minimum = { editorial: [2, 4], 'brief-report': [4, 7], 'review-article': [5, 10] }[row.article_type] ?? [5, 12];
    assert.ok(sections >= (minimum[0] as number) && paragraphs >= (minimum[1] as number), `${row.article_type} ${row.id}: ${sections} sections, ${paragraphs} paragraphs`);
    if (row.article_type !== 'editorial') assert.match(row.body_html, /<figure class="table" id="tab1"><figcaption><span class="caption-label">Table 1\.<\/span>/);
    const references = JSON.parse(row.references_json) as { id: string; label: string; text: string; doi: string | null }[];
    assert.ok(references.length >= ({ editorial: 2, 'brief-report': 3 }[row.article_type] ?? 10), `${row.article_type} ${row.id} cites ${references.length} references`);
    const cited = new Set<number>();
    for (const [, numbers] of row.body_html.matchAll(/\[((?:<a href="#ref-\d+">\d+<\/a>[,–]?)+)\]/g)) {
      const bounds = [...(numbers as string).matchAll(/>(\d+)</g)].map((match) => Number(match[1]));
      if ((numbers as string).includes('–')) for (let n = bounds[0] as number; n <= (bounds[1] as number); n++) cited.add(n);
      else for (const n of bounds) cited.add(n);
    }
    for (const reference of references) {
      // Authors. Title. Journal year;volume:pages. Generated identifier 10.5555/generated.…
      assert.match(reference.text, /^\p{L}[^.]+ [A-Z]{1,2}(, [^,]+ [A-Z]{1,2})*(, et al)?\. [^.]+\. [A-Z][^;]+ \d{4};\d+:\d+(–\d+)?\. Generated identifier 10\.5555\/generated\.[a-z]+\.\d{4}\.\d+\.$/u, reference.text);
      assert.equal(reference.doi, null, 'a generated reference is never linked as a DOI');
      assert.ok(cited.has(Number(reference.label)), `reference ${reference.label} of article ${row.id} is cited`);
      assert.equal(reference.id, `ref-${reference.label}`);
    }
    const sentences = row.body_html.replace(/<[^>]+>/g, ' ').split(/(?<=\.) /).map((sentence) => sentence.trim()).filter((sentence) => sentence.length > 40);
    assert.ok(new Set(sentences).size >= sentences.length - 1, `article ${row.id} does not repeat its sentences`);
  }
});

test('news differ across journals and over time, and tell more than their summary; award calls open on different days', async () => {
  const news = await all<{ journal_id: number | null; title: string; summary: string; html: string }>(sql`SELECT journal_id, title, summary, html FROM news`);
  for (const item of news) {
    const text = item.html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    assert.ok(text.length > item.summary.length + 80, `“${item.title}” says more than its summary`);
  }
  const summaries = news.filter((item) => item.journal_id !== null).map((item) => item.summary);
  assert.equal(new Set(summaries).size, summaries.length, 'no two journal news items share a summary');
  const opens = await all<{ day: string }>(sql`SELECT DISTINCT substr(opens_on, 6) AS day FROM award_editions`);
  assert.ok(opens.length >= 12, `award calls open on ${opens.length} different days of the year`);
});

test("this year's Impact Factor news gives the figure its journal shows", async () => {
  const stories = await all<{ title: string; published_at: string; impact_factor: number }>(
    sql`SELECT n.title, n.published_at, j.impact_factor FROM news n JOIN journals j ON j.id = n.journal_id WHERE n.title LIKE '% Receives an Impact Factor of %'`,
  );
  const thisYear = stories.filter((story) => story.published_at.startsWith('2026'));
  assert.ok(thisYear.length > 0, 'some journal had its figure this year');
  for (const story of thisYear) assert.ok(story.title.includes(`Impact Factor of ${Number(story.impact_factor).toFixed(1)} for 2025`), `${story.title}: the journal shows ${story.impact_factor}`);
});

test('no conference, workshop or webinar is held over Christmas and the New Year', async () => {
  for (const table of [sql`conferences`, sql`events`]) {
    const starts = await all<{ starts_on: string }>(sql`SELECT starts_on FROM ${table}`);
    assert.ok(starts.length > 0);
    const festive = starts.filter(({ starts_on }) => /-12-(1[89]|2\d|3[01])$|-01-0[1-4]$/.test(starts_on));
    assert.deepEqual(festive, []);
  }
});

test('the instructions for authors are a real guide: sections on preparing, submitting, reviewing and publishing', async () => {
  const pages = await all<{ html: string; slug: string }>(sql`SELECT p.html, j.name_system AS slug FROM journal_pages p JOIN journals j ON j.id = p.journal_id WHERE p.part = 'instructions_default'`);
  assert.ok(pages.length >= 40);
  for (const page of pages) {
    const headings = page.html.match(/<h2>/g)?.length ?? 0;
    assert.ok(headings >= 8, `${headings} sections`);
    for (const part of ['Manuscript Preparation', 'References', 'Research Data', 'Peer Review', 'Article Processing Charge']) assert.ok(page.html.includes(part), part);
    // The charge's section says what /apc and the APC page say, and links to both the page and the announcements.
    assert.match(page.html, /, plus VAT where it applies, invoiced after acceptance only\. Authors from low-income countries have it waived and those from lower-middle-income countries pay half/);
    assert.ok(page.html.includes(`<a href="/journal/${page.slug}/apc">APC page</a>`) && page.html.includes('<a href="/apc/apc-updates">APC updates</a>'), page.slug);
  }
});
