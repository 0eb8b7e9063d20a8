// Generated articles as a stream in publication order. Each article is a function of the seed, its item
// number, journal and day, and of the titles given before it (titles are unique), so it can be made
// here or in a worker thread with the same result as long as the order is the same.
// On a multi-core machine a worker generates while the main thread writes to SQLite.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { generateJournals } from './catalogue.ts';
import { generateArticle, type ArticleSetting } from './articleText.ts';
import type { GeneratedJournal } from './catalogue.ts';
import { isoDay } from './journalContent.ts';
import { createRandom, mixSeed } from './random.ts';

const DAY_MS = 86_400_000;

export interface ArticleInput {
  articleType: string;
  title: string;
  abstractHtml: string;
  abstractText: string;
  bodyHtml: string;
  bodyText: string;
  keywords: string[];
  authors: { givenNames: string; surname: string; name?: string; orcid: string | null; affiliations: number[]; corresponding: boolean }[];
  affiliations: string[];
  references: { label: string; text: string; doi: string | null; id?: string | null }[];
  reviews: { kind: string; title: string; html: string }[];
  doi: string | null;
  dates: { received: string | null; revised: string | null; accepted: string | null };
  license: { name: string; url: string | null };
  region: string | null;
  sectionIndex: number;
  source: { publisher: string; journal: string; doi: string; licenseUrl: string | null } | null;
  xml: string | null;
}

/**
 * A generated article published on `day`: its text, and its history in order (received, revised,
 * accepted, then published), with the journal's own median times between them.
 */
export function generatedInput(seed: number, item: number, journal: GeneratedJournal, extraTopics: readonly string[], day: number, setting: Omit<ArticleSetting, 'year'>): ArticleInput {
  const random = createRandom(mixSeed(seed, item));
  const dayMs = day * DAY_MS;
  const generated = generateArticle(random, journal, extraTopics, { ...setting, year: new Date(dayMs).getUTCFullYear() });
  const acceptedMs = dayMs - (journal.acceptanceToPublicationDays + random.int(0, 12)) * DAY_MS;
  const revisedMs = generated.articleType === 'editorial' ? null : acceptedMs - random.int(3, 25) * DAY_MS;
  const receivedMs = (revisedMs ?? acceptedMs) - (journal.firstDecisionDays + random.int(5, 90)) * DAY_MS;
  return {
    ...generated,
    reviews: [],
    doi: null,
    dates: { received: isoDay(receivedMs), revised: revisedMs === null ? null : isoDay(revisedMs), accepted: isoDay(acceptedMs) },
    license: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
    source: null,
    xml: null,
  };
}

/** What a generator needs: the seed, the reference year (journals are regenerated from them), and the corpus keywords per subject. */
export interface GeneratorSetup {
  seed: number;
  referenceYear: number;
  keywordsBySubject: [string, string[]][];
}

export interface GenerationJob {
  items: Uint32Array;
  journals: Uint8Array;
  days: Int32Array;
}

export function createGenerator(setup: GeneratorSetup) {
  const journals: GeneratedJournal[] = generateJournals(createRandom(setup.seed), setup.referenceYear);
  const keywords = new Map(setup.keywordsBySubject);
  // Titles are unique across the catalogue: the generator remembers every one it gave, so articles
  // must be asked for in one fixed order (the writing order) for the same seed to give the same titles.
  const setting = { journals, takenTitles: new Set<string>() };
  return (item: number, journalIndex: number, day: number) => {
    const journal = journals[journalIndex] as GeneratedJournal;
    return generatedInput(setup.seed, item, journal, keywords.get(journal.subjects[0] as string) ?? [], day, setting);
  };
}

/** Yields the generated articles of `job` in order; in a worker thread when that pays off. */
export async function* generatedArticles(setup: GeneratorSetup, job: GenerationJob, mode: 'auto' | 'inline' | 'worker' = 'auto'): AsyncGenerator<ArticleInput> {
  const total = job.items.length;
  if (mode === 'inline' || (mode === 'auto' && (total < 20_000 || availableParallelism() < 2))) {
    const generate = createGenerator(setup);
    for (let i = 0; i < total; i++) yield generate(job.items[i] as number, job.journals[i] as number, job.days[i] as number);
    return;
  }
  const BATCH = 500;
  const worker = new Worker(new URL('./articleWorker.ts', import.meta.url), { workerData: { setup, job, batch: BATCH } });
  const batches: ArticleInput[][] = [];
  let wake: (() => void) | null = null;
  let failure: Error | null = null;
  let requested = 0;
  const request = () => {
    requested += 1;
    worker.postMessage('more');
  };
  worker.on('message', (batch: ArticleInput[]) => {
    batches.push(batch);
    wake?.();
  });
  worker.on('error', (error) => {
    failure = error;
    wake?.();
  });
  try {
    // Keep up to four batches in flight: enough to never wait, bounded memory.
    for (let i = 0; i < 4; i++) request();
    let received = 0;
    while (received < total) {
      while (!batches.length) {
        if (failure) throw failure;
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = null;
      }
      const batch = batches.shift() as ArticleInput[];
      if (requested * BATCH < total) request();
      for (const input of batch) {
        received += 1;
        yield input;
      }
    }
  } finally {
    await worker.terminate();
  }
}
