// The seed's article generator against a baseline, side by side: `node tools/bench/seedText.ts
// [articles=3000] [--baseline=<git ref>] [--rounds=5] [--seed]`. The baseline's server/src and
// migrations are taken from git (default: the branch this one started from, `layers`) into
// var/bench-baseline/<ref>, so both generators run in this process on the same machine at the same time.
// Rounds alternate between the two; it prints each one's median time, articles per second, the average
// body size, and the ratio. With --seed, it also seeds the same number of articles into a temporary
// SQLite file with each (the writes and search indexes included), once each, and prints both times.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repositoryRoot } from '../../src/platform/paths.ts';
import { temporaryDir } from '../../test-support/testFiles.ts';
import { percentile } from './percentile.ts';

const arg = (name: string) => process.argv.find((value) => value.startsWith(`--${name}=`))?.split('=')[1];
const articles = Number(process.argv.slice(2).find((value) => /^\d+$/.test(value)) ?? 3000);
const baselineRef = arg('baseline') ?? 'layers';
const rounds = Number(arg('rounds') ?? 5);
const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);

/** The baseline's server sources, extracted once per commit. */
function baselineRoot(ref: string): string {
  const commit = execFileSync('git', ['rev-parse', '--short', ref], { cwd: repositoryRoot, encoding: 'utf8' }).trim();
  const root = path.join(repositoryRoot, 'server/var/bench-baseline', commit);
  if (!existsSync(path.join(root, 'server/src'))) {
    mkdirSync(root, { recursive: true });
    const archive = execFileSync('git', ['archive', '--format=tar', commit, 'server/src', 'server/migrations'], { cwd: repositoryRoot, maxBuffer: 1 << 30 });
    execFileSync('tar', ['-x', '-C', root], { input: archive });
  }
  return root;
}

interface GeneratorModule {
  createGenerator(setup: { seed: number; referenceYear: number; keywordsBySubject: [string, string[]][] }): (item: number, journal: number, day: number) => { bodyHtml: string };
}

async function generatorOf(root: string): Promise<GeneratorModule> {
  return (await import(pathToFileURL(path.join(root, 'server/src/catalogue/seed/generatedArticles.ts')).href)) as GeneratorModule;
}

/** Generates `articles` articles in the order the seed asks for them: by day, then journal. */
/** CPU milliseconds (user and system, all threads) of the process since `since`: on a shared machine the fair measure. */
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

function generate(module: GeneratorModule): { ms: number; cpu: number; bodyBytes: number } {
  const generateOne = module.createGenerator({ seed: 1996, referenceYear: 2026, keywordsBySubject: [] });
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  let bodyBytes = 0;
  for (let item = 0; item < articles; item++) bodyBytes += generateOne(item, item % 42, 16000 + Math.floor((item / articles) * 4500)).bodyHtml.length;
  return { ms: performance.now() - started, cpu: cpuMs(cpuStarted), bodyBytes };
}

const sides = [
  { name: `baseline (${baselineRef})`, module: await generatorOf(baselineRoot(baselineRef)), times: [] as number[], cpu: [] as number[], bodyBytes: 0 },
  { name: 'this tree', module: await generatorOf(repositoryRoot), times: [] as number[], cpu: [] as number[], bodyBytes: 0 },
];
for (let round = 0; round < rounds; round++) {
  for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
    const { ms, cpu, bodyBytes } = generate(side.module);
    side.times.push(ms);
    side.cpu.push(cpu);
    side.bodyBytes = bodyBytes;
  }
}
console.log(`generating ${articles} articles, ${rounds} rounds alternating`);
for (const side of sides) {
  const ms = median(side.times);
  console.log(
    `${side.name.padEnd(22)} median ${ms.toFixed(0).padStart(7)} ms (CPU ${median(side.cpu).toFixed(0)} ms)  ${Math.round((articles / ms) * 1000).toString().padStart(6)} articles/s  body ${(side.bodyBytes / articles / 1024).toFixed(1)} KB`,
  );
}
const ratio = (pick: (side: (typeof sides)[number]) => number[]) => (median(pick(sides[1] as (typeof sides)[number])) / median(pick(sides[0] as (typeof sides)[number]))).toFixed(2);
console.log(`ratio (this tree / baseline): ${ratio((side) => side.times)}x the time, ${ratio((side) => side.cpu)}x the CPU`);

if (process.argv.includes('--seed')) {
  const dir = temporaryDir('seed-text-bench');
  try {
    for (const [name, root] of [[`baseline (${baselineRef})`, baselineRoot(baselineRef)], ['this tree', repositoryRoot]] as const) {
      const database = (await import(pathToFileURL(path.join(root, 'server/src/data/sqlite/database.ts')).href)) as typeof import('../../src/data/sqlite/database.ts');
      const writer = (await import(pathToFileURL(path.join(root, 'server/src/catalogue/sqlite/seed/sqliteCatalogueWriter.ts')).href)) as typeof import('../../src/catalogue/sqlite/seed/sqliteCatalogueWriter.ts');
      const db = database.openDatabase(path.join(dir, `${name.replace(/\W+/g, '-')}.sqlite`));
      await database.migrate(db);
      const started = performance.now();
      const cpuStarted = process.cpuUsage();
      const report = await writer.seedDatabase(db, { articles, seed: 1996, referenceDate: '2026-10-31' });
      db.close();
      console.log(
        `seed ${name.padEnd(22)} ${((performance.now() - started) / 1000).toFixed(1).padStart(7)} s, CPU ${(cpuMs(cpuStarted) / 1000).toFixed(1)} s  (rows ${(report.timings.insertMs / 1000).toFixed(1)} s, after the rows ${(report.timings.indexMs / 1000).toFixed(1)} s)`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
