// The Playwright `test` of these specs: page.goto waits until the shell has hydrated the
// server-rendered page (html[data-hydrated]), as a reader's first click would need. Pages that are
// not the shell's (the sign-in pages under /oidc), and pages read with scripts off, are left as they load.
import { test as base, expect } from '@playwright/test';

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false && (await page.locator('#root').count())) await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 });
      return response;
    };
    await use(page);
  },
});

export { expect };
export type { Page, Request, Response } from '@playwright/test';
