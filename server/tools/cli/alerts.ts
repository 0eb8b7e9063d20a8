// Sends the table-of-contents alerts (npm run alerts -- [--since 2026-11-01]): one digest per verified
// subscriber of the articles published since that day that they were not sent yet; without --since,
// since the last run (or the last 7 days before the first). The mail is queued in the outbox, which
// the server's sender delivers. DATABASE_PATH, PUBLIC_URL and SESSION_SECRET as for the server.
import { readConfig } from '../../src/app/config.ts';
import { createStore } from '../../src/data/createStore.ts';
import { withSessionSecret } from '../../src/platform/secrets/sessionSecret.ts';
import { describeAlertReport, sendAlertDigestsWithConfig } from '../../src/features/subscriptions/alertDigests.ts';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

const args = process.argv.slice(2);
let since: string | undefined;
for (let index = 0; index < args.length; index += 1) {
  const arg = args[index]!;
  if (arg === '--since') since = args[(index += 1)] ?? fail('--since needs a date, such as --since 2026-11-01.');
  else if (arg.startsWith('--since=')) since = arg.slice('--since='.length);
  else fail(`usage: npm run alerts -- [--since YYYY-MM-DD] (not "${arg}")`);
}
if (since !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(since)) fail(`"${since}" is not a date such as 2026-11-01.`);

const config = await withSessionSecret(readConfig());
const site = await createStore(config);
try {
  console.log(describeAlertReport(await sendAlertDigestsWithConfig(site.records, config, since)));
} catch (error) {
  // A day that does not exist (2026-02-31): said as such, not as a stack trace.
  if (error instanceof RangeError) fail(error.message);
  throw error;
} finally {
  await site.close();
}
