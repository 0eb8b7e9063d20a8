// Lighthouse benchmark (pnpm bench:lighthouse): Lighthouse's mobile defaults (simulated
// slow 4G and CPU slowdown, Moto G power screen), performance and accessibility categories, in headless Chromium,
// against a site that is already running. Pages: the home page, /search?q=cell, a journal home (the
// first journal of /api/journals/public) and the real eLife article ({doi:10.7554/eLife.00005}: --pages
// takes that form too). Each page is measured --runs
// times (3) with a fresh browser, after one plain request that puts it in the server's page cache;
// the report gives the median of each figure.
// A benchmark, not a test: it prints figures (and writes them to --report) and passes nothing.
//
//   node bench/lighthouse.mjs [URL] [--compare URL2] [--runs 3] [--report FILE] [--pages /a,/b]
//
// URL defaults to http://127.0.0.1:3000. --compare measures a second running site in the same run,
// run by run alternating (A B, then B A, ...), so a baseline (say SERVER_RENDERING=off on another
// port) and the server-rendered site see the same machine load.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { chromiumLaunchArgs } from '../playwright.config.ts';

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(`--${name}`);
  if (index < 0) return undefined;
  const [, value] = args.splice(index, 2);
  return value;
};
const compareUrl = option('compare');
const runs = Number(option('runs') ?? 3);
const reportPath = resolve(option('report') ?? join(repositoryRoot, 'var', 'bench', 'lighthouse-report.md'));
const pagesOption = option('pages');
const baseUrl = (args[0] ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const chromiumPath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The real eLife article (PRC2, 14 figures), found by its DOI: where the import places it depends on the catalogue. */
const ARTICLE = '{doi:10.7554/eLife.00005}';

/** A journal's home: the first journal the site lists. */
/** A page's address on `site`: as written, or `{doi:…}`, that article's page there. */
async function addressOn(site, page) {
  const doi = /^\{doi:(.+)\}$/.exec(page)?.[1];
  if (!doi) return page;
  const response = await fetch(`${site}/api/search/articles`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: { q: doi, resultsPerPage: 10 } }) });
  const found = response.ok ? (await response.json()).items.find((item) => item.doi === doi) : undefined;
  if (!found) throw new Error(`${doi} is not in the catalogue of ${site}`);
  return found.path;
}

async function journalHome(site) {
  const response = await fetch(`${site}/api/journals/public`);
  if (!response.ok) throw new Error(`${site}/api/journals/public answered ${response.status}`);
  const body = await response.json();
  // [{ id, label, value: slug }], in the order of their names.
  const journals = Array.isArray(body) ? body : [];
  const slug = journals.find((entry) => typeof entry?.value === 'string')?.value;
  if (!slug) throw new Error(`no journal slug in ${site}/api/journals/public`);
  return `/journal/${slug}`;
}

