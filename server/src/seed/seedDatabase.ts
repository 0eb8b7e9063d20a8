// Fills the catalogue: generated journals with their boards, pages, societies, awards, news and
// events; the real JATS corpus placed into them by subject (attribution kept); generated articles;
// special issues, topics and collections; then the search indexes. Replaces any catalogue already
// in the database. Articles are streamed (never all in memory) in publication order, so article ids
// ascend with the publication date, which the search engine relies on for date ranges and "most recent".
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { subjects } from '@oap/contracts/api/journals.ts';
import { normaliseArticleType } from '../store/articleTypes.ts';
import { doiSearchText } from '../store/articleSearch.ts';
import { generateJournals } from './catalogue.ts';
import { generatedArticles } from './generatedArticles.ts';
import type { ArticleInput } from './generatedArticles.ts';
import type { GeneratedJournal } from './catalogue.ts';
import { readCorpus } from './corpus.ts';
import type { CorpusArticle } from './corpus.ts';
import {
  generateAnnouncements,
  generateAwards,
  generateBoard,
  generateCollections,
  generateConferences,
  generateEvents,
  generateNews,
  generateOffice,
  generatePerson,
  generateSocieties,
  generateSpecialIssue,
  generateTopics,
  isoDay,
  journalPages,
  linkSocieties,
} from './journalContent.ts';
import type { GeneratedSpecialIssue, Person } from './journalContent.ts';
import { createRandom, hashString, mixSeed } from './random.ts';
import type { Random } from './random.ts';
import { regionByCountry } from './vocabulary.ts';
import { profileTerms, profileText } from './journalProfile.ts';

/** Bump when the generated catalogue's shape changes: the seed CLI re-seeds an older catalogue. */
export const CATALOGUE_VERSION = '6';

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
  /** Called now and then while articles are written. */
  onProgress?: (written: number, total: number) => void;
}

export interface SeedReport {
  journals: number;
  realArticles: number;
  generatedArticles: number;
  specialIssues: number;
  topics: number;
  skippedFiles: string[];
  timings: { corpusMs: number; insertMs: number; indexMs: number; totalMs: number };
}

/** The eLife "kitchen sink" is a constructed test document, not an article: it is not imported. */
export const SKIPPED_CORPUS_FILES = /kitchen-sink/i;

const DAY_MS = 86_400_000;

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

const CATALOGUE_TABLES = [
  'award_winners', 'award_editions', 'award_groups', 'usage_sessions', 'article_jats', 'article_reviews', 'article_keywords',
  'article_affiliations', 'article_authors', 'articles', 'guest_editors', 'special_issues', 'topic_journals', 'topics',
  'topical_collections', 'issues', 'volumes', 'conference_journals', 'conferences', 'announcements', 'news', 'events',
  'journal_societies', 'societies', 'journal_pages', 'journal_office_staff', 'journal_editors', 'journal_indexing',
  'journal_sections', 'journal_subjects', 'journals', 'catalogue_info', 'journal_search', 'journal_profile', 'topic_search',
];

/** The article text indexes (see store/articleSearch.ts). */
const ARTICLE_INDEXES = ['article_search', 'article_search_text'];

function clearCatalogue(db: DatabaseSync): void {
  for (const index of ARTICLE_INDEXES) db.exec(`INSERT INTO ${index}(${index}) VALUES ('delete-all')`);
  for (const table of CATALOGUE_TABLES) db.exec(`DELETE FROM ${table}`);
}

function engagement(random: Random, publishedAt: string, referenceMs: number): { views: number; citations: number; downloads: number } {
  const ageDays = Math.max(1, (referenceMs - Date.parse(publishedAt)) / DAY_MS);
  const popularity = random.next() ** 3 * 8 + 0.2;
  const views = Math.round(Math.min(ageDays, 3650) * popularity * (2 + random.next() * 6));
  const citations = Math.round((ageDays / 365) * popularity * random.next() * 4);
  const downloads = Math.round(views * (0.15 + random.next() * 0.3));
  return { views, citations, downloads };
}

