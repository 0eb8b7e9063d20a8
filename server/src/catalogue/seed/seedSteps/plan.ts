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
  return { journalOf, days, order: publicationOrder(days, journalOf) };
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
