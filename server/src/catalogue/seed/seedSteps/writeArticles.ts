// Writing the articles, streamed in publication order (article ids ascend with the publication date,
// which the search engine relies on): each gets its volume and issue, engagement figures, groupings,
// and its rows through the one article writer (publishing/articleRows.ts), which imports use too. On the way it collects what later steps need
// (each journal-year's most cited paper for the awards, each journal's term profile for the finder).
import type { GeneratedJournal } from '../catalogue.ts';
import { generatedArticles } from '../generatedArticles.ts';
import type { ArticleInput } from '../generatedArticles.ts';
import { articleTopic } from '../grouping.ts';
import { isoDay } from '../journalContent.ts';
import { profileTerms } from '../journalProfile.ts';
import { createRandom, hashString, mixSeed } from '../random.ts';
import type { Random } from '../random.ts';
import { authorNames, writeArticleRows } from '../../publishing/articleRows.ts';
import type { RealInput } from './corpusImport.ts';
import type { Groups } from './groups.ts';
import { DAY_MS, journalId } from './statements.ts';
import type { SeedStatements } from './statements.ts';
import type { SectionIdOf } from './writeJournals.ts';

export interface BestCited {
  id: number;
  citations: number;
  title: string;
  author: string;
  affiliation: string;
}

export interface WrittenArticles {
  /** The most cited research or review article per journal and year (key: journal index * 10000 + year). */
  bestCited: Map<number, BestCited>;
  /** Per journal, the frequencies of the words of a sample of its articles. */
  profiles: Map<string, number>[];
}

/** Articles between two awaits of the writer's flush. */
const FLUSH_EVERY = 64;

interface Skeletons {
  journalOf: Uint8Array;
  days: Int32Array;
  order: Uint32Array;
}

/** Notices that correct or retract another article: read, but seldom cited themselves. */
const NOTICE_TYPES = new Set(['correction', 'retraction', 'expression-of-concern', 'addendum', 'removal']);
const NOTICE_CITATION_SHARE = 0.02;

function engagement(random: Random, publishedAt: string, referenceMs: number, articleType: string): { views: number; citations: number; downloads: number } {
  const ageDays = Math.max(1, (referenceMs - Date.parse(publishedAt)) / DAY_MS);
  const popularity = random.next() ** 3 * 8 + 0.2;
  const views = Math.round(Math.min(ageDays, 3650) * popularity * (2 + random.next() * 6));
  const citations = Math.round((ageDays / 365) * popularity * random.next() * 4 * (NOTICE_TYPES.has(articleType) ? NOTICE_CITATION_SHARE : 1));
  const downloads = Math.round(views * (0.15 + random.next() * 0.3));
  return { views, citations, downloads };
}

/**
 * The generated articles' texts, in writing order (made in a worker thread when there are many).
 * The caller ends the generator (and its worker) with `return()`, whether or not every article was read.
 */
export function startArticleGenerator(
  { journalOf, days, order }: Skeletons,
  realCount: number,
  articles: number,
  settings: { seed: number; referenceYear: number; keywordsBySubject: Map<string, string[]> },
): AsyncGenerator<ArticleInput> {
  const job = { items: new Uint32Array(articles), journals: new Uint8Array(articles), days: new Int32Array(articles) };
  let jobLength = 0;
  for (let position = 0; position < order.length; position++) {
    const item = order[position] as number;
    if (item < realCount) continue;
    job.items[jobLength] = item;
    job.journals[jobLength] = journalOf[item] as number;
    job.days[jobLength] = days[item] as number;
    jobLength += 1;
  }
  return generatedArticles(
    { seed: settings.seed, referenceYear: settings.referenceYear, keywordsBySubject: [...settings.keywordsBySubject] },
    job,
  );
}

