// The reader's side of the search benchmark (bench:abuse --browser): in headless Chromium, on the
// benchmark's server, /search for a word of the query log, then a facet toggled, a page changed and
// the facet toggled back, each timed in the page's own clock from the click event to the first frame
// with the new results (the URL has changed and the list is no longer busy). Distinct words, so no
// answer comes from a cache. Playwright's click first waits for the element to be visible and
// stable (two animation frames, about 35 ms): the test driver's time, not the reader's, so it is
// left out (the timings before 2026-11-28 included it).
import { join } from 'node:path';
import { repositoryRoot } from '../../src/platform/paths.ts';

export interface BrowserTimings {
  facet: number[];
  page: number[];
  /** The same clicks timed as before, by the test driver from its click call: its own waits included. */
  facetByDriver: number[];
  pageByDriver: number[];
}

interface Playwright {
  chromium: {
    launch(options: { executablePath: string; args: string[] }): Promise<{
      newContext(options: { viewport: { width: number; height: number } }): Promise<{
        addCookies(cookies: { name: string; value: string; url: string }[]): Promise<void>;
        newPage(): Promise<BenchPage>;
      }>;
      close(): Promise<void>;
    }>;
  };
}

interface BenchLocator {
  first(): BenchLocator;
  click(): Promise<void>;
  waitFor(options: { state: 'attached' | 'visible'; timeout: number }): Promise<void>;
}

interface BenchPage {
  goto(url: string): Promise<unknown>;
  url(): string;
  locator(selector: string): BenchLocator;
  evaluate<T>(fn: () => T): Promise<T>;
  waitForFunction(fn: (previous: string) => number | false, arg: string, options: { timeout: number; polling: 'raf' }): Promise<{ jsonValue(): Promise<number> }>;
}

/** Where the page keeps the time of the click being timed. */
interface TimedWindow {
  benchClickAt?: number;
}

const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Clicks the first match of `selector` and returns ms from the click event to the first frame with the new results. */
async function timedClick(page: BenchPage, selector: string): Promise<{ ms: number; byDriver: number }> {
  const before = page.url();
  const started = performance.now();
  await page.evaluate(() => {
    // Capture phase on the window: before any handler of the page's own.
    addEventListener('click', () => ((window as TimedWindow).benchClickAt = performance.now()), { capture: true, once: true });
  });
  await page.locator(selector).first().click();
  const settled = await page.waitForFunction(
    (previous) => location.href !== previous && !document.querySelector('[aria-busy="true"]') && performance.now(),
    before,
    { timeout: 10_000, polling: 'raf' },
  );
  const byDriver = performance.now() - started;
  const doneAt = await settled.jsonValue();
  const clickAt = await page.evaluate(() => (window as TimedWindow).benchClickAt ?? NaN);
  return { ms: doneAt - clickAt, byDriver };
}

export async function browserTimings(base: string, words: string[], rounds: number): Promise<BrowserTimings> {
  const { chromium } = (await import(join(repositoryRoot, 'e2e/node_modules/@playwright/test/index.mjs'))) as Playwright;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  const timings: BrowserTimings = { facet: [], page: [], facetByDriver: [], pageByDriver: [] };
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies([{ name: 'oap-consent', value: encodeURIComponent(JSON.stringify({ analytics: false, marketing: false, decidedAt: 'bench' })), url: base }]);
    const page = await context.newPage();
    for (let round = 0; round < rounds; round++) {
      const word = words[round % words.length] as string;
      await page.goto(`${base}/search?q=${encodeURIComponent(word)}`);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 });
      const timed = async (into: number[], byDriver: number[], selector: string) => {
        const timing = await timedClick(page, selector);
        into.push(timing.ms);
        byDriver.push(timing.byDriver);
      };
      // A facet value (the first article type), the next page, the facet again (removed).
      await timed(timings.facet, timings.facetByDriver, 'section[aria-labelledby] ul a[href*="facets="]');
      await timed(timings.page, timings.pageByDriver, 'nav[aria-label="Search results pages"] a[rel="next"]');
      await timed(timings.facet, timings.facetByDriver, 'a[aria-label^="Remove "]');
    }
  } finally {
    await browser.close();
  }
  return timings;
}