/** Real corpus articles as inputs, each with its journal and publication date; also the corpus keywords per subject. */
function corpusInputs(corpus: CorpusArticle[], journals: GeneratedJournal[], seed: number, skippedFiles: string[]) {
  const inputs: { input: ArticleInput; journalIndex: number; publishedAt: string }[] = [];
  const keywordsBySubject = new Map<string, string[]>();
  const seenDois = new Set<string>();
  for (const item of corpus) {
    const parsed = item.article;
    if (!parsed.doi || !parsed.title || seenDois.has(parsed.doi)) {
      skippedFiles.push(item.file);
      continue;
    }
    seenDois.add(parsed.doi);
    const publishedAt = parsed.dates.published ?? parsed.dates.accepted ?? parsed.dates.received ?? '2015-06-01';
    const journalIndex = placeRealArticle(item, journals, Number(publishedAt.slice(0, 4)));
    const journal = journals[journalIndex] as GeneratedJournal;
    const subject = journal.subjects[0] as string;
    const pool = keywordsBySubject.get(subject) ?? [];
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
    keywordsBySubject.set(subject, pool);
    const itemRandom = createRandom(hashString(parsed.doi) ^ seed);
    inputs.push({
      journalIndex,
      publishedAt,
      input: {
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
        xml: item.xml || null,
      },
    });
  }
  return { inputs, keywordsBySubject };
}

/**
 * The order articles are written in: by publication day, then journal, then item number (real articles
 * come first). Returns item numbers (0..count-1); numbers below the real-article count are real articles.
 */
function publicationOrder(days: Int32Array, journalOf: Uint8Array): Uint32Array {
  const count = days.length;
  const order = new Uint32Array(count);
  if (count < 2 ** 21) {
    // Packed numeric keys sort natively (much faster than a comparator at a million items).
    const keys = new Float64Array(count);
    for (let i = 0; i < count; i++) keys[i] = ((days[i] as number) + 40000) * 64 * 2 ** 21 + (journalOf[i] as number) * 2 ** 21 + i;
    keys.sort();
    for (let i = 0; i < count; i++) order[i] = (keys[i] as number) % 2 ** 21;
  } else {
    const items = Array.from({ length: count }, (_, i) => i);
    items.sort((a, b) => (days[a] as number) - (days[b] as number) || (journalOf[a] as number) - (journalOf[b] as number) || a - b);
    order.set(items);
  }
  return order;
}

