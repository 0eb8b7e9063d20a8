// Worker thread of generatedArticles: generates its job's articles in order, one batch per request.
import { parentPort, workerData } from 'node:worker_threads';
import { createGenerator } from './generatedArticles.ts';
import type { GenerationJob, GeneratorSetup } from './generatedArticles.ts';

const { setup, job, batch } = workerData as { setup: GeneratorSetup; job: GenerationJob; batch: number };
const generate = createGenerator(setup);
let next = 0;
parentPort?.on('message', () => {
  const end = Math.min(job.items.length, next + batch);
  const out = [];
  for (; next < end; next++) out.push(generate(job.items[next] as number, job.journals[next] as number, job.days[next] as number));
  parentPort?.postMessage(out);
});
