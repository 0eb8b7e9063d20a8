// The JavaScript budget per page family: the gzip bytes a first visit downloads, measured in
// the browser, for one page of each family, and what a second family adds when the reader goes on to
// it. The budgets live in e2e/javascriptBudget.json with the sizes of every file as recorded; a page
// over its budget fails this run (CI runs it), naming the page and the files that grew or are new.
// After a change that is meant to grow a page, record the new sizes with
//   UPDATE_JS_BUDGET=1 node e2e/node_modules/@playwright/test/cli.js test --config e2e/playwright.config.ts e2e/specs/javascriptBudget.spec.ts
// (the budgets themselves are edited by hand, on purpose).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page, type Response } from './fixtures.ts';
import { budgetReport, chunkName, overBudget, type Budgets, type Weighed } from './javascriptWeight.ts';

const budgetFile = fileURLToPath(new URL('../javascriptBudget.json', import.meta.url));
const reportFile = fileURLToPath(new URL('../../var/bench/javascript-budget.md', import.meta.url));
const budgets = JSON.parse(readFileSync(budgetFile, 'utf8')) as Budgets;
const measured: Weighed[] = [];

/** Records every script the page downloads from now on, by its name without release folder or hash. */
function weighScripts(page: Page) {
  const files = new Map<string, number>();
  const pending: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (body) => void files.set(chunkName(new URL(response.url()).pathname), body.length === 0 ? 0 : gzipSize(body)),
        () => undefined,
      ),
    );
  };
  page.on('response', onResponse);
  return async () => {
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    page.off('response', onResponse);
    return Object.fromEntries([...files].sort(([a], [b]) => a.localeCompare(b)));
  };
}

function gzipSize(body: Buffer): number {
  return gzipSync(body, { level: 9 }).length;
}

/** A page's address: as written, or `{journal}` (the first journal's home), or `{doi:...}` (that article). */
async function resolvePath(page: Page, path: string): Promise<string> {
  if (path === '{journal}') {
    const journals = (await (await page.request.get('/api/journals/public')).json()) as { value: string }[];
    return `/journal/${journals[0]!.value}`;
  }
  const doi = /^\{doi:(.+)\}$/.exec(path)?.[1];
  if (!doi) return path;
  const results = (await (await page.request.post('/api/search/articles', { data: { query: { q: doi, resultsPerPage: 10 } } })).json()) as {
    items: { path: string; doi: string }[];
  };
  const found = results.items.find((item) => item.doi === doi);
  expect(found, `${doi} is in the catalogue`).toBeTruthy();
  return found!.path;
}

test.describe.configure({ mode: 'serial' });

for (const [family, entry] of Object.entries(budgets.firstPage)) {
  test(`first page of the ${family} family stays within its JavaScript budget`, async ({ page }) => {
    const path = await resolvePath(page, entry.path);
    // The page as most readers get it: read once before (an article's first read prepares its text,
    // and a render that runs out of time is finished by the browser, which then fetches its icons).
    await page.request.get(path);
    const done = weighScripts(page);
    await page.goto(path);
    const files = await done();
    measured.push({ kind: 'first page', family, path, files, budgetKb: entry.budgetKb, recorded: entry.files });
    const problem = overBudget(measured.at(-1)!);
    expect(problem, problem ?? '').toBeNull();
  });
}

for (const [name, entry] of Object.entries(budgets.secondFamily)) {
  test(`going on to a second family (${name}) adds no more than its JavaScript budget`, async ({ page }) => {
    const from = await resolvePath(page, entry.from);
    await page.goto(from);
    await page.waitForLoadState('networkidle');
    const done = weighScripts(page);
    // The first link in the page's main content whose address is of the second family.
    const hrefs = await page.locator('main a[href]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    const index = hrefs.findIndex((href) => new RegExp(entry.linkHref).test(href));
    expect(index, `${from} links to a page matching ${entry.linkHref}`).toBeGreaterThanOrEqual(0);
    const target = hrefs[index]!;
    await page.locator('main a[href]').nth(index).click();
    await expect(page).toHaveURL(new RegExp(`${target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    // The page it went to is the reader's: its main heading is there.
    await expect(page.locator('main h1').first()).toBeVisible();
    const files = await done();
    measured.push({ kind: 'second family', family: name, path: `${from} -> ${target}`, files, budgetKb: entry.budgetKb, recorded: entry.files });
    const problem = overBudget(measured.at(-1)!);
    expect(problem, problem ?? '').toBeNull();
  });
}

test.afterAll(() => {
  const report = budgetReport(budgets, measured);
  process.stdout.write(`\n${report}\n`);
  mkdirSync(dirname(reportFile), { recursive: true });
  writeFileSync(reportFile, report);
  if (process.env.UPDATE_JS_BUDGET === '1') {
    for (const entry of measured) {
      const target = entry.kind === 'first page' ? budgets.firstPage[entry.family] : budgets.secondFamily[entry.family];
      if (target) target.files = entry.files;
    }
    writeFileSync(budgetFile, `${JSON.stringify(budgets, null, 2)}\n`);
  }
});
