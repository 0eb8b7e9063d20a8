// The groupings articles belong to: topical collections of a journal, topics across journals of a
// subject, and special issues. Each is about one theme (vocabularyThemes.ts): its keywords are the
// theme's topics, and an article joins it only on its own topic (grouping.ts).
import { subjects } from '@oap/contracts/api/journals.ts';
import type { SubjectSlug } from '@oap/contracts/api/journals.ts';
import type { GeneratedJournal } from './catalogue.ts';
import { slugify } from './catalogue.ts';
import { escapeHtml } from '../jats/jats.ts';
import { has, listOf, lowerFirst } from './english.ts';
import { generatePerson, isoDay, ordinal, titleCase, type Person } from './journalContent.ts';
import type { Random } from './random.ts';
import { journalsOfSubject } from './newsAndEvents.ts';
import { vocabulary } from './vocabulary.ts';
import { themeOf } from './vocabularyThemes.ts';

const DAY_MS = 86_400_000;
const p = (text: string) => `<p>${escapeHtml(text)}</p>`;
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export interface GeneratedCollection {
  journalIndex: number;
  identifier: string;
  name: string;
  descriptionHtml: string;
  createdOn: string;
  editors: Person[];
}

export function generateCollections(random: Random, journals: GeneratedJournal[], referenceMs: number): GeneratedCollection[] {
  const collections: GeneratedCollection[] = [];
  journals.forEach((journal, journalIndex) => {
    const vocab = vocabulary[journal.subjects[0] as SubjectSlug];
    const used = new Set<string>();
    for (const topic of random.sample(vocab.topics, random.int(2, 4))) {
      const name = random.pick([`Feature Papers in ${titleCase(topic)}`, `${titleCase(topic)}: Reviews and Perspectives`, `Early-Career Researchers in ${titleCase(topic)}`]);
      let identifier = slugify(name).replace(/-/g, '_');
      while (used.has(identifier)) identifier += '_2';
      used.add(identifier);
      const foundedMs = Date.parse(`${journal.yearFounded}-06-01`);
      collections.push({
        journalIndex,
        identifier,
        name,
        descriptionHtml: p(`This topical collection of ${journal.name} brings together high-quality research articles and reviews on ${topic}. It is open for submissions at any time.`),
        createdOn: isoDay(Math.max(foundedMs, referenceMs - random.int(200, 3000) * DAY_MS)),
        editors: Array.from({ length: random.int(1, 2) }, () => generatePerson(random, 'Prof. Dr. ')),
      });
    }
  });
  return collections;
}

export interface GeneratedTopic {
  identifier: string;
  name: string;
  subject: SubjectSlug;
  descriptionHtml: string;
  keywords: string[];
  opensOn: string;
  deadline: string;
  openMs: number;
  deadlineMs: number;
  views: number;
  journalIndexes: number[];
  editors: Person[];
}

/** Topics span two to five journals sharing a subject; deadlines range from years ago to next year. */
export function generateTopics(random: Random, journals: GeneratedJournal[], count: number, referenceMs: number): GeneratedTopic[] {
  const topics: GeneratedTopic[] = [];
  const used = new Set<string>();
  const subjectWeights = subjects.map((subject) => journals.filter((j) => j.subjects.includes(subject.slug)).reduce((sum, j) => sum + j.weight, 0));
  for (let i = 0; i < count; i++) {
    const subject = (subjects[random.weighted(subjectWeights)] ?? subjects[0]).slug;
    const vocab = vocabulary[subject];
    const topic = random.pick(vocab.topics);
    const theme = themeOf(subject, topic);
    const setting = random.pick(theme.settings);
    const forms = [
      `${titleCase(topic)} in ${titleCase(setting)}`,
      `Advances in ${titleCase(topic)}`,
      `${titleCase(topic)}: Mechanisms and Applications`,
      `New Perspectives on ${titleCase(topic)} and ${titleCase(random.pick(theme.outcomes))}`,
    ];
    // No two topics share a name: another form, else the next edition of the series.
    const drawn = random.pick(forms);
    const base = used.has(`name:${drawn}`) ? (forms.find((form) => !used.has(`name:${form}`)) ?? drawn) : drawn;
    let name = base;
    for (let edition = 2; used.has(`name:${name}`); edition++) name = `${base}, ${ordinal(edition)} Edition`;
    used.add(`name:${name}`);
    let identifier = slugify(name).replace(/-/g, '_');
    if (used.has(identifier)) identifier = `${identifier}_${i + 1}`;
    used.add(identifier);
    const deadlineMs = referenceMs + random.int(-4 * 365, 540) * DAY_MS;
    const openMs = deadlineMs - random.int(300, 700) * DAY_MS;
    const candidates = journalsOfSubject(journals, subject);
    // Its keywords are its topic, setting and the topics studied with it (its theme's): articles join it on their own topic.
    const keywords = [...new Set([topic, setting, ...random.sample(theme.topics.filter((t) => t !== topic), 3)])];
    topics.push({
      identifier,
      name,
      subject,
      descriptionHtml:
        p(`${capitalise(topic)} ${has(topic)} become one of the most active areas of ${theme.field}. This topic brings together original research and reviews on ${lowerFirst(topic)}, with a focus on ${setting}.`) +
        p(`Contributions on ${listOf(keywords.slice(2).map(lowerFirst))} are particularly welcome, as are studies that combine ${lowerFirst(random.pick(theme.methods))} with other approaches. Papers are published in the participating journals as they are accepted, and collected on this page.`),
      keywords,
      opensOn: isoDay(openMs),
      deadline: isoDay(deadlineMs),
      openMs,
      deadlineMs,
      views: random.int(200, 40000),
      journalIndexes: random.sample(candidates, random.int(Math.min(2, candidates.length), Math.min(5, candidates.length))).sort((a, b) => a - b),
      editors: Array.from({ length: random.int(1, 3) }, () => generatePerson(random, 'Prof. Dr. ')),
    });
  }
  return topics;
}

