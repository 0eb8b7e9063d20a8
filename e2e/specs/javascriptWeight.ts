// The arithmetic of the JavaScript budget (javascriptBudget.spec.ts): file names without their
// release folder and content hash, whether a page is over its budget and why, and the report.

/** e2e/javascriptBudget.json */
export interface Budgets {
  /** The goal set for the JavaScript a page loads, in KB gzip; reported beside the enforced budgets. */
  goal: { firstPageKb: number; secondFamilyKb: number };
  firstPage: Record<string, { path: string; budgetKb: number; files: Record<string, number> }>;
  secondFamily: Record<string, { from: string; /** a regular expression the link's href matches */ linkHref: string; budgetKb: number; files: Record<string, number> }>;
}

export interface Weighed {
  kind: 'first page' | 'second family';
  family: string;
  path: string;
  /** gzip -9 bytes per file name */
  files: Record<string, number>;
  budgetKb: number;
  recorded: Record<string, number>;
}

/**
 * A script's name as it stays from build to build: `/static/shell/react.58362ab354.js` is
 * `shell/react.js`, `/remotes/mf-search/42593e8f1781/687.dbde9b3414.js` is `mf-search/687.js`.
 */
export function chunkName(pathname: string): string {
  const remote = /^\/remotes\/([^/]+)\/[^/]+\/(.+)$/.exec(pathname);
  const shell = /^\/static\/([^/]+)\/(.+)$/.exec(pathname);
  const [, app, file] = remote ?? shell ?? [null, 'page', pathname.replace(/^\//, '')];
  return `${app}/${file!.replace(/\.[0-9a-f]{8,}(?=\.m?js$)/, '')}`;
}

const kb = (bytes: number) => bytes / 1024;
const total = (files: Record<string, number>) => Object.values(files).reduce((sum, size) => sum + size, 0);

/** Null when the page is within its budget; otherwise a sentence naming the page and what grew. */
export function overBudget(weighed: Weighed): string | null {
  const sum = kb(total(weighed.files));
  if (sum <= weighed.budgetKb) return null;
  const changes = Object.entries(weighed.files)
    .map(([name, size]) => ({ name, size, before: weighed.recorded[name] }))
    .filter(({ size, before }) => before === undefined || size > before + 256)
    .sort((a, b) => b.size - (b.before ?? 0) - (a.size - (a.before ?? 0)))
    .map(({ name, size, before }) =>
      before === undefined ? `${name} is new (${kb(size).toFixed(1)} KB)` : `${name} grew from ${kb(before).toFixed(1)} to ${kb(size).toFixed(1)} KB`,
    );
  const largest = Object.entries(weighed.files)
    .sort(([, a], [, b]) => b - a)
    .slice(0, 5)
    .map(([name, size]) => `${name} ${kb(size).toFixed(1)} KB`);
  return (
    `${weighed.kind} ${weighed.family} (${weighed.path}) downloads ${sum.toFixed(1)} KB of JavaScript (gzip), over its budget of ${weighed.budgetKb} KB. ` +
    (changes.length ? `Since the sizes were recorded: ${changes.join('; ')}.` : `No file grew since the sizes were recorded; the largest: ${largest.join(', ')}.`)
  );
}

export function budgetReport(budgets: Budgets, measured: readonly Weighed[]): string {
  const lines = [
    '# JavaScript per page family (gzip -9 bytes downloaded, measured in Chromium)',
    '',
    `Goal: ${budgets.goal.firstPageKb} KB for a first page, ${budgets.goal.secondFamilyKb} KB more for a second family.`,
    '',
    '| measure | family | page | KB | budget KB | goal KB | files |',
    '|---|---|---|---:|---:|---:|---:|',
  ];
  for (const entry of measured) {
    const goal = entry.kind === 'first page' ? budgets.goal.firstPageKb : budgets.goal.secondFamilyKb;
    lines.push(`| ${entry.kind} | ${entry.family} | ${entry.path} | ${kb(total(entry.files)).toFixed(1)} | ${entry.budgetKb} | ${goal} | ${Object.keys(entry.files).length} |`);
  }
  return `${lines.join('\n')}\n`;
}
