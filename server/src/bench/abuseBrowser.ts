// The reader's side of the search benchmark (bench:abuse --browser): in headless Chromium, on the
// benchmark's server, /search for a word of the query log, then a facet toggled, a page changed and
// the facet toggled back, each timed from the click to the new results on the screen (the URL has
// changed and the list is no longer busy). Distinct words, so no answer comes from a cache.
import { join } from 'node:path';
import { repositoryRoot } from '../config.ts';

export interface BrowserTimings {
  facet: number[];
  page: number[];
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
  waitForFunction(fn: (previous: string) => boolean, arg: string, options: { timeout: number }): Promise<unknown>;
}

const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Waits until the address is no longer `previous` and the results are not loading. */
async function settled(page: BenchPage, previous: string): Promise<void> {
  await page.waitForFunction(
    (before) => location.href !== before && !document.querySelector('[aria-busy="true"]'),
    previous,
    { timeout: 10_000 },
  );
}

export async function browserTimings(base: string, words: string[], rounds: number): Promise<BrowserTimings> {
  const { chromium } = (await import(join(repositoryRoot, 'e2e/node_modules/@playwright/test/index.mjs'))) as Playwright;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  const timings: BrowserTimings = { facet: [], page: [] };
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies([{ name: 'oap-consent', value: encodeURIComponent(JSON.stringify({ analytics: false, marketing: false, decidedAt: 'bench' })), url: base }]);
    const page = await context.newPage();
    for (let round = 0; round < rounds; round++) {
      const word = words[round % words.length] as string;
      await page.goto(`${base}/search?q=${encodeURIComponent(word)}`);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 });
      const timed = async (into: number[], selector: string) => {
        const before = page.url();
        const started = performance.now();
        await page.locator(selector).first().click();
        await settled(page, before);
        into.push(performance.now() - started);
      };
      // A facet value (the first article type), the next page, the facet again (removed).
      await timed(timings.facet, 'section[aria-labelledby] ul a[href*="facets="]');
      await timed(timings.page, 'nav[aria-label="Search results pages"] a[rel="next"]');
      await timed(timings.facet, 'a[aria-label^="Remove "]');
    }
  } finally {
    await browser.close();
  }
  return timings;
}
