// Seed settings from the environment (README): SEED_ARTICLES (3000) generated articles and SEED (1996).
import { resolve } from 'node:path';
import { repositoryRoot } from '../../platform/paths.ts';
import type { SeedOptions } from './seedDatabase.ts';

export function seedOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): SeedOptions {
  const articles = Number(env.SEED_ARTICLES ?? 3000);
  const seed = Number(env.SEED ?? 1996);
  if (!Number.isInteger(articles) || articles < 0) throw new Error(`SEED_ARTICLES must be a non-negative integer, got ${env.SEED_ARTICLES}`);
  if (!Number.isInteger(seed)) throw new Error(`SEED must be an integer, got ${env.SEED}`);
  return {
    // The JATS files (corpus/jats) and the packages with their figures (corpus/packages).
    corpusDir: resolve(repositoryRoot, 'server/corpus'),
    articles,
    seed,
  };
}
