// Fills the catalogue: generated journals, the real JATS corpus placed into them by subject (with
// attribution kept), then generated articles. Replaces any catalogue already in the database.
import type { DatabaseSync } from 'node:sqlite';
import { normaliseArticleType } from '../store/articleTypes.ts';
import { generateArticle, generateJournals } from './catalogue.ts';
import type { GeneratedJournal } from './catalogue.ts';
import { readCorpus } from './corpus.ts';
import type { CorpusArticle } from './corpus.ts';
import { htmlToText } from './jats.ts';
import { createRandom, hashString } from './random.ts';
import type { Random } from './random.ts';
import { regionByCountry } from './vocabulary.ts';

export interface SeedOptions {
  /** Folder of JATS XML files (searched recursively); omitted or missing = generated articles only. */
  corpusDir?: string;
  /** Number of generated articles (the real corpus comes on top). */
  articles: number;
  seed: number;
  /** Cache folder for parsed JATS (makes re-seeding fast). */
  cacheDir?: string;
  /** The catalogue's "today": generated dates end here, so the same seed gives the same data on any day. */
  referenceDate?: string;
}

export interface SeedReport {
  journals: number;
  realArticles: number;
  generatedArticles: number;
  skippedFiles: string[];
  timings: { corpusMs: number; insertMs: number; totalMs: number };
}

/** The eLife "kitchen sink" is a constructed test document, not an article: it is not imported. */
export const SKIPPED_CORPUS_FILES = /kitchen-sink/i;

interface ArticleRecord {
  journalIndex: number;
  publishedAt: string;
  order: number;
  articleType: string;
  title: string;
  abstractHtml: string;
  abstractText: string;
  bodyHtml: string;
  bodyText: string;
  keywords: string[];
  authors: { givenNames: string; surname: string; name?: string; orcid: string | null; affiliations: number[]; corresponding: boolean }[];
  affiliations: string[];
  references: { label: string; text: string; doi: string | null }[];
  reviews: { kind: string; title: string; html: string }[];
  doi: string | null;
  dates: { received: string | null; revised: string | null; accepted: string | null };
  license: { name: string; url: string | null };
  region: string | null;
  sectionIndex: number;
  source: { publisher: string; journal: string; doi: string; licenseUrl: string | null } | null;
}

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function regionOf(affiliations: string[]): string | null {
  for (const affiliation of affiliations) {
    for (const [country, region] of Object.entries(regionByCountry)) {
      if (affiliation.endsWith(country) || affiliation.includes(`, ${country}`)) return region;
    }
  }
  return null;
}

/** The journal a real article goes to: the best topic match among journals founded by its publication year. */
function placeRealArticle(item: CorpusArticle, journals: GeneratedJournal[], year: number): number {
  const text = [item.article.subjects.join(' '), item.article.keywords.join(' '), item.article.journalTitle, item.article.title].join(' ');
  let best = -1;
  let bestScore = 0;
  journals.forEach((journal, index) => {
    if (!journal.topics || journal.yearFounded > year) return;
    const matches = text.match(new RegExp(journal.topics.source, 'gi'))?.length ?? 0;
    if (matches > bestScore) {
      best = index;
      bestScore = matches;
    }
  });
  if (best >= 0) return best;
  // Fall back to the oldest biology journal.
  const biology = journals
    .map((journal, index) => ({ journal, index }))
    .filter(({ journal }) => journal.subjects.includes('biology-life-sciences') && journal.yearFounded <= year)
    .sort((a, b) => a.journal.yearFounded - b.journal.yearFounded);
  return biology[0]?.index ?? 0;
}

function clearCatalogue(db: DatabaseSync): void {
  db.exec(`
    DELETE FROM article_search;
    DELETE FROM article_reviews; DELETE FROM article_references; DELETE FROM article_keywords;
    DELETE FROM article_affiliations; DELETE FROM article_authors; DELETE FROM articles;
    DELETE FROM issues; DELETE FROM volumes;
    DELETE FROM journal_editors; DELETE FROM journal_indexing; DELETE FROM journal_sections; DELETE FROM journal_subjects;
    DELETE FROM journals;`);
}

