// What a seed decides before writing anything, all from the main PRNG in a fixed order (the order is
// the output: a different order gives a different catalogue for the same seed): the catalogue around
// the articles, then every article's journal and publication day, and the order articles are written in.
import type { GeneratedJournal } from '../catalogue.ts';
import { generateCollections, generateTopics } from '../articleGroups.ts';
import { generateAwards } from '../awards.ts';
import { generateBoard, generateOffice, generateSocieties, linkSocieties } from '../journalContent.ts';
import { generateAnnouncements, generateConferences, generateEvents, generateNews } from '../newsAndEvents.ts';
import type { Random } from '../random.ts';
import type { RealInput } from './corpusImport.ts';
import { DAY_MS } from './statements.ts';

export type CatalogueContent = ReturnType<typeof generateCatalogueContent>;

/** The catalogue around the articles. */
export function generateCatalogueContent(random: Random, journals: GeneratedJournal[], referenceYear: number, referenceMs: number, totalArticles: number) {
  const boards = journals.map((journal) => generateBoard(random, journal));
  const offices = journals.map((journal) => generateOffice(random, journal));
  const societies = generateSocieties(random);
  const societyLinks = linkSocieties(random, journals, societies);
  const awardGroups = generateAwards(random, journals, referenceYear);
  const conferences = generateConferences(random, journals, referenceMs);
  const news = generateNews(random, journals, referenceMs);
  const events = generateEvents(random, journals, referenceMs);
  const announcements = generateAnnouncements(random, journals, referenceMs);
  const collections = generateCollections(random, journals, referenceMs);
  const topics = generateTopics(random, journals, Math.min(2000, Math.max(24, Math.round(totalArticles / 600))), referenceMs);
  return { boards, offices, societies, societyLinks, awardGroups, conferences, news, events, announcements, collections, topics };
}

/**
 * Article skeletons: journal and day for every article (real ones first, then `articles` generated
 * ones); the text is generated while writing. `order` lists item numbers in writing order.
 */
export function articleSkeletons(random: Random, journals: GeneratedJournal[], realInputs: RealInput[], articles: number, referenceYear: number, referenceMs: number) {
  const totalArticles = realInputs.length + articles;
  const journalOf = new Uint8Array(totalArticles);
  const days = new Int32Array(totalArticles);
  realInputs.forEach((item, index) => {
    journalOf[index] = item.journalIndex;
    days[index] = Math.floor(Date.parse(item.publishedAt) / DAY_MS);
  });
  const weights = journals.map((journal) => journal.weight);
  for (let n = 0; n < articles; n++) {
    const journalIndex = random.weighted(weights);
    const journal = journals[journalIndex] as GeneratedJournal;
    const startMs = Math.max(Date.parse(`${journal.yearFounded}-01-15`), Date.parse(`${referenceYear - 14}-01-01`));
    // Skewed towards recent years, as a growing publisher's output is.
    const publishedMs = startMs + Math.sqrt(random.next()) * (referenceMs - startMs);
    journalOf[realInputs.length + n] = journalIndex;
    days[realInputs.length + n] = Math.floor(publishedMs / DAY_MS);
  }
  fillEveryYear(journals, journalOf, days, realInputs.length, referenceYear);
  return { journalOf, days, order: publicationOrder(days, journalOf) };
}

/** A year with no article takes one from a year that keeps at least this many. */
const DONOR_KEEPS = 1;
/** The newest years keep more: a journal's lists of the year (most viewed, most cited) show ten. */
const RECENT_YEARS = 2;
const RECENT_KEEPS = 10;

const yearOfDay = (day: number): number => new Date(day * DAY_MS).getUTCFullYear();

/** The generated articles of the year with most to spare (the newest of equals), or null when none can give. */
function donorOf(byYear: ReadonlyMap<number, number[]>, referenceYear: number): number[] | null {
  let best: { year: number; items: number[]; spare: number } | null = null;
  for (const [year, items] of byYear) {
    const spare = items.length - (year > referenceYear - RECENT_YEARS ? RECENT_KEEPS : DONOR_KEEPS);
    if (spare > 0 && (!best || spare > best.spare || (spare === best.spare && year > best.year))) best = { year, items, spare };
  }
  return best?.items ?? null;
}

/**
 * Gives every year of a journal since its founding a volume with articles, as a journal's archive has:
 * the generated articles start at most 14 years back, and a real article of an earlier year left a
 * volume alone among empty ones ("since 1996", and Volume 9 then 14). Going back from the newest year,
 * a year without articles takes a generated one from the journal's year with most to spare (donorOf: a
 * year keeps DONOR_KEEPS, one of the RECENT_YEARS RECENT_KEEPS), until none can give: a small seed fills
 * what it can, nearest the present first. It draws nothing from the PRNG, so everything else the seed decides stays as it was.
 */
function fillEveryYear(journals: GeneratedJournal[], journalOf: Uint8Array, days: Int32Array, realCount: number, referenceYear: number): void {
  // Per journal: the years it has articles in, and its generated articles by year.
  const covered = journals.map(() => new Set<number>());
  const generatedByYear = journals.map(() => new Map<number, number[]>());
  for (let item = 0; item < days.length; item++) {
    const journalIndex = journalOf[item] as number;
    const year = yearOfDay(days[item] as number);
    covered[journalIndex]?.add(year);
    if (item < realCount) continue;
    const byYear = generatedByYear[journalIndex] as Map<number, number[]>;
    const items = byYear.get(year);
    if (items) items.push(item);
    else byYear.set(year, [item]);
  }
  journals.forEach((journal, journalIndex) => {
    const years = covered[journalIndex] as Set<number>;
    const byYear = generatedByYear[journalIndex] as Map<number, number[]>;
    for (let year = referenceYear - 1; year >= journal.yearFounded; year--) {
      if (years.has(year)) continue;
      const donor = donorOf(byYear, referenceYear);
      if (!donor) return;
      const item = donor.shift() as number;
      // Mid-year, a day apart by item so that moved articles do not share one day.
      days[item] = Math.floor(Date.UTC(year, 5, 1) / DAY_MS) + (item % 120);
      years.add(year);
      byYear.set(year, [item]);
    }
  });
}

/**
 * The order articles are written in: by publication day, then journal, then item number (real articles
 * come first). Returns item numbers (0..count-1); numbers below the real-article count are real articles.
 */
function publicationOrder(days: Int32Array, journalOf: Uint8Array): Uint32Array {
  const count = days.length;
  const order = new Uint32Array(count);
  if (count < 2 ** 21) {
    // Packed numeric keys sort natively (much faster than a comparator at a million items).
    const keys = new Float64Array(count);
    for (let i = 0; i < count; i++) keys[i] = ((days[i] as number) + 40000) * 64 * 2 ** 21 + (journalOf[i] as number) * 2 ** 21 + i;
    keys.sort();
    for (let i = 0; i < count; i++) order[i] = (keys[i] as number) % 2 ** 21;
  } else {
    const items = Array.from({ length: count }, (_, i) => i);
    items.sort((a, b) => (days[a] as number) - (days[b] as number) || (journalOf[a] as number) - (journalOf[b] as number) || a - b);
    order.set(items);
  }
  return order;
}
