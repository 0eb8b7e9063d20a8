// What the generated journals announce: conferences they take part in, news, events and announcements.
import { subjects } from '@oap/contracts/api/journals.ts';
import type { Conference, EventItem } from '@oap/contracts/api/journalSubpages.ts';
import type { SubjectSlug } from '@oap/contracts/api/journals.ts';
import type { GeneratedJournal } from './catalogue.ts';
import { slugify } from './catalogue.ts';
import { escapeHtml } from '../jats/jats.ts';
import { generatePerson, isoDay, ordinal, titleCase } from './journalContent.ts';
import type { Random } from './random.ts';
import { apcChangeDay, chf } from './english.ts';
import { APC_EFFECTIVE_FROM } from '../rows/apcCharges.ts';
import { journalStory, publisherStory, publisherStoryKinds, type Story } from './newsStories.ts';
import { vocabulary } from './vocabulary.ts';
import { themeOf } from './vocabularyThemes.ts';

const DAY_MS = 86_400_000;
const p = (text: string) => `<p>${escapeHtml(text)}</p>`;

export const cities = [
  ['Basel', 'Switzerland'], ['Barcelona', 'Spain'], ['Vienna', 'Austria'], ['Prague', 'Czech Republic'], ['Lisbon', 'Portugal'],
  ['Kyoto', 'Japan'], ['Singapore', 'Singapore'], ['Toronto', 'Canada'], ['Boston', 'United States'], ['Cape Town', 'South Africa'],
  ['Melbourne', 'Australia'], ['Copenhagen', 'Denmark'], ['Milan', 'Italy'], ['Edinburgh', 'United Kingdom'], ['São Paulo', 'Brazil'],
] as const;

/** A conference as the API shows it, before it has an id and knows its journals by index only. */
export type GeneratedConference = Omit<Conference, 'id' | 'journals'> & { journalIndexes: number[] };

export function journalsOfSubject(journals: GeneratedJournal[], subject: SubjectSlug): number[] {
  return journals.map((journal, index) => ({ journal, index })).filter(({ journal }) => journal.subjects.includes(subject)).map(({ index }) => index);
}

/**
 * A meeting's first day away from the year's end: one that would fall between 18 December and
 * 4 January starts on 12 January instead, as no society holds its conference over Christmas.
 */
export function awayFromYearEnd(startMs: number): number {
  const day = new Date(startMs);
  const month = day.getUTCMonth();
  const date = day.getUTCDate();
  if (month === 11 && date >= 18) return Date.UTC(day.getUTCFullYear() + 1, 0, 12);
  if (month === 0 && date <= 4) return Date.UTC(day.getUTCFullYear(), 0, 12);
  return startMs;
}

export function generateConferences(random: Random, journals: GeneratedJournal[], referenceMs: number): GeneratedConference[] {
  const conferences: GeneratedConference[] = [];
  for (let i = 0; i < 60; i++) {
    const subject = random.pick(subjects).slug;
    const topic = random.pick(vocabulary[subject].topics);
    const [city, country] = random.pick(cities);
    const startMs = awayFromYearEnd(referenceMs + random.int(-700, 400) * DAY_MS);
    const name = `International Conference on ${titleCase(topic)}`;
    const acronym = `${topic.split(/[\s–-]+/).map((word) => word.charAt(0).toUpperCase()).join('').slice(0, 5)}${new Date(startMs).getUTCFullYear()}`;
    conferences.push({
      name,
      acronym,
      city,
      country,
      startsOn: isoDay(startMs),
      endsOn: isoDay(startMs + random.int(1, 4) * DAY_MS),
      abstractDeadline: isoDay(startMs - random.int(60, 120) * DAY_MS),
      url: `https://${slugify(acronym)}.example.org`,
      description: `${name} (${acronym}) gathers researchers working on ${topic} in ${city}, with keynote lectures, oral sessions and posters. Selected papers are invited to a special issue.`,
      journalIndexes: random.sample(journalsOfSubject(journals, subject), random.int(1, 3)),
    });
  }
  return conferences;
}