export async function writeArticles(
  st: SeedStatements,
  context: {
    journals: GeneratedJournal[];
    realInputs: RealInput[];
    skeletons: Skeletons;
    generated: AsyncGenerator<ArticleInput>;
    groups: Groups;
    sectionIdOf: SectionIdOf;
    seed: number;
    referenceMs: number;
    onProgress: ((written: number, total: number) => void) | undefined;
    /** The writer's flush (CatalogueWriter.flush): awaited every few articles. */
    flush: (() => Promise<void>) | undefined;
  },
): Promise<WrittenArticles> {
  const { journals, realInputs, generated, groups, sectionIdOf, seed, referenceMs, onProgress, flush } = context;
  const { journalOf, days, order } = context.skeletons;
  const totalArticles = order.length;
  const volumeIds = new Map<number, number>();
  const issueIds = new Map<number, number>();
  const issuesOfVolume = new Map<number, number>();
  const counters = new Map<number, number>();
  const bestCited = new Map<number, BestCited>();
  const profiles = journals.map(() => new Map<string, number>());
  // The finder's profiles need a representative sample, not every article: at most ~100,000 are read.
  const profileStep = Math.max(1, Math.floor(totalArticles / 100_000));

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
    const itemRandom = createRandom(mixSeed(seed ^ 0x6a09e667, item));

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
      // A volume's issues are numbered 1, 2, 3… in order (articles come by date), whichever months have articles.
      const issueNumber = (issuesOfVolume.get(volumeKey) ?? 0) + 1;
      issuesOfVolume.set(volumeKey, issueNumber);
      st.issue.run(issueId, volumeId, String(issueNumber), `${publishedAt.slice(0, 7)}-01`);
      issueIds.set(issueKey, issueId);
    }
    const number = (counters.get(volumeKey) ?? 0) + 1;
    counters.set(volumeKey, number);
    const identifier = String(number);
    const doi = input.doi ?? `10.5555/${journal.doiPrefix}${String(volume).padStart(2, '0')}${String(month).padStart(2, '0')}${identifier.padStart(4, '0')}`;
    const names = authorNames(input);
    const { views, citations, downloads } = engagement(createRandom(hashString(doi) ^ seed), publishedAt, referenceMs, input.articleType);

    // Grouping: special issue, topic, topical collection, editors' choice.
    const groupable = input.articleType === 'research-article' || input.articleType === 'review-article' || input.articleType === 'brief-report';
    // An article joins a special issue or topic on its own topic only (grouping.ts).
    const { specialIssueId, topicId, collectionId } = groups.choose(itemRandom, journalIndex, journal, dayMs, groupable, articleTopic(input, journal, !real));
    const editorsChoice = (input.articleType === 'research-article' || input.articleType === 'review-article') && itemRandom.chance(real ? 0.15 : 0.012);

    const publication = real ? (realInputs[item] as RealInput).publication : null;
    writeArticleRows(
      st,
      { id, journalId: journalId(journalIndex), issueId, sectionId: sectionIdOf(journalIndex, input.sectionIndex), identifier, doi, publishedAt, views, citations, downloads, editorsChoice, specialIssueId, topicId, collectionId, generated: !real },
      input,
      // The corpus counts as imported on its publication day: the catalogue holds it as if published here then.
      publication ? { ...publication, importedAt: `${publishedAt}T00:00:00.000Z` } : null,
    );

    const yearKey = journalIndex * 10000 + year;
    const best = bestCited.get(yearKey);
    if ((input.articleType === 'research-article' || input.articleType === 'review-article') && (!best || citations > best.citations)) {
      bestCited.set(yearKey, { id, citations, title: input.title, author: names[0] ?? '', affiliation: input.affiliations[0] ?? '' });
    }
    if (real || item % profileStep === 0) profileTerms(profiles[journalIndex] as Map<string, number>, `${input.title} ${input.keywords.join(' ')} ${input.abstractText}`);
    if (flush && id % FLUSH_EVERY === 0) await flush();
    if (onProgress && id % 20000 === 0) onProgress(id, totalArticles);
  }
  return { bestCited, profiles };
}
