// Fills the catalogue: generated journals with their boards, pages, societies, awards, news and
// events; the real corpus (JATS files and packages, read and checked by the import's path) placed into
// them by subject (attribution kept); generated articles;
// special issues, topics and collections; then the search indexes. Replaces any catalogue already
// in the database. Articles are streamed (never all in memory) in publication order, so article ids
// ascend with the publication date, which the search engine relies on for date ranges and "most recent".
//
// The steps are modules of ./seedSteps/ (corpus import, the plan drawn from the PRNG, journals,
// groupings, articles, what follows the articles, bulk-load settings); this function runs them in
// their order, which is part of the output: the same seed gives the same catalogue byte for byte.
import { generateJournals } from './catalogue.ts';
import type { ArticleInput } from './generatedArticles.ts';
import { readCorpus } from './corpus.ts';
import { addCatalogueExtras } from './catalogueExtras.ts';
import { createRandom, mixSeed } from './random.ts';
import { writeAwardWinners, writeSmallSearchIndexes } from './seedSteps/afterArticles.ts';
import { corpusInputs } from './seedSteps/corpusImport.ts';
import { createGroups, writeCollectionsAndTopics } from './seedSteps/groups.ts';
import { articleSkeletons, generateCatalogueContent } from './seedSteps/plan.ts';
import { startArticleGenerator, writeArticles } from './seedSteps/writeArticles.ts';
import { writeJournalContent, writeJournals } from './seedSteps/writeJournals.ts';
import { CATALOGUE_VERSION, type CatalogueWriter } from './catalogueWriter.ts';

export { CATALOGUE_VERSION };

export interface SeedOptions {
  /** Folder of article packages and JATS files (searched recursively), read by the import's path; omitted or missing = generated articles only. */
  corpusDir?: string;
  /** Number of generated articles (the real corpus comes on top). */
  articles: number;
  seed: number;
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

/**
 * eLife's constructed test documents are not articles and are not published: the "kitchen sink" and
 * elife-00666, its sample "The eLife research article" (by the eLife Editorial Production Group, an
 * abstract that says "This is the abstract", a body of example lists and tables).
 */
export const SKIPPED_CORPUS_FILES = /kitchen-sink|elife-00666/i;

export async function seedCatalogue(writer: CatalogueWriter, options: SeedOptions): Promise<SeedReport> {
  const started = performance.now();
  const referenceDate = options.referenceDate ?? '2026-10-31';
  const referenceMs = Date.parse(referenceDate);
  const referenceYear = Number(referenceDate.slice(0, 4));
  const random = createRandom(options.seed);

  const skippedFiles: string[] = [];
  const corpus = options.corpusDir
    ? await readCorpus(options.corpusDir, { skip: SKIPPED_CORPUS_FILES, onError: (file) => skippedFiles.push(file) })
    : [];
  const corpusMs = performance.now() - started;

  // Journals come first from the PRNG: the article generator (maybe in a worker) regenerates them from the seed.
  const journals = generateJournals(random, referenceYear);
  const { inputs: realInputs, keywordsBySubject } = corpusInputs(corpus, journals, options.seed, skippedFiles);
  corpus.length = 0;
  const totalArticles = realInputs.length + options.articles;
  // The catalogue around the articles, then the articles' journals and days, all from the main PRNG in a fixed order.
  const content = generateCatalogueContent(random, journals, referenceYear, referenceMs, totalArticles);
  // What every journal page needs beyond that, from a stream of its own (the main stream goes on unchanged).
  const extras = addCatalogueExtras(createRandom(mixSeed(options.seed, 0xe18)), journals, content, referenceYear, referenceMs);
  const skeletons = articleSkeletons(random, journals, realInputs, options.articles, referenceYear, referenceMs);

  const insertStarted = performance.now();
  let indexMs: number;
  let specialIssueCount: number;
  let generated: AsyncGenerator<ArticleInput> | null = null;
  try {
    const st = await writer.begin();
    const sectionIdOf = writeJournals(st, journals, content, extras, referenceYear);
    const editions = writeJournalContent(st, content, extras);
    writeCollectionsAndTopics(st, content);
    const groups = createGroups(st, journals, content, options.seed, sectionIdOf);
    generated = startArticleGenerator(skeletons, realInputs.length, options.articles, { seed: options.seed, referenceYear, keywordsBySubject });
    await writer.beforeArticles();
    const written = await writeArticles(st, {
      journals,
      realInputs,
      skeletons,
      generated,
      groups,
      sectionIdOf,
      seed: options.seed,
      referenceMs,
      onProgress: options.onProgress,
      flush: writer.flush?.bind(writer),
    });
    await writer.afterArticles();
    groups.openNow(referenceMs);
    specialIssueCount = groups.specialIssueCount;
    await writer.deriveAfterArticles();
    writeAwardWinners(st, editions, written, options.seed, referenceYear);

    const indexStarted = performance.now();
    writeSmallSearchIndexes(st, journals, content, written);
    const info: [string, string][] = [
      ['version', CATALOGUE_VERSION], ['seed', String(options.seed)], ['generatedArticles', String(options.articles)],
      ['referenceDate', referenceDate], ['seededAt', new Date().toISOString()],
    ];
    for (const [key, value] of info) st.info.run(key, value);
    await writer.commit();
    await writer.finish();
    indexMs = performance.now() - indexStarted;
  } catch (error) {
    await writer.abandon();
    throw error;
  } finally {
    // Ends the generator (and its worker thread) whether or not every article was read.
    await generated?.return(undefined);
    await writer.close();
  }
  const insertMs = performance.now() - insertStarted;
  return {
    journals: journals.length,
    realArticles: realInputs.length,
    generatedArticles: options.articles,
    specialIssues: specialIssueCount,
    topics: content.topics.length,
    skippedFiles,
    timings: { corpusMs: Math.round(corpusMs), insertMs: Math.round(insertMs - indexMs), indexMs: Math.round(indexMs), totalMs: Math.round(performance.now() - started) },
  };
}