export interface GeneratedNews {
  journalIndex: number | null;
  category: string;
  title: string;
  publishedAt: string;
  summary: string;
  html: string;
}

/** News of the journals and of the publisher over the last two and a half years; no two share a title. */
export function generateNews(random: Random, journals: GeneratedJournal[], referenceMs: number, count = 120): GeneratedNews[] {
  const items: GeneratedNews[] = [];
  const titles = new Set<string>();
  const add = (journalIndex: number | null, publishedMs: number, story: Story | null) => {
    if (!story || titles.has(story.title)) return;
    titles.add(story.title);
    items.push({ journalIndex, ...story, publishedAt: isoDay(publishedMs) });
  };
  const referenceYear = new Date(referenceMs).getUTCFullYear();
  for (let year = referenceYear - 2; year <= referenceYear; year++) {
    for (let kind = 0; kind < publisherStoryKinds; kind++) {
      // Spread over the year, or over its part before the catalogue's date.
      const yearStart = Date.UTC(year, 0, 1);
      const publishedMs = yearStart + random.int(0, Math.floor((Math.min(referenceMs, Date.UTC(year, 11, 31)) - yearStart) / DAY_MS)) * DAY_MS;
      add(null, publishedMs, publisherStory(year, kind));
    }
  }
  for (let i = 0; i < count; i++) {
    const journalIndex = random.int(0, journals.length - 1);
    const publishedMs = referenceMs - random.int(0, 900) * DAY_MS;
    add(journalIndex, publishedMs, journalStory(random, journals[journalIndex] as GeneratedJournal, new Date(publishedMs), referenceYear));
  }
  return items.sort((a, b) => a.publishedAt.localeCompare(b.publishedAt) || a.title.localeCompare(b.title));
}

/** An event as the API shows it, with its journal as an index into the generated journals. */
export type GeneratedEvent = Omit<EventItem, 'id' | 'journal'> & { journalIndex: number | null };

/**
 * An event's title and description, from its kind and topic: no two events of the catalogue share a
 * title (`titles` holds those given), and each names its speakers.
 */
export function eventText(random: Random, kind: string, subject: SubjectSlug, journalName: string | null, titles: Set<string>): { title: string; description: string } {
  for (let attempt = 0; ; attempt++) {
    const topic = random.pick(vocabulary[subject].topics);
    const theme = themeOf(subject, topic);
    const Topic = titleCase(topic);
    const forms =
      kind === 'webinar'
        ? [`Webinar: What Is New in ${Topic}`, `Webinar: ${Topic} and ${titleCase(random.pick(theme.outcomes))}`, `Meet the Editors: Publishing on ${Topic}`, `Webinar: Methods for ${Topic}`]
        : kind === 'workshop'
          ? [`Workshop on ${Topic} in ${titleCase(random.pick(theme.settings))}`, `Hands-on Workshop: ${titleCase(random.pick(theme.methods).replace(/^(A|An) /, ''))}`, `Early-Career Workshop on ${Topic}`]
          : [`Symposium on ${Topic} and ${titleCase(random.pick(theme.outcomes))}`, `${Topic}: a Symposium on ${titleCase(theme.field)}`];
    const base = random.pick(forms);
    const title = attempt < 4 ? base : `${base} (${ordinal(attempt - 2)} Edition)`;
    if (titles.has(title)) continue;
    titles.add(title);
    const speakers = Array.from({ length: random.int(2, 3) }, () => generatePerson(random, random.pick(['Prof. ', 'Dr. '])));
    const host = journalName ? `${journalName} hosts` : 'The publisher hosts';
    return {
      title,
      description: `${host} ${speakers.length === 2 ? 'two' : 'three'} talks on ${topic} in ${theme.field}, by ${speakers.map((speaker) => `${speaker.name} (${speaker.affiliation})`).join(', ')}, followed by questions from the audience.`,
    };
  }
}

