// What the first catalogue lacked for every journal page to show real content, drawn from a
// PRNG stream of its own so that the rest of the catalogue stays as it was for the same seed: news,
// conferences and events for journals that had few, a collaborating society for each journal, a Young
// Investigator Award for every journal, thesis awards open for submission, the conferences where each
// journal exhibits, and the year each database began to index each journal. New records are appended, so
// earlier ids do not move.
import type { SubjectSlug } from '@oap/contracts/api/journals.ts';
import type { GeneratedJournal } from './catalogue.ts';
import { slugify } from './catalogue.ts';
import { awardCalendar } from './awards.ts';
import { listOf } from './english.ts';
import { isoDay, titleCase } from './journalContent.ts';
import { journalStory, journalStoryKinds } from './newsStories.ts';
import { awayFromYearEnd, cities, eventText } from './newsAndEvents.ts';
import type { Random } from './random.ts';
import type { CatalogueContent } from './seedSteps/plan.ts';
import { vocabulary } from './vocabulary.ts';

const DAY_MS = 86_400_000;

/** At least this many of each per journal. */
const AT_LEAST = { news: 3, conferences: 2, events: 2 } as const;

export interface GeneratedExhibition {
  journalIndex: number;
  /** Index into content.conferences. */
  conferenceIndex: number;
  booth: string;
}

export interface CatalogueExtras {
  exhibitions: GeneratedExhibition[];
  /** Per journal, the year each of its indexing databases (in their order) began to index it. */
  indexingSince: number[][];
}

const count = (items: readonly { journalIndex: number | null }[], journalIndex: number) => items.filter((item) => item.journalIndex === journalIndex).length;

/**
 * Everything the first catalogue lacked, added to `content` in place, and the exhibitions and indexing
 * years returned. The order of the steps is the order of the draws from `random`: changing it changes
 * every record after.
 */
export function addCatalogueExtras(random: Random, journals: GeneratedJournal[], content: CatalogueContent, referenceYear: number, referenceMs: number): CatalogueExtras {
  const newsTitles = new Set(content.news.map((item) => item.title));
  const eventTitles = new Set(content.events.map((event) => event.title));
  journals.forEach((journal, journalIndex) => {
    topUpNews(random, journal, journalIndex, content, referenceMs, newsTitles);
    topUpConferences(random, journal, journalIndex, content, referenceMs);
    topUpEvents(random, journal, journalIndex, content, referenceMs, eventTitles);
    addCollaboratingSociety(random, journal, journalIndex, content);
    addYoungInvestigatorAward(random, journal, journalIndex, content, referenceYear);
  });
  openThesisCalls(random, content.awardGroups, referenceYear);
  const exhibitions = journalExhibitions(random, journals, content.conferences);
  const indexingSince = indexingYears(random, journals, referenceYear);
  return { exhibitions, indexingSince };
}

/** News items until the journal has enough, a dozen tries at most (a try may find no story the journal has not told under an unused title). */
function topUpNews(random: Random, journal: GeneratedJournal, journalIndex: number, content: CatalogueContent, referenceMs: number, titles: Set<string>): void {
  for (let n = count(content.news, journalIndex), tries = 0; n < AT_LEAST.news && tries < 12; tries++) {
    const item = journalNews(random, journal, journalIndex, n + tries, referenceMs, titles);
    if (item) {
      content.news.push(item);
      n += 1;
    }
  }
}

/** Symposia on topics of the journal's first subject until it has enough conferences. */
function topUpConferences(random: Random, journal: GeneratedJournal, journalIndex: number, content: CatalogueContent, referenceMs: number): void {
  const topics = vocabulary[journal.subjects[0] as SubjectSlug].topics;
  const conferencesOf = content.conferences.filter((conference) => conference.journalIndexes.includes(journalIndex)).length;
  for (let n = conferencesOf; n < AT_LEAST.conferences; n++) {
    const topic = random.pick(topics);
    const [city, country] = random.pick(cities);
    // One past and one coming, so the journal's lists have both.
    const startMs = awayFromYearEnd(referenceMs + (n % 2 === 0 ? random.int(30, 360) : -random.int(30, 500)) * DAY_MS);
    const name = `International Symposium on ${titleCase(topic)}`;
    const acronym = `${topic.split(/[\s–-]+/).map((word) => word.charAt(0).toUpperCase()).join('').slice(0, 5)}S${new Date(startMs).getUTCFullYear()}`;
    content.conferences.push({
      name,
      acronym,
      city,
      country,
      startsOn: isoDay(startMs),
      endsOn: isoDay(startMs + random.int(1, 3) * DAY_MS),
      abstractDeadline: isoDay(startMs - random.int(60, 120) * DAY_MS),
      url: `https://${slugify(acronym)}.example.org`,
      description: `${name} (${acronym}) brings together researchers working on ${topic} in ${city} for three days of keynote lectures, oral sessions and posters. ${journal.name} publishes selected papers in a special issue.`,
      journalIndexes: [journalIndex],
    });
  }
}