export interface GeneratedSpecialIssue {
  journalIndex: number;
  sectionIndex: number | null;
  identifier: string;
  name: string;
  descriptionHtml: string;
  keywords: string[];
  openMs: number;
  deadlineMs: number;
  views: number;
  editors: Person[];
}

/** A special issue of a journal open from openMs to deadlineMs; identifiers are unique within the journal (`used`). */
export function generateSpecialIssue(
  random: Random,
  journal: GeneratedJournal,
  journalIndex: number,
  openMs: number,
  deadlineMs: number,
  used: Set<string>,
  /** The topic it is on, when an article asks for one (as its first keyword, lower-cased); else drawn. */
  onTopic?: string,
): GeneratedSpecialIssue {
  const subject = journal.subjects[0] as SubjectSlug;
  const vocab = vocabulary[subject];
  // Drawn even when given, so the stream of special issues makes the same draws either way.
  const drawn = random.pick(vocab.topics);
  const topic = (onTopic && journal.subjects.flatMap((s) => vocabulary[s].topics).find((t) => lowerFirst(t) === onTopic)) || drawn;
  const topicSubject = journal.subjects.find((s) => vocabulary[s].topics.includes(topic)) ?? subject;
  // The related topic, setting and outcome come from the topic's theme; each is one draw, as before.
  const theme = themeOf(topicSubject, topic);
  const other = random.pick(theme.topics);
  const baseName = random.pick([
    `Advances in ${titleCase(topic)}`,
    `${titleCase(topic)} in ${titleCase(random.pick(theme.settings))}`,
    `New Insights into ${titleCase(topic)}`,
    `${titleCase(topic)}: From Mechanisms to Applications`,
    other === topic ? `${titleCase(topic)}: Open Questions` : `${titleCase(topic)} and ${titleCase(other)}`,
    `Recent Developments in ${titleCase(topic)} and ${titleCase(random.pick(theme.outcomes))}`,
  ]);
  // A name the journal already gave a special issue is that series' next edition ("…, 2nd Edition").
  let name = baseName;
  for (let edition = 2; used.has(`name:${name}`); edition++) name = `${baseName}, ${ordinal(edition)} Edition`;
  used.add(`name:${name}`);
  const year = new Date(deadlineMs).getUTCFullYear();
  let identifier = `${slugify(name).replace(/-/g, '_').slice(0, 60)}_${year}`;
  for (let n = 2; used.has(identifier); n++) identifier = `${slugify(name).replace(/-/g, '_').slice(0, 60)}_${year}_${n}`;
  used.add(identifier);
  const keywords = [...new Set([topic, other, random.pick(theme.settings), random.pick(theme.outcomes)])];
  const sectionIndex = journal.sections.length && random.chance(0.7) ? random.int(0, journal.sections.length - 1) : null;
  return {
    journalIndex,
    sectionIndex,
    identifier,
    name,
    descriptionHtml:
      p(`Dear Colleagues,`) +
      p(`${capitalise(topic)} ${has(topic)} become one of the most active areas of ${theme.field}. This special issue collects original research articles and reviews on ${listOf(keywords.map(lowerFirst))}.`) +
      p('We look forward to receiving your contributions.'),
    keywords,
    openMs,
    deadlineMs,
    views: random.int(100, 20000),
    editors: Array.from({ length: random.int(1, 3) }, () => generatePerson(random, random.pick(['Prof. Dr. ', 'Dr. ']))),
  };
}