export function generateEvents(random: Random, journals: GeneratedJournal[], referenceMs: number, count = 80): GeneratedEvent[] {
  const events: GeneratedEvent[] = [];
  const titles = new Set<string>();
  for (let i = 0; i < count; i++) {
    const journalIndex = random.chance(0.8) ? random.int(0, journals.length - 1) : null;
    const journal = journalIndex === null ? null : (journals[journalIndex] as GeneratedJournal);
    const subject = journal ? (journal.subjects[0] as SubjectSlug) : random.pick(subjects).slug;
    const kind = random.pick(['webinar', 'webinar', 'workshop', 'symposium']);
    const online = kind === 'webinar' || random.chance(0.2);
    const [city, country] = random.pick(cities);
    const startMs = awayFromYearEnd(referenceMs + random.int(-500, 300) * DAY_MS);
    const { title, description } = eventText(random, kind, subject, journal?.name ?? null, titles);
    events.push({
      journalIndex,
      kind,
      title,
      startsOn: isoDay(startMs),
      endsOn: isoDay(startMs + (kind === 'webinar' ? 0 : random.int(1, 2)) * DAY_MS),
      location: online ? 'Online' : `${city}, ${country}`,
      online,
      url: `https://events.oap-publisher.example/${slugify(title)}-${i + 1}`,
      description,
    });
  }
  return events;
}

export interface GeneratedAnnouncement {
  journalIndex: number | null;
  title: string;
  publishedAt: string;
  html: string;
}

/** The day the charges of APC_EFFECTIVE_FROM were announced (the APC updates page: at least three months ahead). */
const APC_ANNOUNCED_ON = `${Number(APC_EFFECTIVE_FROM.slice(0, 4)) - 1}-09-01`;

const apcAnnouncement = (journal: GeneratedJournal): string =>
  `From ${apcChangeDay()} the article processing charge of ${journal.name} is ${chf(journal.apcChf)} for newly submitted manuscripts; until then it is ${chf(journal.apcChfBefore)}.`;

export function generateAnnouncements(random: Random, journals: GeneratedJournal[], referenceMs: number): GeneratedAnnouncement[] {
  const items: GeneratedAnnouncement[] = [];
  // `on`: a fixed day instead of one drawn (drawn all the same, so that the stream goes on as before); none before it.
  const add = (journalIndex: number | null, title: string, text: string, on?: string) => {
    const publishedAt = isoDay(referenceMs - random.int(0, 700) * DAY_MS);
    if (on === undefined || Date.parse(on) <= referenceMs) items.push({ journalIndex, title, publishedAt: on ?? publishedAt, html: p(text) });
  };
  journals.forEach((journal, index) => {
    add(index, `${journal.name} Is Now Indexed in ${journal.indexing.at(-1) ?? 'DOAJ'}`, `We are pleased to announce that ${journal.name} is now covered by ${journal.indexing.at(-1) ?? 'DOAJ'}.`);
    add(index, `Call for Papers: ${random.pick(journal.sections).name}`, `${journal.name} invites submissions to its section ${random.pick(journal.sections).name}.`);
    if (random.chance(0.6)) add(index, `Article Processing Charge for ${journal.name}`, apcAnnouncement(journal), APC_ANNOUNCED_ON);
    if (random.chance(0.5)) add(index, `${journal.name} Reviewer Voucher Programme`, 'Reviewers receive a discount voucher for their own next submission after each completed review.');
  });
  for (const title of ['New Submission System Released', 'Updated Policy on Research Data', 'Publisher Joins the Initiative for Open Citations', 'Changes to Our Privacy Policy']) {
    add(null, title, `${title}. Read the details in our policies section.`);
  }
  return items.sort((a, b) => a.publishedAt.localeCompare(b.publishedAt) || a.title.localeCompare(b.title));
}

