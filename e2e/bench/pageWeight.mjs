// Page weight: the JavaScript a page downloads, file by file, raw and gzip -9, as Chromium fetches it.
//   node e2e/bench/pageWeight.mjs [url ...]     (default http://localhost:3000/; start the site first)
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchArgs } from '../playwright.config.ts';

const urls = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['http://localhost:3000/'];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumLaunchArgs });
try {
  for (const url of urls) {
    const page = await browser.newPage();
    const files = [];
    page.on('response', async (response) => {
      if (!/\.m?js(\?|$)/.test(response.url())) return;
      try {
        const body = await response.body();
        files.push({ path: new URL(response.url()).pathname, raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length });
      } catch {
        // A response without a body (a redirect) weighs nothing.
      }
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.close();
    const kb = (bytes) => (bytes / 1024).toFixed(1);
    process.stdout.write(`\n${url}\n`);
    for (const file of files.sort((a, b) => b.gzip - a.gzip)) process.stdout.write(`${kb(file.gzip).padStart(8)} KB gzip  ${file.path}\n`);
    const total = files.reduce((sum, file) => ({ raw: sum.raw + file.raw, gzip: sum.gzip + file.gzip }), { raw: 0, gzip: 0 });
    process.stdout.write(`total: ${files.length} JavaScript files, ${kb(total.raw)} KB raw, ${kb(total.gzip)} KB gzip\n`);
  }
} finally {
  await browser.close();
}