function engagement(random: Random, publishedAt: string, referenceMs: number): { views: number; citations: number } {
  const ageDays = Math.max(1, (referenceMs - Date.parse(publishedAt)) / DAY_MS);
  const popularity = random.next() ** 3 * 8 + 0.2;
  const views = Math.round(Math.min(ageDays, 3650) * popularity * (2 + random.next() * 6));
  const citations = Math.round((ageDays / 365) * popularity * random.next() * 4);
  return { views, citations };
}

export async function seedDatabase(db: DatabaseSync, options: SeedOptions): Promise<SeedReport> {
  const started = performance.now();
  const referenceDate = options.referenceDate ?? '2026-10-31';
  const referenceMs = Date.parse(referenceDate);
  const referenceYear = Number(referenceDate.slice(0, 4));
  const random = createRandom(options.seed);

  const skippedFiles: string[] = [];
  const corpus = options.corpusDir
    ? await readCorpus(options.corpusDir, {
        skip: SKIPPED_CORPUS_FILES,
        ...(options.cacheDir ? { cacheDir: options.cacheDir } : {}),
        onError: (file) => skippedFiles.push(file),
      })
    : [];
  const corpusMs = performance.now() - started;

  const journals = generateJournals(random, referenceYear);
  const records: ArticleRecord[] = [];
  const corpusKeywords = new Map<string, string[]>();

  for (const item of corpus) {
    const parsed = item.article;
    if (!parsed.doi || !parsed.title) {
      skippedFiles.push(item.file);
      continue;
    }
    const publishedAt = parsed.dates.published ?? parsed.dates.accepted ?? parsed.dates.received ?? '2015-06-01';
    const journalIndex = placeRealArticle(item, journals, Number(publishedAt.slice(0, 4)));
    const journal = journals[journalIndex] as GeneratedJournal;
    const subject = journal.subjects[0] as string;
    const pool = corpusKeywords.get(subject) ?? [];
    // Only keywords the abstract itself uses: PLOS keyword lists also hold names and broad disciplines.
    const abstract = parsed.abstractText.toLowerCase();
    for (const keyword of parsed.keywords) {
      if (
        keyword.length >= 5 && keyword.length <= 40 && abstract.includes(keyword.toLowerCase()) &&
        !/^(other|none|human|mouse|rat|medicine|biology|e\. coli)$/i.test(keyword) && !pool.includes(keyword)
      ) {
        pool.push(keyword);
      }
    }
    corpusKeywords.set(subject, pool);
    const itemRandom = createRandom(hashString(parsed.doi) ^ options.seed);
    records.push({
      journalIndex,
      publishedAt,
      order: records.length,
      articleType: normaliseArticleType(parsed.articleType),
      title: parsed.title,
      abstractHtml: parsed.abstractHtml,
      abstractText: parsed.abstractText,
      bodyHtml: parsed.bodyHtml,
      bodyText: parsed.bodyText,
      keywords: parsed.keywords,
      authors: parsed.authors,
      affiliations: parsed.affiliations,
      references: parsed.references,
      reviews: parsed.reviewReports,
      doi: parsed.doi,
      dates: { received: parsed.dates.received, revised: parsed.dates.revised, accepted: parsed.dates.accepted },
      license: parsed.license,
      region: regionOf(parsed.affiliations),
      sectionIndex: itemRandom.int(0, Math.max(0, journal.sections.length - 1)),
      source: { publisher: parsed.publisher, journal: parsed.journalTitle, doi: parsed.doi, licenseUrl: parsed.license.url },
    });
  }

  const weights = journals.map((journal) => journal.weight);
  for (let n = 0; n < options.articles; n++) {
    const journalIndex = random.weighted(weights);
    const journal = journals[journalIndex] as GeneratedJournal;
    const startMs = Math.max(Date.parse(`${journal.yearFounded}-01-15`), Date.parse(`${referenceYear - 14}-01-01`));
    // Skewed towards recent years, as a growing publisher's output is.
    const publishedMs = startMs + Math.sqrt(random.next()) * (referenceMs - startMs);
    const publishedAt = isoDay(publishedMs);
    const generated = generateArticle(random, journal, corpusKeywords.get(journal.subjects[0] as string) ?? []);
    const receivedMs = publishedMs - random.int(40, 200) * DAY_MS;
    const revisedMs = receivedMs + random.int(20, 60) * DAY_MS;
    records.push({
      journalIndex,
      publishedAt,
      order: records.length,
      articleType: generated.articleType,
      title: generated.title,
      abstractHtml: generated.abstractHtml,
      abstractText: generated.abstractText,
      bodyHtml: generated.bodyHtml,
      bodyText: htmlToText(generated.bodyHtml),
      keywords: generated.keywords,
      authors: generated.authors,
      affiliations: generated.affiliations,
      references: generated.references,
      reviews: [],
      doi: null,
      dates: { received: isoDay(receivedMs), revised: isoDay(revisedMs), accepted: isoDay(revisedMs + random.int(3, 20) * DAY_MS) },
      license: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
      region: generated.region,
      sectionIndex: generated.sectionIndex,
      source: null,
    });
  }

  // Numbering follows publication order within each journal volume.
  records.sort((a, b) => a.journalIndex - b.journalIndex || a.publishedAt.localeCompare(b.publishedAt) || a.order - b.order);

  const insertStarted = performance.now();
  db.exec('BEGIN');
  try {
    clearCatalogue(db);
    const insertJournal = db.prepare(
      `INSERT INTO journals (name_system, name, abbreviation, issn, year_founded, impact_factor, cite_score, apc_chf, aims_and_scope)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const insertSubject = db.prepare('INSERT INTO journal_subjects (journal_id, subject, position) VALUES (?, ?, ?)');
    const insertSection = db.prepare('INSERT INTO journal_sections (journal_id, name_system, name, position) VALUES (?, ?, ?, ?)');
    const insertIndexing = db.prepare('INSERT INTO journal_indexing (journal_id, database, position) VALUES (?, ?, ?)');
    const insertEditor = db.prepare(
      'INSERT INTO journal_editors (journal_id, position, name, role, affiliation, orcid) VALUES (?, ?, ?, ?, ?, ?)',
    );
    const journalIds: number[] = [];
    const sectionIds: number[][] = [];
    for (const journal of journals) {
      const id = Number(
        insertJournal.run(journal.nameSystem, journal.name, journal.abbreviation, journal.issn, journal.yearFounded, journal.impactFactor, journal.citeScore, journal.apcChf, journal.aimsAndScope)
          .lastInsertRowid,
      );
      journalIds.push(id);
      journal.subjects.forEach((subject, position) => insertSubject.run(id, subject, position));
      sectionIds.push(journal.sections.map((section, position) => Number(insertSection.run(id, section.nameSystem, section.name, position).lastInsertRowid)));
      journal.indexing.forEach((database, position) => insertIndexing.run(id, database, position));
      journal.editorsInChief.forEach((editor, position) => insertEditor.run(id, position, editor.name, editor.role, editor.affiliation, editor.orcid));
    }

    const insertVolume = db.prepare('INSERT INTO volumes (journal_id, volume, year) VALUES (?, ?, ?)');
    const insertIssue = db.prepare('INSERT INTO issues (volume_id, issue) VALUES (?, ?)');
    const insertArticle = db.prepare(
      `INSERT INTO articles (journal_id, issue_id, section_id, identifier, article_type, title, abstract_html, body_html, doi, author_names,
         received_at, revised_at, accepted_at, published_at, license_name, license_url, views, citations, region,
         source_publisher, source_journal, source_doi, source_license_url)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const insertAuthor = db.prepare(
      'INSERT INTO article_authors (article_id, position, given_names, surname, orcid, corresponding, affiliations) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    const insertAffiliation = db.prepare('INSERT INTO article_affiliations (article_id, position, text) VALUES (?, ?, ?)');
    const insertKeyword = db.prepare('INSERT INTO article_keywords (article_id, position, keyword) VALUES (?, ?, ?)');
    const insertReference = db.prepare('INSERT INTO article_references (article_id, position, label, text, doi) VALUES (?, ?, ?, ?, ?)');
    const insertReview = db.prepare('INSERT INTO article_reviews (article_id, position, kind, title, html) VALUES (?, ?, ?, ?, ?)');
    const insertSearch = db.prepare(
      `INSERT INTO article_search (rowid, title, abstract, keywords, authors, affiliations, doi, fulltext, "references")
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );

    const volumeIds = new Map<string, number>();
    const issueIds = new Map<string, number>();
    const counters = new Map<string, number>();
    const usedDois = new Set<string>();
    for (const record of records) {
      const journal = journals[record.journalIndex] as GeneratedJournal;
      const journalId = journalIds[record.journalIndex] as number;
      const year = Number(record.publishedAt.slice(0, 4));
      const volume = Math.max(1, year - journal.yearFounded + 1);
      const issue = String(Number(record.publishedAt.slice(5, 7)));
      const volumeKey = `${journalId}/${volume}`;
      let volumeId = volumeIds.get(volumeKey);
      if (volumeId === undefined) {
        volumeId = Number(insertVolume.run(journalId, volume, year).lastInsertRowid);
        volumeIds.set(volumeKey, volumeId);
      }
      const issueKey = `${volumeKey}/${issue}`;
      let issueId = issueIds.get(issueKey);
      if (issueId === undefined) {
        issueId = Number(insertIssue.run(volumeId, issue).lastInsertRowid);
        issueIds.set(issueKey, issueId);
      }
      const number = (counters.get(volumeKey) ?? 0) + 1;
      counters.set(volumeKey, number);
      const identifier = String(number);
      let doi = record.doi ?? `10.5555/${journal.nameSystem.replace(/-/g, '').slice(0, 12)}${volume}${issue.padStart(2, '0')}${identifier.padStart(4, '0')}`;
      if (usedDois.has(doi)) doi = `${doi}.${record.order}`;
      usedDois.add(doi);
      const names = record.authors.map((author) => author.name ?? [author.givenNames, author.surname].filter(Boolean).join(' '));
      const { views, citations } = engagement(createRandom(hashString(doi) ^ options.seed), record.publishedAt, referenceMs);
      const articleId = Number(
        insertArticle.run(
          journalId, issueId, sectionIds[record.journalIndex]?.[record.sectionIndex] ?? null, identifier, record.articleType, record.title,
          record.abstractHtml, record.bodyHtml, doi, JSON.stringify(names), record.dates.received, record.dates.revised, record.dates.accepted,
          record.publishedAt, record.license.name, record.license.url, views, citations, record.region,
          record.source?.publisher ?? null, record.source?.journal ?? null, record.source?.doi ?? null, record.source?.licenseUrl ?? null,
        ).lastInsertRowid,
      );
      record.authors.forEach((author, position) =>
        insertAuthor.run(articleId, position, author.givenNames, author.surname, author.orcid, author.corresponding ? 1 : 0, JSON.stringify(author.affiliations)),
      );
      record.affiliations.forEach((text, position) => insertAffiliation.run(articleId, position, text));
      record.keywords.forEach((keyword, position) => insertKeyword.run(articleId, position, keyword));
      record.references.forEach((ref, position) => insertReference.run(articleId, position, ref.label, ref.text, ref.doi));
      record.reviews.forEach((review, position) => insertReview.run(articleId, position, review.kind, review.title, review.html));
      insertSearch.run(
        articleId, record.title, record.abstractText, record.keywords.join('; '), names.join('; '), record.affiliations.join('; '), doi,
        record.bodyText, record.references.map((ref) => ref.text).join('\n'),
      );
    }
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
  db.exec("INSERT INTO article_search(article_search) VALUES ('optimize')");
  const insertMs = performance.now() - insertStarted;
  return {
    journals: journals.length,
    realArticles: records.filter((record) => record.source).length,
    generatedArticles: records.filter((record) => !record.source).length,
    skippedFiles,
    timings: { corpusMs: Math.round(corpusMs), insertMs: Math.round(insertMs), totalMs: Math.round(performance.now() - started) },
  };
}

/** True when the database already holds a catalogue (the CLI skips seeding then, unless forced). */
export function hasCatalogue(db: DatabaseSync): boolean {
  const row = db.prepare('SELECT EXISTS (SELECT 1 FROM journals) AS present').get() as { present: number } | undefined;
  return row?.present === 1;
}