/** Webinars (coming) and workshops (past), in turn, until the journal has enough events. */
function topUpEvents(random: Random, journal: GeneratedJournal, journalIndex: number, content: CatalogueContent, referenceMs: number, titles: Set<string>): void {
  const subject = journal.subjects[0] as SubjectSlug;
  for (let n = count(content.events, journalIndex); n < AT_LEAST.events; n++) {
    const webinar = n % 2 === 0;
    const [city, country] = random.pick(cities);
    const startMs = awayFromYearEnd(referenceMs + (webinar ? random.int(10, 200) : -random.int(20, 400)) * DAY_MS);
    const { title, description } = eventText(random, webinar ? 'webinar' : 'workshop', subject, journal.name, titles);
    content.events.push({
      journalIndex,
      kind: webinar ? 'webinar' : 'workshop',
      title,
      startsOn: isoDay(startMs),
      endsOn: isoDay(startMs + (webinar ? 0 : DAY_MS)),
      location: webinar ? 'Online' : `${city}, ${country}`,
      online: webinar,
      url: `https://events.oap-publisher.example/${slugify(title)}-${journal.nameSystem}`,
      description,
    });
  }
}

/** Every journal collaborates with at least one society of its subject. */
function addCollaboratingSociety(random: Random, journal: GeneratedJournal, journalIndex: number, content: CatalogueContent): void {
  const links = content.societyLinks.filter(([index]) => index === journalIndex);
  if (links.some(([, , relation]) => relation === 'collaboration')) return;
  const candidates = content.societies
    .map((society, index) => ({ society, index }))
    .filter(({ society, index }) => journal.subjects.includes(society.subject) && !links.some(([, linked]) => linked === index));
  // With no society of its subjects left, any society (which may be linked already: then none is added).
  const chosen = candidates.length ? random.pick(candidates).index : random.int(0, content.societies.length - 1);
  if (!links.some(([, linked]) => linked === chosen)) content.societyLinks.push([journalIndex, chosen, 'collaboration', random.pick([10, 15, 20])]);
}

/** A Young Investigator Award for the journal, unless it has one: four editions from two years back. */
function addYoungInvestigatorAward(random: Random, journal: GeneratedJournal, journalIndex: number, content: CatalogueContent, referenceYear: number): void {
  if (content.awardGroups.some((group) => group.journalIndex === journalIndex && group.kind === 'young-investigator')) return;
  content.awardGroups.push({
    journalIndex,
    kind: 'young-investigator',
    name: `${journal.name} Young Investigator Award`,
    description: `Honours an early-career researcher who has made a notable contribution to ${listOf(journal.sections.slice(0, 3).map((section) => section.name.toLowerCase()))} or another field covered by ${journal.name}.`,
    prize: `CHF ${random.pick([1000, 1500, 2000])}, a certificate and a free publication in the journal`,
    eligibility: 'Researchers within ten years of their PhD, nominated by a colleague or applying themselves.',
    editions: Array.from({ length: 4 }, (_, k) => referenceYear - 2 + k).map(awardCalendar(random)),
  });
}

/**
 * A thesis award takes theses for its next edition from September on, so its call is open through the
 * winter and spring around the catalogue's date (the year's own edition closes before).
 */
function openThesisCalls(random: Random, awardGroups: CatalogueContent['awardGroups'], referenceYear: number): void {
  for (const group of awardGroups) {
    if (group.kind !== 'thesis') continue;
    const closes = random.pick(['05-31', '06-30', '07-31']);
    const opens = random.pick(['08-15', '09-01', '09-15', '10-01']);
    for (const edition of group.editions) {
      if (edition.year === referenceYear) edition.deadline = `${referenceYear}-${closes}`;
      if (edition.year === referenceYear + 1) Object.assign(edition, { opensOn: `${referenceYear}-${opens}`, deadline: `${referenceYear + 1}-${closes}` });
    }
  }
}

/** Exhibitions: for each journal, two to four conferences of its subjects, a booth at each. */
function journalExhibitions(random: Random, journals: GeneratedJournal[], conferences: CatalogueContent['conferences']): GeneratedExhibition[] {
  const exhibitions: GeneratedExhibition[] = [];
  journals.forEach((journal, journalIndex) => {
    const fitting = conferences
      .map((conference, index) => ({ conference, index }))
      .filter(({ conference }) => conference.journalIndexes.some((other) => journals[other]?.subjects.some((subject) => journal.subjects.includes(subject))));
    for (const { index } of random.sample(fitting, random.int(2, 4))) {
      exhibitions.push({ journalIndex, conferenceIndex: index, booth: `${random.pick(['A', 'B', 'C', 'D'])}${random.int(1, 40)}` });
    }
  });
  return exhibitions;
}

/** Per journal, the year each of its databases began to index it: one to three years after the one before, from its founding, never after the reference year. */
function indexingYears(random: Random, journals: GeneratedJournal[], referenceYear: number): number[][] {
  return journals.map((journal) => {
    let year = journal.yearFounded;
    return journal.indexing.map(() => {
      year = Math.min(referenceYear, year + random.int(1, 3));
      return year;
    });
  });
}

/** A news item of a journal, from its own facts: a kind the journal has not told yet, under a title no one has used. */
function journalNews(random: Random, journal: GeneratedJournal, journalIndex: number, n: number, referenceMs: number, titles: Set<string>): CatalogueContent['news'][number] | null {
  const publishedMs = referenceMs - random.int(5, 700) * DAY_MS;
  for (let attempt = 0; attempt < journalStoryKinds; attempt++) {
    const story = journalStory(random, journal, new Date(publishedMs), new Date(referenceMs).getUTCFullYear(), n * 3 + journalIndex + attempt);
    if (story && !titles.has(story.title)) {
      titles.add(story.title);
      return { journalIndex, ...story, publishedAt: isoDay(publishedMs) };
    }
  }
  return null;
}
