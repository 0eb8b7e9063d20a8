// The table of a generated article, in the form its genre reports: measurements by condition, the
// participants' characteristics, a benchmark, monitoring sites, regression estimates, the sources of a
// qualitative study, or, for a review, the studies it discusses. Written as the JATS import writes
// tables (a captioned figure with a scrolling region), so the article page shows both alike.
import { escapeHtml } from '../jats/jats.ts';
import { capitalise, count } from './english.ts';
import type { Random } from './random.ts';
import type { Words } from './studyWords.ts';

export interface Table {
  caption: string;
  head: string[];
  rows: string[][];
  note?: string;
}

const fixed = (value: number, digits = 1) => value.toFixed(digits);
const meanSd = (random: Random, mean: number) => `${fixed(mean)} ± ${fixed(mean * (0.05 + random.next() * 0.15))}`;
const share = (n: number, fraction: number) => `${count(Math.round(n * fraction))} (${fixed(fraction * 100)})`;
const significance = (random: Random) => random.pick(['<0.001', '0.002', '0.01', '0.03', '0.04', '0.21', '0.48']);

function labTable(w: Words, random: Random): Table {
  const settings = [w.setting, ...w.study.theme.settings.filter((s) => s !== w.setting)].slice(0, 4);
  const rows = settings.map((setting, index) => {
    const control = 10 + random.next() * 90;
    const change = (index === 0 ? w.pct : random.int(4, w.pct)) * (random.chance(0.8) ? 1 : -1);
    return [capitalise(setting), String(random.int(6, 40)), meanSd(random, control), meanSd(random, control * (1 + change / 100)), `${change > 0 ? '+' : ''}${change}`, significance(random)];
  });
  return {
    caption: `${w.Outcome} by setting, under control conditions and with ${w.factor}.`,
    head: ['Setting', 'n', 'Control', capitalise(w.factor), 'Change (%)', 'p'],
    rows,
    note: 'Values are mean ± SD of independent replicates; p from linear mixed models with batch as a random effect.',
  };
}

function participantsTable(w: Words, random: Random, population: boolean): Table {
  const exposed = Math.round(w.n * (0.2 + random.next() * 0.4));
  const groups = [w.n, exposed, w.n - exposed];
  const row = (label: string, value: (n: number) => string) => [label, ...groups.map(value), significance(random)];
  const age = population ? 20 + random.int(0, 30) : 50 + random.int(0, 25);
  const rows = [
    row('Age, years, mean ± SD', () => meanSd(random, age + random.next() * 4)),
    row('Women, n (%)', (n) => share(n, 0.35 + random.next() * 0.25)),
    ...(population
      ? [row('Urban residence, n (%)', (n) => share(n, 0.3 + random.next() * 0.4)), row('Secondary education or more, n (%)', (n) => share(n, 0.4 + random.next() * 0.4))]
      : [row('Body-mass index, kg/m², mean ± SD', () => meanSd(random, 24 + random.next() * 6)), row('Diabetes, n (%)', (n) => share(n, 0.1 + random.next() * 0.25))]),
    row(`${w.Outcome}, n (%)`, (n) => share(n, 0.05 + random.next() * 0.25)),
  ];
  return {
    caption: `Characteristics of the ${w.unit} by exposure to ${w.factor}.`,
    head: ['Characteristic', `All (n = ${count(w.n)})`, `Exposed (n = ${count(exposed)})`, `Not exposed (n = ${count(w.n - exposed)})`, 'p'],
    rows,
    note: 'p from t tests for continuous and χ² tests for categorical variables.',
  };
}

function benchmarkTable(w: Words, random: Random, cite: () => string): Table {
  const settings = [w.setting, ...w.study.theme.settings.filter((s) => s !== w.setting)].slice(0, 3);
  const base = settings.map(() => 50 + random.next() * 30);
  const method = (label: string, gain: number) => [label, ...base.map((value) => `${fixed(value * (1 + gain / 100))} ± ${fixed(0.3 + random.next() * 1.5)}`)];
  return {
    caption: `${w.Outcome} of each method (mean ± SD over five seeds; higher is better).`,
    head: ['Method', ...settings.map(capitalise)],
    rows: [
      method(`Standard baseline ${cite()}`, 0),
      method(`Previous best ${cite()}`, w.pct / 3),
      method(`Ours without ${w.factor}`, w.pct / 2),
      method('Ours', w.pct),
    ],
  };
}

function sitesTable(w: Words, random: Random): Table {
  const settings = [w.setting, ...w.study.theme.settings.filter((s) => s !== w.setting)];
  const rows = Array.from({ length: random.int(4, 6) }, (_, index) => {
    const mean = 5 + random.next() * 95;
    const trend = (random.next() * 2 - 0.5) * w.pct / 3;
    return [`S${index + 1}`, capitalise(settings[index % settings.length] as string), `${w.firstYear}–${w.lastYear}`, meanSd(random, mean), `${trend > 0 ? '+' : ''}${fixed(trend)}`];
  });
  // Sites and plots have a location; individuals and observations come in groups from a setting.
  const places = /site|plot/.test(w.unit);
  if (!places) rows.forEach((row, index) => (row[0] = `G${index + 1}`));
  return {
    caption: places ? `The ${w.unit} and their main characteristics.` : `The groups of ${w.unit} studied and their main characteristics.`,
    head: [places ? 'Site' : 'Group', places ? 'Location' : 'Setting', 'Years', `Mean ${w.outcome} ± SD`, 'Trend (% per decade)'],
    rows,
  };
}