/** Starts a fresh headless Chromium with its own profile; resolves to its DevTools port. */
async function launchChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'oap-lighthouse-'));
  const child = spawn(chromiumPath, [
    '--headless=new',
    ...chromiumLaunchArgs,
    '--remote-debugging-port=0',
    `--user-data-dir=${profile}`,
    '--no-default-browser-check',
    '--disable-extensions',
    '--mute-audio',
    'about:blank',
  ], { stdio: ['ignore', 'ignore', 'pipe'] });
  const port = await new Promise((resolvePort, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start: ${output.slice(-500)}`)), 30_000);
    child.stderr.on('data', (chunk) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolvePort(Number(match[1]));
      }
    });
    child.on('exit', (code) => reject(new Error(`Chromium exited (${code}): ${output.slice(-500)}`)));
  });
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(profile, { recursive: true, force: true });
  };
  return { port, close };
}

/** One Lighthouse run of one URL with the mobile defaults: performance and accessibility. */
async function measure(url) {
  const chromium = await launchChromium();
  try {
    const result = await lighthouse(url, { port: chromium.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    const audit = (id) => lhr.audits[id];
    const scripts = (audit('network-requests')?.details?.items ?? []).filter((item) => item.resourceType === 'Script');
    const jsBytes = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    // Fonts and images have a budget of their own, apart from the JavaScript's.
    const bytesOf = (type) => (audit('network-requests')?.details?.items ?? []).filter((item) => item.resourceType === type).reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    return {
      score: lhr.categories.performance.score === null ? NaN : lhr.categories.performance.score * 100,
      accessibility: lhr.categories.accessibility?.score == null ? NaN : lhr.categories.accessibility.score * 100,
      fcp: (audit('first-contentful-paint')?.numericValue ?? NaN) / 1000,
      lcp: (audit('largest-contentful-paint')?.numericValue ?? NaN) / 1000,
      cls: audit('cumulative-layout-shift')?.numericValue ?? NaN,
      tbt: audit('total-blocking-time')?.numericValue ?? NaN,
      si: (audit('speed-index')?.numericValue ?? NaN) / 1000,
      jsKb: jsBytes / 1024,
      jsFiles: scripts.length,
      accessibility: lhr.categories.accessibility?.score == null ? NaN : lhr.categories.accessibility.score * 100,
      fontKb: bytesOf('Font') / 1024,
      imageKb: bytesOf('Image') / 1024,
      error: lhr.runtimeError?.message,
      warnings: lhr.runWarnings ?? [],
    };
  } finally {
    await chromium.close();
  }
}

const median = (values) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const fixed = (value, digits) => (Number.isNaN(value) ? '–' : value.toFixed(digits));

const sites = [{ label: compareUrl ? 'A' : '', url: baseUrl }, ...(compareUrl ? [{ label: 'B', url: compareUrl.replace(/\/$/, '') }] : [])];
const journal = await journalHome(baseUrl);
const pages = pagesOption ? pagesOption.split(',') : ['/', '/search?q=cell', journal, ARTICLE];
const started = new Date();
const loadAtStart = loadavg()[0];
/** results[page][site] = runs */
const results = new Map(pages.map((page) => [page, sites.map(() => [])]));
const warnings = new Set();

for (const page of pages) {
  for (let run = 0; run < runs; run++) {
    // Alternate which site goes first, so neither always meets a warmer or busier machine.
    const order = sites.map((_, index) => index);
    if (run % 2 === 1) order.reverse();
    for (const index of order) {
      const site = sites[index];
      const url = `${site.url}${await addressOn(site.url, page)}`;
      // The page as most readers get it: already in the server's page cache (one request first), so
      // the figures measure the page, not whether the benchmark happened to be its first reader.
      await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } }).then((response) => response.arrayBuffer());
      const outcome = await measure(url);
      results.get(page)[index].push(outcome);
      for (const warning of outcome.warnings) warnings.add(`${url}: ${warning}`);
      if (outcome.error) warnings.add(`${url}: runtime error ${outcome.error}`);
      process.stdout.write(`${site.label ? `${site.label} ` : ''}${url} run ${run + 1}: performance ${fixed(outcome.score, 0)}, ` +
        `accessibility ${fixed(outcome.accessibility, 0)}, LCP ${fixed(outcome.lcp, 2)} s, CLS ${fixed(outcome.cls, 3)}, TBT ${fixed(outcome.tbt, 0)} ms, JS ${fixed(outcome.jsKb, 1)} KB in ${outcome.jsFiles} files, ` +
        `fonts ${fixed(outcome.fontKb, 1)} KB, images ${fixed(outcome.imageKb, 1)} KB\n`);
    }
  }
}

const report = [];
report.push(`# Lighthouse benchmark, ${started.toISOString()}`);
report.push('');
report.push(`Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile defaults ` +
  `(simulated throttling), performance and accessibility categories, ${chromiumPath}, a fresh browser per run. Median of ${runs} runs per page and site ` +
  `(each figure's own median); score range in brackets. JS: script bytes transferred (compressed as sent). ` +
  `Load average (1 min) at the start: ${loadAtStart.toFixed(2)}.`);
report.push('');
for (const site of sites) report.push(`- ${site.label ? `${site.label}: ` : 'Site: '}${site.url}`);
report.push('');
report.push(`| page | ${sites.length > 1 ? 'site | ' : ''}performance | accessibility | LCP s | CLS | TBT ms | FCP s | Speed Index s | JS KB (files) | fonts KB | images KB |`);
report.push(`|---|${sites.length > 1 ? '---|' : ''}---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|`);
for (const page of pages) {
  sites.forEach((site, index) => {
    const list = results.get(page)[index];
    const pick = (key) => median(list.map((entry) => entry[key]));
    const scores = list.map((entry) => entry.score).filter((value) => !Number.isNaN(value));
    const range = scores.length ? ` (${Math.min(...scores).toFixed(0)}–${Math.max(...scores).toFixed(0)})` : '';
    const accessibility = list.map((entry) => entry.accessibility).filter((value) => !Number.isNaN(value));
    const accessibilityRange = accessibility.length ? ` (${Math.min(...accessibility).toFixed(0)}–${Math.max(...accessibility).toFixed(0)})` : '';
    report.push(`| ${page} | ${sites.length > 1 ? `${site.label} | ` : ''}${fixed(pick('score'), 0)}${range} | ${fixed(pick('accessibility'), 0)}${accessibilityRange} | ${fixed(pick('lcp'), 2)} | ${fixed(pick('cls'), 3)} | ` +
      `${fixed(pick('tbt'), 0)} | ${fixed(pick('fcp'), 2)} | ${fixed(pick('si'), 2)} | ${fixed(pick('jsKb'), 1)} (${fixed(pick('jsFiles'), 0)}) | ${fixed(pick('fontKb'), 1)} | ${fixed(pick('imageKb'), 1)} |`);
  });
}
if (warnings.size > 0) {
  report.push('');
  report.push('Lighthouse warnings:');
  for (const warning of warnings) report.push(`- ${warning.replaceAll('\n', ' ')}`);
}
const text = `${report.join('\n')}\n`;
process.stdout.write(`\n${text}`);
mkdirSync(dirname(reportPath), { recursive: true });
writeFileSync(reportPath, text);
process.stdout.write(`report written to ${reportPath}\n`);
