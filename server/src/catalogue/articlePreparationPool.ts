// Where an article's first read prepares its text: in a worker thread, not on the event
// loop. Preparing a long JATS article takes 0.1-4 s; on the main thread every other request waited for
// it. One thread is enough (a catalogue's articles are prepared once each, on first read) and it
// leaves the other core to the server; piscina queues what comes while it is busy, lets its thread
// end when idle (an idle thread keeps no process alive) and replaces one that failed.
//
// Two reads of the same article while it is being prepared share one preparation. If the thread
// cannot be used (it failed to start or threw), the article is prepared on the main thread as before:
// a page is never lost to the pool.
import { Piscina } from 'piscina';
import { prepareArticle, type PreparationResult, type PreparationTask } from './articlePreparationWorker.ts';

let pool: Piscina<PreparationTask | null, PreparationResult | null> | null = null;
const preparing = new Map<string, Promise<PreparationResult>>();
/** Articles prepared since the process started, by where: the thread, or the main thread when the thread failed. */
const prepared = { inThread: 0, onMainThread: 0 };

function onMainThread(task: PreparationTask): PreparationResult {
  prepared.onMainThread += 1;
  return prepareArticle(task);
}

function threadPool(): Piscina<PreparationTask | null, PreparationResult | null> {
  pool ??= new Piscina<PreparationTask | null, PreparationResult | null>({
    filename: new URL('./articlePreparationWorker.ts', import.meta.url).href,
    // One thread, kept: starting it and loading the JATS parser and citation-js takes ~1 s, which a
    // first read (inside the page's 3 s loader budget) should not pay.
    minThreads: 1,
    maxThreads: 1,
    idleTimeout: Infinity,
    recordTiming: false,
  });
  return pool;
}

/** Starts the thread and warms it up now (when the store opens), before any article needs it. */
export function warmPreparationThread(): void {
  threadPool().run(null).catch(() => {});
}

/** The prepared parts of `task.article`, made in the worker thread; `key` joins reads of the same article. */
export function prepareOffThread(key: string, task: PreparationTask): Promise<PreparationResult> {
  const running = preparing.get(key);
  if (running) return running;
  const promise = threadPool()
    .run(task)
    .then((result) => {
      if (!result) return onMainThread(task);
      prepared.inThread += 1;
      return result;
    })
    .catch(() => onMainThread(task))
    .finally(() => preparing.delete(key));
  preparing.set(key, promise);
  return promise;
}

/** How many articles were prepared in the thread and on the main thread (the tests' proof of where the work ran). */
export function preparationCounts(): Readonly<typeof prepared> {
  return { ...prepared };
}

/** Ends the thread (tests, shutdown); a later preparation starts a new pool. */
export async function closePreparationPool(): Promise<void> {
  const closing = pool;
  pool = null;
  await closing?.destroy();
}
