// End-to-end run in Debian's Chromium against the real server with its own seeded database.
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);

/** Where the e2e server writes its mail (relative to the repository root). */
export const e2eOutboxDir = process.env.E2E_OUTBOX_DIR ?? 'var/e2e/outbox';
export const e2eDatabasePath = process.env.E2E_DATABASE_PATH ?? 'var/e2e/publisher.sqlite';

export const chromiumLaunchArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Specs that change what every reader is served (a promote, a rollback, a canary, a publish, a
 * journal component edited on disk): they run one at a time, after the others.
 */
const siteWideSpecs = /(releases|releaseFallback|releaseRoutes|publishing|devOverride)\.spec\.ts$/;

export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  // The other specs, each file in order in one worker, two files at a time: a browser waiting on the
  // server leaves a core idle a third of the time on two cores.
  workers: 2,
  projects: [
    { name: 'reading and writing', testIgnore: siteWideSpecs },
    { name: 'site-wide changes', testMatch: siteWideSpecs, dependencies: ['reading and writing'], workers: 1 },
  ],
  retries: 0,
  timeout: 30_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: '../var/e2e-results',
  // One set of reference screenshots whichever project runs the spec.
  snapshotPathTemplate: '{testDir}/{testFilePath}-snapshots/{arg}{-snapshotSuffix}{ext}',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumLaunchArgs },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  webServer: {
    // The release registry is the database's: the builds npm test published (into
    // RELEASES_DIR) are published into this fresh database too and made active, as npm start does.
    command: 'node server/tools/cli/seed.ts && node server/tools/cli/release.ts publish-all --promote && node server/src/app/main.ts',
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/releases/manifest`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // Sign-in redirects and cookies must use the same origin the browser uses (baseURL).
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_PATH: e2eDatabasePath,
      // The embedded mail default: every message as an .eml file the specs open (specs/mailbox.ts).
      MAIL_OUTBOX_DIR: e2eOutboxDir,
      SEED_ARTICLES: process.env.SEED_ARTICLES ?? '500',
      LOG_LEVEL: 'warn',
    },
  },
});
