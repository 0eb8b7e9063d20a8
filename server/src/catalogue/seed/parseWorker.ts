// Worker thread body for readCorpus: parses its share of the JATS files and posts the results back.
import { parentPort, workerData } from 'node:worker_threads';
import { parseJats } from '../jats/jats.ts';

const jobs = workerData as { index: number; xml: string }[];
parentPort?.postMessage(
  jobs.map((job) => {
    try {
      return { index: job.index, article: parseJats(job.xml) };
    } catch (error) {
      return { index: job.index, error: (error as Error).message };
    }
  }),
);