function regressionTable(w: Words, random: Random): Table {
  const effect = w.pct / 1000;
  const estimate = (value: number) => `${fixed(value, 3)}${Math.abs(value) > 0.02 ? '***' : '*'} (${fixed(Math.abs(value) / (3 + random.next() * 2), 3)})`;
  const observations = w.n * (w.lastYear - w.firstYear + 1);
  return {
    caption: `Effect of ${w.factor} on ${w.outcome}.`,
    head: ['', '(1)', '(2)', '(3)'],
    rows: [
      [capitalise(w.factor), estimate(effect), estimate(effect * 0.9), estimate(effect * 0.85)],
      ['Size (log)', estimate(0.01 + random.next() * 0.05), estimate(0.01 + random.next() * 0.04), estimate(0.01 + random.next() * 0.04)],
      ['Leverage', estimate(-0.02 - random.next() * 0.05), estimate(-0.02 - random.next() * 0.04), estimate(-0.02 - random.next() * 0.04)],
      ['Unit fixed effects', 'No', 'Yes', 'Yes'],
      ['Industry × year fixed effects', 'No', 'No', 'Yes'],
      ['Observations', count(observations), count(observations), count(Math.round(observations * 0.97))],
      ['R²', fixed(0.1 + random.next() * 0.2, 2), fixed(0.3 + random.next() * 0.2, 2), fixed(0.45 + random.next() * 0.2, 2)],
    ],
    note: 'Standard errors clustered by region and year in parentheses. * p < 0.1, ** p < 0.05, *** p < 0.01.',
  };
}

function sourcesTable(w: Words, random: Random): Table {
  const groups = w.unit === 'documents' ? ['Letters', 'Minutes of meetings', 'Newspaper articles', 'Reports and pamphlets'] : ['Practitioners', 'Managers', 'Community members', 'Officials'];
  let left = w.n;
  const rows = groups.map((group, index) => {
    const number = index === groups.length - 1 ? left : Math.max(1, Math.round(left * (0.2 + random.next() * 0.3)));
    left -= number;
    return [group, capitalise(w.setting), count(Math.max(0, number)), `${w.firstYear}–${w.lastYear}`];
  });
  return { caption: `Overview of the ${w.unit}.`, head: [w.unit === 'documents' ? 'Type of source' : 'Group', 'Setting', 'Number', 'Period'], rows };
}

/** The table of a research article or brief report; `cite` gives the next in-text citation (for benchmarks). */
export function studyTable(w: Words, random: Random, cite: () => string): Table {
  switch (w.study.genre) {
    case 'clinical':
      return participantsTable(w, random, false);
    case 'population':
      return participantsTable(w, random, true);
    case 'computational':
      return benchmarkTable(w, random, cite);
    case 'field':
      return sitesTable(w, random);
    case 'economic':
      return regressionTable(w, random);
    case 'qualitative':
      return sourcesTable(w, random);
    default:
      return labTable(w, random);
  }
}

/** A review's table: the studies it discusses, each a row citing its reference. */
export function reviewTable(w: Words, random: Random, studies: { citation: string; year: number }[]): Table {
  const findings = [`${capitalise(w.factor)} linked to ${w.outcome}`, `No effect of ${w.factor} after adjustment`, `Effect depends on ${w.other}`, `${capitalise(w.otherFactor)} more important`, `Dose–response with ${w.factor}`];
  const settings = w.study.theme.settings;
  const methods = w.study.theme.methods;
  return {
    caption: `Selected studies of ${w.factor} and ${w.topic}.`,
    head: ['Study', 'Setting', 'Method', 'n', 'Main finding'],
    rows: studies.map((study) => [study.citation, capitalise(random.pick(settings)), random.pick(methods), count(random.int(12, 4000)), random.pick(findings)]),
  };
}

/**
 * The table as HTML. Cells are escaped, except that `[n]` citations become links to their reference.
 */
export function tableHtml(table: Table, number: number, citationHtml: (text: string) => string): string {
  const label = `Table ${number}`;
  const cell = (text: string) => citationHtml(escapeHtml(text));
  const head = `<thead><tr>${table.head.map((text) => `<th scope="col">${escapeHtml(text)}</th>`).join('')}</tr></thead>`;
  const body = `<tbody>${table.rows.map((row) => `<tr>${row.map((text, index) => (index === 0 ? `<th scope="row">${cell(text)}</th>` : `<td>${cell(text)}</td>`)).join('')}</tr>`).join('')}</tbody>`;
  const foot = table.note ? `<div class="table-foot"><p>${escapeHtml(table.note)}</p></div>` : '';
  return (
    `<figure class="table" id="tab${number}"><figcaption><span class="caption-label">${label}.</span> <span class="caption-title">${escapeHtml(table.caption)}</span></figcaption>` +
    `<div class="table-scroll" tabindex="0" role="region" aria-label="${label} (scrolls sideways)"><table>${head}${body}</table></div>${foot}</figure>`
  );
}