function prepareStatements(db: DatabaseSync) {
  const s = (sql: string): StatementSync => db.prepare(sql);
  return {
    journal: s(`INSERT INTO journals (id, name_system, name, abbreviation, issn, year_founded, impact_factor, cite_score, apc_chf, aims_and_scope,
      description, publication_frequency, first_decision_days, acceptance_to_publication_days, acceptance_rate, office_email)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    subject: s('INSERT INTO journal_subjects (journal_id, subject, position) VALUES (?, ?, ?)'),
    section: s('INSERT INTO journal_sections (journal_id, name_system, name, position, description) VALUES (?, ?, ?, ?, ?)'),
    indexing: s('INSERT INTO journal_indexing (journal_id, database, position) VALUES (?, ?, ?)'),
    editor: s(`INSERT INTO journal_editors (journal_id, position, name, role, affiliation, orcid, board, section_id, country, interests)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    office: s('INSERT INTO journal_office_staff (journal_id, position, name, role, email) VALUES (?, ?, ?, ?, ?)'),
    page: s('INSERT INTO journal_pages (journal_id, part, title, html) VALUES (?, ?, ?, ?)'),
    society: s('INSERT INTO societies (id, name_system, name, abbreviation, country, year_founded, url, description) VALUES (?, ?, ?, ?, ?, ?, ?, ?)'),
    journalSociety: s('INSERT INTO journal_societies (journal_id, society_id, relation, discount_pct) VALUES (?, ?, ?, ?)'),
    awardGroup: s('INSERT INTO award_groups (id, journal_id, kind, name, description, prize, eligibility) VALUES (?, ?, ?, ?, ?, ?, ?)'),
    awardEdition: s('INSERT INTO award_editions (id, group_id, year, opens_on, deadline) VALUES (?, ?, ?, ?, ?)'),
    awardWinner: s('INSERT INTO award_winners (edition_id, position, name, affiliation, country, citation, article_id) VALUES (?, ?, ?, ?, ?, ?, ?)'),
    conference: s(`INSERT INTO conferences (id, name, acronym, city, country, starts_on, ends_on, abstract_deadline, url, description)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    conferenceJournal: s('INSERT INTO conference_journals (conference_id, journal_id) VALUES (?, ?)'),
    news: s('INSERT INTO news (id, journal_id, category, title, published_at, summary, html) VALUES (?, ?, ?, ?, ?, ?, ?)'),
    event: s('INSERT INTO events (id, journal_id, kind, title, starts_on, ends_on, location, online, url, description) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)'),
    announcement: s('INSERT INTO announcements (id, journal_id, title, published_at, html) VALUES (?, ?, ?, ?, ?)'),
    collection: s('INSERT INTO topical_collections (id, journal_id, identifier, name, description_html, created_on) VALUES (?, ?, ?, ?, ?, ?)'),
    topic: s('INSERT INTO topics (id, identifier, name, subject, description_html, keywords, opens_on, deadline, views) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)'),
    topicJournal: s('INSERT INTO topic_journals (topic_id, journal_id) VALUES (?, ?)'),
    specialIssue: s(`INSERT INTO special_issues (id, journal_id, section_id, identifier, name, description_html, keywords, opens_on, deadline, views)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    guestEditor: s('INSERT INTO guest_editors (owner_kind, owner_id, position, name, affiliation, country, orcid) VALUES (?, ?, ?, ?, ?, ?, ?)'),
    volume: s('INSERT INTO volumes (id, journal_id, volume, year) VALUES (?, ?, ?, ?)'),
    issue: s('INSERT INTO issues (id, volume_id, issue, cover_date) VALUES (?, ?, ?, ?)'),
    article: s(`INSERT INTO articles (id, journal_id, issue_id, section_id, identifier, article_type, title, abstract_html, body_html, doi, author_names,
      received_at, revised_at, accepted_at, published_at, license_name, license_url, views, citations, downloads, region,
      source_publisher, source_journal, source_doi, source_license_url, editors_choice, special_issue_id, topic_id, collection_id, references_json)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    author: s('INSERT INTO article_authors (article_id, position, given_names, surname, orcid, corresponding, affiliations) VALUES (?, ?, ?, ?, ?, ?, ?)'),
    affiliation: s('INSERT INTO article_affiliations (article_id, position, text) VALUES (?, ?, ?)'),
    keyword: s('INSERT INTO article_keywords (article_id, position, keyword) VALUES (?, ?, ?)'),
    review: s('INSERT INTO article_reviews (article_id, position, kind, title, html) VALUES (?, ?, ?, ?, ?)'),
    jats: s('INSERT INTO article_jats (article_id, xml) VALUES (?, ?)'),
    search: s('INSERT INTO article_search (rowid, title, abstract, keywords, authors, affiliations, doi) VALUES (?, ?, ?, ?, ?, ?, ?)'),
    searchText: s('INSERT INTO article_search_text (rowid, fulltext, "references") VALUES (?, ?, ?)'),
    journalSearch: s('INSERT INTO journal_search (rowid, name, abbreviation, issn, scope, subjects, indexing) VALUES (?, ?, ?, ?, ?, ?, ?)'),
    journalProfile: s('INSERT INTO journal_profile (rowid, scope, articles) VALUES (?, ?, ?)'),
    topicSearch: s('INSERT INTO topic_search (rowid, name, description, keywords, journals, editors) VALUES (?, ?, ?, ?, ?, ?)'),
    info: s('INSERT INTO catalogue_info (key, value) VALUES (?, ?)'),
  };
}

const textOf = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();

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

  // Journals come first from the PRNG: the article generator (maybe in a worker) regenerates them from the seed.
  const journals = generateJournals(random, referenceYear);
  const { inputs: realInputs, keywordsBySubject } = corpusInputs(corpus, journals, options.seed, skippedFiles);
  corpus.length = 0;

  // The catalogue around the articles, all from the main PRNG in a fixed order.
  const boards = journals.map((journal) => generateBoard(random, journal));
  const offices = journals.map((journal) => generateOffice(random, journal));
  const societies = generateSocieties(random);
  const societyLinks = linkSocieties(random, journals, societies);
  const awardGroups = generateAwards(random, journals, referenceYear);
  const conferences = generateConferences(random, journals, referenceMs);
  const news = generateNews(random, journals, referenceMs);
  const events = generateEvents(random, journals, referenceMs);
  const announcements = generateAnnouncements(random, journals, referenceMs);
  const collections = generateCollections(random, journals, referenceMs);
  const totalArticles = realInputs.length + options.articles;
  const topics = generateTopics(random, journals, Math.min(2000, Math.max(24, Math.round(totalArticles / 600))), referenceMs);

  // Article skeletons: journal and day for every article; the text is generated while writing.
  const journalOf = new Uint8Array(totalArticles);
  const days = new Int32Array(totalArticles);
  realInputs.forEach((item, index) => {
    journalOf[index] = item.journalIndex;
    days[index] = Math.floor(Date.parse(item.publishedAt) / DAY_MS);
  });
  const weights = journals.map((journal) => journal.weight);
  for (let n = 0; n < options.articles; n++) {
    const journalIndex = random.weighted(weights);
    const journal = journals[journalIndex] as GeneratedJournal;
    const startMs = Math.max(Date.parse(`${journal.yearFounded}-01-15`), Date.parse(`${referenceYear - 14}-01-01`));
    // Skewed towards recent years, as a growing publisher's output is.
    const publishedMs = startMs + Math.sqrt(random.next()) * (referenceMs - startMs);
    journalOf[realInputs.length + n] = journalIndex;
    days[realInputs.length + n] = Math.floor(publishedMs / DAY_MS);
  }
  const order = publicationOrder(days, journalOf);

  const insertStarted = performance.now();
  const previousForeignKeys = (db.prepare('PRAGMA foreign_keys').get() as { foreign_keys: number }).foreign_keys;
  const previousCache = (db.prepare('PRAGMA cache_size').get() as { cache_size: number }).cache_size;
  // Bulk load: parents are written before children, so the checks are redundant here (a test runs foreign_key_check).
  db.exec('PRAGMA foreign_keys = OFF; PRAGMA cache_size = -262144;');
  let indexMs = 0;
  let specialIssueCount = 0;
  let generated: AsyncGenerator<ArticleInput> | null = null;
  db.exec('BEGIN');
  try {
    clearCatalogue(db);
    // Bulk-load settings: no merging while loading (one 'optimize' at the end), bigger in-memory batches.
    for (const index of ARTICLE_INDEXES) {
      db.exec(`INSERT INTO ${index}(${index}, rank) VALUES ('automerge', 0)`);
      db.exec(`INSERT INTO ${index}(${index}, rank) VALUES ('hashsize', 4194304)`);
      db.exec(`INSERT INTO ${index}(${index}, rank) VALUES ('crisismerge', 128)`);
    }
    const st = prepareStatements(db);

    // Journals and everything that hangs off them.
    const sectionIds: number[][] = [];
    let sectionId = 0;
    journals.forEach((journal, index) => {
      const id = index + 1;
      st.journal.run(id, journal.nameSystem, journal.name, journal.abbreviation, journal.issn, journal.yearFounded, journal.impactFactor, journal.citeScore,
        journal.apcChf, journal.aimsAndScope, journal.description, journal.publicationFrequency, journal.firstDecisionDays,
        journal.acceptanceToPublicationDays, journal.acceptanceRate, journal.officeEmail);
      journal.subjects.forEach((subject, position) => st.subject.run(id, subject, position));
      sectionIds.push(journal.sections.map((section, position) => {
        sectionId += 1;
        st.section.run(id, section.nameSystem, section.name, position,
          `The section ${section.name} of ${journal.name} publishes research articles, reviews and communications in ${section.name.toLowerCase()}.`);
        return sectionId;
      }));
      journal.indexing.forEach((database, position) => st.indexing.run(id, database, position));
      (boards[index] ?? []).forEach((member, position) =>
        st.editor.run(id, position, member.name, member.role, member.affiliation, member.orcid, member.board,
          member.sectionIndex === null ? null : (sectionIds[index]?.[member.sectionIndex] ?? null), member.country, JSON.stringify(member.interests)));
      (offices[index] ?? []).forEach((staff, position) => st.office.run(id, position, staff.name, staff.role, staff.email));
      for (const page of journalPages(journal, referenceYear)) st.page.run(id, page.part, page.title, page.html);
    });
    const journalId = (index: number) => index + 1;
    // Ids of sections: the journal's n-th section, in the order inserted above.
    const sectionIdOf = (journalIndex: number, sectionIndex: number | null) =>
      sectionIndex === null ? null : (sectionIds[journalIndex]?.[sectionIndex] ?? null);

    societies.forEach((society, index) =>
      st.society.run(index + 1, society.nameSystem, society.name, society.abbreviation, society.country, society.yearFounded, society.url, society.description));
    for (const [journalIndex, societyIndex, relation, discount] of societyLinks) st.journalSociety.run(journalId(journalIndex), societyIndex + 1, relation, discount);

    const editions: { id: number; journalIndex: number | null; kind: string; year: number }[] = [];
    awardGroups.forEach((group, index) => {
      st.awardGroup.run(index + 1, group.journalIndex === null ? null : journalId(group.journalIndex), group.kind, group.name, group.description, group.prize, group.eligibility);
      for (const edition of group.editions) {
        const id = editions.length + 1;
        st.awardEdition.run(id, index + 1, edition.year, edition.opensOn, edition.deadline);
        editions.push({ id, journalIndex: group.journalIndex, kind: group.kind, year: edition.year });
      }
    });
    conferences.forEach((conference, index) => {
      st.conference.run(index + 1, conference.name, conference.acronym, conference.city, conference.country, conference.startsOn, conference.endsOn,
        conference.abstractDeadline, conference.url, conference.description);
      for (const journalIndex of conference.journalIndexes) st.conferenceJournal.run(index + 1, journalId(journalIndex));
    });
    news.forEach((item, index) =>
      st.news.run(index + 1, item.journalIndex === null ? null : journalId(item.journalIndex), item.category, item.title, item.publishedAt, item.summary, item.html));
    events.forEach((event, index) =>
      st.event.run(index + 1, event.journalIndex === null ? null : journalId(event.journalIndex), event.kind, event.title, event.startsOn, event.endsOn,
        event.location, event.online ? 1 : 0, event.url, event.description));
    announcements.forEach((item, index) =>
      st.announcement.run(index + 1, item.journalIndex === null ? null : journalId(item.journalIndex), item.title, item.publishedAt, item.html));
    const insertEditors = (kind: string, ownerId: number, editors: Person[]) =>
      editors.forEach((editor, position) => st.guestEditor.run(kind, ownerId, position, editor.name, editor.affiliation, editor.country, editor.orcid));
    collections.forEach((collection, index) => {
      st.collection.run(index + 1, journalId(collection.journalIndex), collection.identifier, collection.name, collection.descriptionHtml, collection.createdOn);
      insertEditors('collection', index + 1, collection.editors);
    });
    topics.forEach((topic, index) => {
      st.topic.run(index + 1, topic.identifier, topic.name, topic.subject, topic.descriptionHtml, JSON.stringify(topic.keywords), topic.opensOn, topic.deadline, topic.views);
      for (const journalIndex of topic.journalIndexes) st.topicJournal.run(index + 1, journalId(journalIndex));
      insertEditors('topic', index + 1, topic.editors);
    });

    // Per-journal state while streaming articles.
    const collectionsByJournal = journals.map((_, j) =>
      collections.map((c, index) => ({ id: index + 1, fromMs: Date.parse(c.createdOn), journalIndex: c.journalIndex })).filter((c) => c.journalIndex === j));
    const topicsByJournal = journals.map((_, j) =>
      topics.map((t, index) => ({ id: index + 1, openMs: t.openMs, deadlineMs: t.deadlineMs, journals: t.journalIndexes })).filter((t) => t.journals.includes(j)));
    const specialIssuePools: { id: number; openMs: number; deadlineMs: number }[][] = journals.map(() => []);
    const specialIssueIdentifiers = journals.map(() => new Set<string>());
    const specialIssueRandom = createRandom(mixSeed(options.seed, 0x51));
    const addSpecialIssue = (journalIndex: number, openMs: number, deadlineMs: number) => {
      const issue: GeneratedSpecialIssue = generateSpecialIssue(specialIssueRandom, journals[journalIndex] as GeneratedJournal, journalIndex, openMs, deadlineMs,
        specialIssueIdentifiers[journalIndex] as Set<string>);
      specialIssueCount += 1;
      const id = specialIssueCount;
      st.specialIssue.run(id, journalId(journalIndex), sectionIdOf(journalIndex, issue.sectionIndex), issue.identifier, issue.name, issue.descriptionHtml,
        JSON.stringify(issue.keywords), isoDay(openMs), isoDay(deadlineMs), issue.views);
      insertEditors('special-issue', id, issue.editors);
      return { id, openMs, deadlineMs };
    };
    const volumeIds = new Map<number, number>();
    const issueIds = new Map<number, number>();
    const counters = new Map<number, number>();
    const bestCited = new Map<number, { id: number; citations: number; title: string; author: string; affiliation: string }>();
    const profiles = journals.map(() => new Map<string, number>());
    // The finder's profiles need a representative sample, not every article: at most ~100,000 are read.
    const profileStep = Math.max(1, Math.floor(totalArticles / 100_000));

    // The generated articles in publication order (made in a worker thread when there are many).
    const job = { items: new Uint32Array(options.articles), journals: new Uint8Array(options.articles), days: new Int32Array(options.articles) };
    let jobLength = 0;
    for (let position = 0; position < totalArticles; position++) {
      const item = order[position] as number;
      if (item < realInputs.length) continue;
      job.items[jobLength] = item;
      job.journals[jobLength] = journalOf[item] as number;
      job.days[jobLength] = days[item] as number;
      jobLength += 1;
    }
    generated = generatedArticles(
      { seed: options.seed, referenceYear, keywordsBySubject: [...keywordsBySubject] },
      job,
    );
    // The name indexes of the narrow author and keyword tables are dropped for the load and built again
    // after it. (Not the article indexes: building those means reading the wide article rows once per
    // index, which at a million articles costs more than keeping them up to date while loading.)
    const bulkIndexes = db
      .prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN ('article_authors', 'article_keywords')`)
      .all() as { name: string; sql: string }[];
    for (const index of bulkIndexes) db.exec(`DROP INDEX ${index.name}`);

    for (let position = 0; position < totalArticles; position++) {
      const item = order[position] as number;
      const id = position + 1;
      const journalIndex = journalOf[item] as number;
      const journal = journals[journalIndex] as GeneratedJournal;
      const dayMs = (days[item] as number) * DAY_MS;
      const publishedAt = isoDay(dayMs);
      const real = item < realInputs.length;
      const input: ArticleInput = real ? (realInputs[item] as { input: ArticleInput }).input : ((await generated.next()).value as ArticleInput);
      // Decisions taken here (grouping, editors' choice) use their own stream, apart from the text generator's.
      const itemRandom = createRandom(mixSeed(options.seed ^ 0x6a09e667, item));

      const year = Number(publishedAt.slice(0, 4));
      const month = Number(publishedAt.slice(5, 7));
      const volume = Math.max(1, year - journal.yearFounded + 1);
      const volumeKey = journalIndex * 1000 + volume;
      let volumeId = volumeIds.get(volumeKey);
      if (volumeId === undefined) {
        volumeId = volumeIds.size + 1;
        st.volume.run(volumeId, journalId(journalIndex), volume, year);
        volumeIds.set(volumeKey, volumeId);
      }
      const issueKey = volumeKey * 100 + month;
      let issueId = issueIds.get(issueKey);
      if (issueId === undefined) {
        issueId = issueIds.size + 1;
        st.issue.run(issueId, volumeId, String(month), `${publishedAt.slice(0, 7)}-01`);
        issueIds.set(issueKey, issueId);
      }
      const number = (counters.get(volumeKey) ?? 0) + 1;
      counters.set(volumeKey, number);
      const identifier = String(number);
      const doi = input.doi ?? `10.5555/${journal.doiPrefix}${String(volume).padStart(2, '0')}${String(month).padStart(2, '0')}${identifier.padStart(4, '0')}`;
      const names = input.authors.map((author) => author.name ?? [author.givenNames, author.surname].filter(Boolean).join(' '));
      const { views, citations, downloads } = engagement(createRandom(hashString(doi) ^ options.seed), publishedAt, referenceMs);

      // Grouping: special issue, topic, topical collection, editors' choice.
      const groupable = input.articleType === 'research-article' || input.articleType === 'review-article' || input.articleType === 'brief-report';
      let specialIssueId: number | null = null;
      let topicId: number | null = null;
      let collectionId: number | null = null;
      if (groupable && itemRandom.chance(0.25)) {
        const pool = specialIssuePools[journalIndex] as { id: number; openMs: number; deadlineMs: number }[];
        while (pool.length && (pool[0] as { deadlineMs: number }).deadlineMs + 60 * DAY_MS < dayMs) pool.shift();
        const eligible = pool.filter((si) => si.openMs <= dayMs);
        // A new special issue when none is open, and now and then while fewer than the journal's usual number are.
        if (eligible.length === 0 || (eligible.length < 2 + Math.ceil(journal.weight / 2) && specialIssueRandom.chance(0.1))) {
          const created = addSpecialIssue(journalIndex, dayMs - specialIssueRandom.int(30, 240) * DAY_MS, dayMs + specialIssueRandom.int(15, 240) * DAY_MS);
          pool.push(created);
          pool.sort((a, b) => a.deadlineMs - b.deadlineMs);
          eligible.push(created);
        }
        specialIssueId = itemRandom.pick(eligible).id;
      } else if (groupable && itemRandom.chance(0.06)) {
        const eligible = (topicsByJournal[journalIndex] ?? []).filter((t) => t.openMs <= dayMs && dayMs <= t.deadlineMs + 30 * DAY_MS);
        if (eligible.length) topicId = itemRandom.pick(eligible).id;
      }
      if (groupable && specialIssueId === null && topicId === null && itemRandom.chance(0.03)) {
        const eligible = (collectionsByJournal[journalIndex] ?? []).filter((c) => c.fromMs <= dayMs);
        if (eligible.length) collectionId = itemRandom.pick(eligible).id;
      }
      const editorsChoice = (input.articleType === 'research-article' || input.articleType === 'review-article') && itemRandom.chance(real ? 0.15 : 0.012);

      st.article.run(
        id, journalId(journalIndex), issueId, sectionIdOf(journalIndex, input.sectionIndex), identifier, input.articleType, input.title,
        input.abstractHtml, input.bodyHtml, doi, JSON.stringify(names), input.dates.received, input.dates.revised, input.dates.accepted,
        publishedAt, input.license.name, input.license.url, views, citations, downloads, input.region,
        input.source?.publisher ?? null, input.source?.journal ?? null, input.source?.doi ?? null, input.source?.licenseUrl ?? null,
        editorsChoice ? 1 : 0, specialIssueId, topicId, collectionId, JSON.stringify(input.references),
      );
      input.authors.forEach((author, index) =>
        st.author.run(id, index, author.givenNames, author.surname, author.orcid, author.corresponding ? 1 : 0, JSON.stringify(author.affiliations)));
      input.affiliations.forEach((text, index) => st.affiliation.run(id, index, text));
      input.keywords.forEach((keyword, index) => st.keyword.run(id, index, keyword));
      input.reviews.forEach((review, index) => st.review.run(id, index, review.kind, review.title, review.html));
      if (input.xml) st.jats.run(id, input.xml);
      let referencesText = '';
      for (const reference of input.references) referencesText += `${reference.text}\n`;
      st.search.run(id, input.title, input.abstractText, input.keywords.join('; '), names.join('; '), input.affiliations.join('; '), doiSearchText(doi));
      st.searchText.run(id, input.bodyText, referencesText);

      const yearKey = journalIndex * 10000 + year;
      const best = bestCited.get(yearKey);
      if ((input.articleType === 'research-article' || input.articleType === 'review-article') && (!best || citations > best.citations)) {
        bestCited.set(yearKey, { id, citations, title: input.title, author: names[0] ?? '', affiliation: input.affiliations[0] ?? '' });
      }
      if (real || item % profileStep === 0) profileTerms(profiles[journalIndex] as Map<string, number>, `${input.title} ${input.keywords.join(' ')} ${input.abstractText}`);
      if (options.onProgress && id % 20000 === 0) options.onProgress(id, totalArticles);
    }

    for (const index of bulkIndexes) db.exec(index.sql);

    // Special issues open for submission now: every journal has a few, some without articles yet.
    journals.forEach((journal, journalIndex) => {
      const open = (specialIssuePools[journalIndex] ?? []).filter((si) => si.deadlineMs > referenceMs).length;
      for (let i = open; i < 2 + Math.ceil(journal.weight / 2); i++) {
        addSpecialIssue(journalIndex, referenceMs - specialIssueRandom.int(10, 200) * DAY_MS, referenceMs + specialIssueRandom.int(20, 400) * DAY_MS);
      }
    });

    // Denormalised counts.
    db.exec(`UPDATE journals SET article_count = (SELECT count(*) FROM articles a WHERE a.journal_id = journals.id);
      UPDATE special_issues SET article_count = (SELECT count(*) FROM articles a WHERE a.special_issue_id = special_issues.id);
      UPDATE topics SET article_count = (SELECT count(*) FROM articles a WHERE a.topic_id = topics.id);
      UPDATE topical_collections SET article_count = (SELECT count(*) FROM articles a WHERE a.collection_id = topical_collections.id);`);

    // Award winners of past editions: the most cited paper of the journal's year for best-paper awards.
    const winnerRandom = createRandom(mixSeed(options.seed, 0xa3a3));
    for (const edition of editions) {
      if (edition.year >= referenceYear) continue;
      if (edition.kind === 'best-paper' && edition.journalIndex !== null) {
        const best = bestCited.get(edition.journalIndex * 10000 + edition.year - 1);
        if (best) {
          st.awardWinner.run(edition.id, 0, best.author, best.affiliation || 'Independent researcher', '', best.title, best.id);
          continue;
        }
      }
      for (let position = 0, n = edition.kind === 'travel' ? winnerRandom.int(2, 4) : winnerRandom.int(1, 2); position < n; position++) {
        const person = generatePerson(winnerRandom, edition.kind === 'travel' || edition.kind === 'thesis' ? '' : 'Dr. ');
        const citation =
          edition.kind === 'travel' ? 'For presenting at an international conference.'
            : edition.kind === 'outstanding-reviewer' ? 'For thorough and timely reviews.'
              : edition.kind === 'thesis' ? 'For an outstanding doctoral thesis.'
                : 'For outstanding contributions to the field.';
        st.awardWinner.run(edition.id, position, person.name, person.affiliation, person.country, citation, null);
      }
    }

    // Small search indexes: journals, journal finder profiles, topics.
    const indexStarted = performance.now();
    journals.forEach((journal, index) => {
      const subjectLabels = journal.subjects.map((slug) => subjects.find((s) => s.slug === slug)?.label ?? slug).join('; ');
      st.journalSearch.run(journalId(index), journal.name, journal.abbreviation, journal.issn, journal.aimsAndScope, subjectLabels, journal.indexing.join('; '));
      st.journalProfile.run(journalId(index), `${journal.name}. ${journal.aimsAndScope} ${journal.sections.map((s) => s.name).join('. ')}`,
        profileText(profiles[index] as Map<string, number>));
    });
    topics.forEach((topic, index) => {
      st.topicSearch.run(index + 1, topic.name, textOf(topic.descriptionHtml), topic.keywords.join('; '),
        topic.journalIndexes.map((j) => (journals[j] as GeneratedJournal).name).join('; '), topic.editors.map((e) => e.name).join('; '));
    });
    const info: [string, string][] = [
      ['version', CATALOGUE_VERSION], ['seed', String(options.seed)], ['generatedArticles', String(options.articles)],
      ['referenceDate', referenceDate], ['seededAt', new Date().toISOString()],
    ];
    for (const [key, value] of info) st.info.run(key, value);
    db.exec('COMMIT');
    // One merged segment per index: faster queries, and the bulk-load settings go back to the defaults.
    for (const index of ARTICLE_INDEXES) {
      db.exec(`INSERT INTO ${index}(${index}) VALUES ('optimize')`);
      db.exec(`INSERT INTO ${index}(${index}, rank) VALUES ('automerge', 4)`);
      db.exec(`INSERT INTO ${index}(${index}, rank) VALUES ('hashsize', 1048576)`);
      db.exec(`INSERT INTO ${index}(${index}, rank) VALUES ('crisismerge', 16)`);
    }
    // Planner statistics from a sample of each index (a full ANALYZE reads every index).
    db.exec('PRAGMA analysis_limit = 1000; ANALYZE;');
    indexMs = performance.now() - indexStarted;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  } finally {
    // Ends the generator (and its worker thread) whether or not every article was read.
    await generated?.return(undefined);
    db.exec(`PRAGMA foreign_keys = ${previousForeignKeys ? 'ON' : 'OFF'}; PRAGMA cache_size = ${previousCache};`);
  }
  const insertMs = performance.now() - insertStarted;
  return {
    journals: journals.length,
    realArticles: realInputs.length,
    generatedArticles: options.articles,
    specialIssues: specialIssueCount,
    topics: topics.length,
    skippedFiles,
    timings: { corpusMs: Math.round(corpusMs), insertMs: Math.round(insertMs - indexMs), indexMs: Math.round(indexMs), totalMs: Math.round(performance.now() - started) },
  };
}

/** True when the database holds a catalogue of the current version (the CLI skips seeding then, unless forced). */
export function hasCatalogue(db: DatabaseSync): boolean {
  try {
    const row = db.prepare("SELECT value FROM catalogue_info WHERE key = 'version'").get() as { value: string } | undefined;
    return row?.value === CATALOGUE_VERSION && (db.prepare('SELECT EXISTS (SELECT 1 FROM journals) AS present').get() as { present: number }).present === 1;
  } catch {
    return false;
  }
}
