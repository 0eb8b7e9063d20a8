// The generated catalogue around the articles: journal boards and offices, journal pages, societies,
// awards, conferences, news, events, announcements, topical collections, topics and special issues.
// Everything comes from the seeded PRNG, so the same seed gives the same catalogue.
import { subjects } from '@oap/contracts/api/journals.ts';
import type { Conference, EventItem } from '@oap/contracts/api/journalSubpages.ts';
import type { SubjectSlug } from '@oap/contracts/api/journals.ts';
import type { GeneratedJournal } from './catalogue.ts';
import { orcid, personName, slugify } from './catalogue.ts';
import { escapeHtml } from '../jats/jats.ts';
import type { Random } from './random.ts';
import { has, listOf, lowerFirst } from './english.ts';
import { institutions, vocabulary } from './vocabulary.ts';
import { themeOf } from './vocabularyThemes.ts';

const DAY_MS = 86_400_000;
export const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
export const titleCase = (text: string) =>
  text.replace(/\b([a-z])([a-z]*)/g, (word, first: string, rest: string) =>
    /^(of|and|in|the|for|on|to|a|an|from|with|under|at|by)$/.test(word) ? word : first.toUpperCase() + rest,
  );
const p = (text: string) => `<p>${escapeHtml(text)}</p>`;
/** 2 -> "2nd", 11 -> "11th", 23 -> "23rd". */
export const ordinal = (n: number): string => `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;

export interface Person {
  name: string;
  affiliation: string;
  country: string;
  orcid: string | null;
}

export function generatePerson(random: Random, title = ''): Person {
  const person = personName(random);
  const institution = random.pick(institutions);
  return {
    name: `${title}${person.givenNames} ${person.surname}`,
    affiliation: institution.name,
    country: institution.country,
    orcid: random.chance(0.7) ? orcid(random) : null,
  };
}

// Boards ------------------------------------------------------------------------------------------

export type BoardKind = 'editorial-board' | 'topical-advisory-panel' | 'publication-committee';

export interface GeneratedBoardMember extends Person {
  board: BoardKind;
  role: string;
  /** Index into the journal's sections, or null for the whole journal. */
  sectionIndex: number | null;
  interests: string[];
}

/** Editorial board (Editor-in-Chief first, then section chiefs, associate editors, members), topical advisory panel, publication committee. */
export function generateBoard(random: Random, journal: GeneratedJournal): GeneratedBoardMember[] {
  const vocab = vocabulary[journal.subjects[0] as SubjectSlug];
  const interests = () => random.sample(vocab.topics, random.int(2, 4));
  const members: GeneratedBoardMember[] = journal.editorsInChief.map((editor) => ({
    name: editor.name,
    affiliation: editor.affiliation.split(', ').slice(0, -1).join(', ') || editor.affiliation,
    country: editor.affiliation.split(', ').at(-1) ?? '',
    orcid: editor.orcid,
    board: 'editorial-board',
    role: editor.role,
    sectionIndex: null,
    interests: interests(),
  }));
  journal.sections.forEach((_, sectionIndex) => {
    members.push({ ...generatePerson(random, 'Prof. Dr. '), board: 'editorial-board', role: 'Section Editor-in-Chief', sectionIndex, interests: interests() });
  });
  for (let i = 0, n = random.int(2, 4); i < n; i++) {
    members.push({ ...generatePerson(random, 'Prof. Dr. '), board: 'editorial-board', role: 'Associate Editor', sectionIndex: null, interests: interests() });
  }
  const boardSize = 12 + journal.weight * 5 + random.int(0, 10);
  for (let i = 0; i < boardSize; i++) {
    const title = random.pick(['Prof. Dr. ', 'Dr. ', 'Dr. ', 'Prof. ']);
    members.push({
      ...generatePerson(random, title),
      board: 'editorial-board',
      role: 'Editorial Board Member',
      sectionIndex: random.int(0, Math.max(0, journal.sections.length - 1)),
      interests: interests(),
    });
  }
  for (let i = 0, n = 6 + journal.weight * 2; i < n; i++) {
    members.push({ ...generatePerson(random, 'Dr. '), board: 'topical-advisory-panel', role: 'Topical Advisory Panel Member', sectionIndex: null, interests: interests() });
  }
  for (let i = 0, n = random.int(3, 6); i < n; i++) {
    members.push({
      ...generatePerson(random, 'Prof. Dr. '),
      board: 'publication-committee',
      role: i === 0 ? 'Chair of the Publication Committee' : 'Publication Committee Member',
      sectionIndex: null,
      interests: interests(),
    });
  }
  return members;
}

export interface GeneratedOfficeMember {
  name: string;
  role: string;
  email: string;
}

const emailLocal = (name: string) => slugify(name).replace(/-/g, '.');

export function generateOffice(random: Random, journal: GeneratedJournal): GeneratedOfficeMember[] {
  const staff: GeneratedOfficeMember[] = [];
  const add = (role: string) => {
    const person = personName(random);
    const name = `${person.givenNames} ${person.surname}`;
    staff.push({ name, role, email: `${emailLocal(name)}@oap-publisher.example` });
  };
  add('Managing Editor');
  for (let i = 0, n = Math.min(3, journal.sections.length); i < n; i++) add('Section Managing Editor');
  for (let i = 0, n = 1 + Math.floor(journal.weight / 3); i < n; i++) add('Assistant Editor');
  return staff;
}

// Societies -------------------------------------------------------------------------------------------

export interface GeneratedSociety {
  nameSystem: string;
  name: string;
  abbreviation: string;
  country: string;
  yearFounded: number;
  url: string;
  description: string;
  subject: SubjectSlug;
}

const societyDefinitions: { name: string; abbreviation: string; subject: SubjectSlug; country: string }[] = [
  { name: 'European Society for Cell and Developmental Biology', abbreviation: 'ESCDB', subject: 'biology-life-sciences', country: 'Switzerland' },
  { name: 'International Society of Microbial Ecology and Genomics', abbreviation: 'ISMEG', subject: 'biology-life-sciences', country: 'Netherlands' },
  { name: 'Society for Applied Economics and Finance', abbreviation: 'SAEF', subject: 'business-economics', country: 'United Kingdom' },
  { name: 'International Association of Catalysis and Materials', abbreviation: 'IACM', subject: 'chemistry-materials-science', country: 'Germany' },
  { name: 'Polymer and Soft Matter Society', abbreviation: 'PSMS', subject: 'chemistry-materials-science', country: 'Italy' },
  { name: 'Association for Computational Modelling', abbreviation: 'ACM-E', subject: 'computer-science-mathematics', country: 'France' },
  { name: 'International Society of Energy Engineers', abbreviation: 'ISEE', subject: 'engineering', country: 'Denmark' },
  { name: 'Sensors and Instrumentation Society', abbreviation: 'SIS', subject: 'engineering', country: 'Japan' },
  { name: 'European Hydrology and Water Association', abbreviation: 'EHWA', subject: 'environmental-earth-sciences', country: 'Austria' },
  { name: 'Alpine Climate Research Society', abbreviation: 'ACRS', subject: 'environmental-earth-sciences', country: 'Switzerland' },
  { name: 'Society of Clinical and Translational Medicine', abbreviation: 'SCTM', subject: 'medicine-pharmacology', country: 'Spain' },
  { name: 'International Pharmaceutics Society', abbreviation: 'IPS', subject: 'medicine-pharmacology', country: 'Belgium' },
  { name: 'European Physical Sciences Union', abbreviation: 'EPSU', subject: 'physical-sciences', country: 'Czech Republic' },
  { name: 'Association for Education and Society Research', abbreviation: 'AESR', subject: 'social-sciences-arts-humanities', country: 'Finland' },
  { name: 'Global Public Health Network', abbreviation: 'GPHN', subject: 'public-health-healthcare', country: 'Kenya' },
  { name: 'Society for Nutrition and Epidemiology', abbreviation: 'SNE', subject: 'public-health-healthcare', country: 'Sweden' },
];

export function generateSocieties(random: Random): GeneratedSociety[] {
  return societyDefinitions.map((definition) => ({
    nameSystem: slugify(definition.abbreviation),
    name: definition.name,
    abbreviation: definition.abbreviation,
    country: definition.country,
    yearFounded: random.int(1950, 2012),
    url: `https://${slugify(definition.abbreviation)}.example.org`,
    description: `The ${definition.name} (${definition.abbreviation}) brings together researchers in ${vocabulary[definition.subject].sections
      .slice(0, 3)
      .join(', ')
      .toLowerCase()} and promotes open, reproducible research.`,
    subject: definition.subject,
  }));
}

/** Which societies each journal works with: [journal index, society index, relation, member discount]. */
export function linkSocieties(random: Random, journals: GeneratedJournal[], societies: GeneratedSociety[]): [number, number, string, number][] {
  const links: [number, number, string, number][] = [];
  journals.forEach((journal, journalIndex) => {
    const candidates = societies.map((society, index) => ({ society, index })).filter(({ society }) => journal.subjects.includes(society.subject));
    for (const { index } of random.sample(candidates, random.int(0, Math.min(2, candidates.length)))) {
      links.push([journalIndex, index, random.chance(0.4) ? 'affiliated' : 'collaboration', random.pick([10, 15, 20])]);
    }
  });
  return links;
}

// Awards ----------------------------------------------------------------------------------------------

export interface GeneratedAwardGroup {
  journalIndex: number | null;
  kind: 'best-paper' | 'young-investigator' | 'outstanding-reviewer' | 'thesis' | 'travel';
  name: string;
  description: string;
  prize: string;
  eligibility: string;
  editions: { year: number; opensOn: string; deadline: string }[];
}

export function generateAwards(random: Random, journals: GeneratedJournal[], referenceYear: number): GeneratedAwardGroup[] {
  const groups: GeneratedAwardGroup[] = [];
  const editions = (founded: number) => {
    const list: GeneratedAwardGroup['editions'] = [];
    for (let year = Math.max(founded + 3, referenceYear - 5); year <= referenceYear + 1; year++) {
      list.push({ year, opensOn: `${year - 1}-12-01`, deadline: `${year}-${random.pick(['03-31', '06-30', '09-30', '12-31'])}` });
    }
    return list;
  };
  journals.forEach((journal, journalIndex) => {
    const established = referenceYear - journal.yearFounded >= 4;
    if (!established) return;
    groups.push({
      journalIndex,
      kind: 'best-paper',
      name: `${journal.name} Best Paper Award`,
      description: `The ${journal.name} Best Paper Award recognises outstanding papers published in the journal, chosen by the Award Committee for their originality, significance and influence.`,
      prize: `CHF ${random.pick([500, 800, 1000])} and a certificate`,
      eligibility: `Research articles and reviews published in ${journal.name} in the two years before the deadline.`,
      editions: editions(journal.yearFounded),
    });
    if (journal.weight >= 4) {
      groups.push({
        journalIndex,
        kind: 'young-investigator',
        name: `${journal.name} Young Investigator Award`,
        description: `Honours an early-career researcher who has made a notable contribution to the fields covered by ${journal.name}.`,
        prize: 'CHF 2000, a certificate and a free publication in the journal',
        eligibility: 'Researchers within ten years of their PhD.',
        editions: editions(journal.yearFounded),
      });
    }
    if (journal.weight >= 6) {
      groups.push({
        journalIndex,
        kind: 'outstanding-reviewer',
        name: `${journal.name} Outstanding Reviewer Award`,
        description: 'Thanks reviewers whose reports were timely, thorough and constructive.',
        prize: 'A certificate and a voucher for a future article processing charge',
        eligibility: `Reviewers for ${journal.name} in the award year.`,
        editions: editions(journal.yearFounded),
      });
    }
    if (random.chance(0.35)) {
      groups.push({
        journalIndex,
        kind: 'thesis',
        name: `${journal.name} Best PhD Thesis Award`,
        description: `Recognises an outstanding doctoral thesis in the scope of ${journal.name}. Candidates submit their thesis through the award page.`,
        prize: 'CHF 800 and a certificate',
        eligibility: 'PhD theses defended in the two years before the deadline.',
        editions: editions(journal.yearFounded),
      });
    }
    groups.push({
      journalIndex,
      kind: 'travel',
      name: `${journal.name} Travel Award`,
      description: `Supports PhD students and postdoctoral researchers presenting their work at an international conference in the scope of ${journal.name}.`,
      prize: `CHF ${random.pick([400, 500, 800])} towards travel and registration`,
      eligibility: 'PhD students and postdocs presenting a paper or poster.',
      editions: editions(journal.yearFounded),
    });
  });
  return groups;
}

// Conferences, news, events, announcements -------------------------------------------------------------

export const cities = [
  ['Basel', 'Switzerland'], ['Barcelona', 'Spain'], ['Vienna', 'Austria'], ['Prague', 'Czech Republic'], ['Lisbon', 'Portugal'],
  ['Kyoto', 'Japan'], ['Singapore', 'Singapore'], ['Toronto', 'Canada'], ['Boston', 'United States'], ['Cape Town', 'South Africa'],
  ['Melbourne', 'Australia'], ['Copenhagen', 'Denmark'], ['Milan', 'Italy'], ['Edinburgh', 'United Kingdom'], ['São Paulo', 'Brazil'],
] as const;

/** A conference as the API shows it, before it has an id and knows its journals by index only. */
export type GeneratedConference = Omit<Conference, 'id' | 'journals'> & { journalIndexes: number[] };

function journalsOfSubject(journals: GeneratedJournal[], subject: SubjectSlug): number[] {
  return journals.map((journal, index) => ({ journal, index })).filter(({ journal }) => journal.subjects.includes(subject)).map(({ index }) => index);
}

export function generateConferences(random: Random, journals: GeneratedJournal[], referenceMs: number): GeneratedConference[] {
  const conferences: GeneratedConference[] = [];
  for (let i = 0; i < 60; i++) {
    const subject = random.pick(subjects).slug;
    const topic = random.pick(vocabulary[subject].topics);
    const [city, country] = random.pick(cities);
    const startMs = referenceMs + random.int(-700, 400) * DAY_MS;
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

export function generateNews(random: Random, journals: GeneratedJournal[], referenceMs: number, count = 120): GeneratedNews[] {
  const items: GeneratedNews[] = [];
  for (let i = 0; i < count; i++) {
    const journalIndex = random.chance(0.75) ? random.int(0, journals.length - 1) : null;
    const journal = journalIndex === null ? null : (journals[journalIndex] as GeneratedJournal);
    const publishedMs = referenceMs - random.int(0, 900) * DAY_MS;
    const year = new Date(publishedMs).getUTCFullYear();
    const kind = random.int(0, 4);
    let category: string;
    let title: string;
    let summary: string;
    if (journal && kind === 0 && journal.impactFactor !== null) {
      category = 'Impact Factor';
      title = `${journal.name} Receives an Impact Factor of ${journal.impactFactor}`;
      summary = `The latest Journal Citation Reports give ${journal.name} an Impact Factor of ${journal.impactFactor} and a five-year Impact Factor of ${(journal.impactFactor * 1.1).toFixed(1)}.`;
    } else if (journal && kind === 1) {
      category = 'Awards';
      title = `Winners of the ${year} ${journal.name} Best Paper Award`;
      summary = `The Award Committee of ${journal.name} has chosen the winners of the ${year} Best Paper Award. Congratulations to the authors.`;
    } else if (journal && kind === 2) {
      category = 'Journal News';
      const section = random.pick(journal.sections);
      title = `${journal.name} Launches a New Section: ${section.name}`;
      summary = `${journal.name} now welcomes submissions to its section ${section.name}, led by a new Section Editor-in-Chief.`;
    } else if (kind === 3) {
      category = 'Open Access';
      title = `Open Access Week ${year}: ${random.pick(['Open Science and Reproducibility', 'Sharing Data Responsibly', 'Equity in Scholarly Publishing'])}`;
      summary = 'Our journals join Open Access Week with webinars, discounts and a series of interviews with editors and authors.';
    } else {
      category = 'Announcements';
      title = journal ? `${journal.name} Welcomes New Editorial Board Members` : `New Institutional Open Access Agreements in ${year}`;
      summary = journal
        ? `${journal.name} welcomes new members to its editorial board, extending its expertise in ${random.pick(vocabulary[journal.subjects[0] as SubjectSlug].topics)}.`
        : 'Authors at more institutions can now publish without paying the article processing charge themselves.';
    }
    items.push({
      journalIndex,
      category,
      title,
      publishedAt: isoDay(publishedMs),
      summary,
      html: p(summary) + p('For more information, please contact the editorial office.'),
    });
  }
  return items.sort((a, b) => a.publishedAt.localeCompare(b.publishedAt) || a.title.localeCompare(b.title));
}

/** An event as the API shows it, with its journal as an index into the generated journals. */
export type GeneratedEvent = Omit<EventItem, 'id' | 'journal'> & { journalIndex: number | null };

export function generateEvents(random: Random, journals: GeneratedJournal[], referenceMs: number, count = 80): GeneratedEvent[] {
  const events: GeneratedEvent[] = [];
  for (let i = 0; i < count; i++) {
    const journalIndex = random.chance(0.8) ? random.int(0, journals.length - 1) : null;
    const subject = journalIndex === null ? random.pick(subjects).slug : ((journals[journalIndex] as GeneratedJournal).subjects[0] as SubjectSlug);
    const topic = random.pick(vocabulary[subject].topics);
    const kind = random.pick(['webinar', 'webinar', 'workshop', 'symposium']);
    const online = kind === 'webinar' || random.chance(0.2);
    const [city, country] = random.pick(cities);
    const startMs = referenceMs + random.int(-500, 300) * DAY_MS;
    const title = `${kind === 'webinar' ? 'Webinar' : kind === 'workshop' ? 'Workshop' : 'Symposium'}: ${titleCase(topic)}`;
    events.push({
      journalIndex,
      kind,
      title,
      startsOn: isoDay(startMs),
      endsOn: isoDay(startMs + (kind === 'webinar' ? 0 : random.int(1, 2)) * DAY_MS),
      location: online ? 'Online' : `${city}, ${country}`,
      online,
      url: `https://events.oap-publisher.example/${slugify(title)}-${i + 1}`,
      description: `Speakers present recent findings on ${topic} and discuss open questions with the audience.`,
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

export function generateAnnouncements(random: Random, journals: GeneratedJournal[], referenceMs: number): GeneratedAnnouncement[] {
  const items: GeneratedAnnouncement[] = [];
  const add = (journalIndex: number | null, title: string, text: string) =>
    items.push({ journalIndex, title, publishedAt: isoDay(referenceMs - random.int(0, 700) * DAY_MS), html: p(text) });
  journals.forEach((journal, index) => {
    add(index, `${journal.name} Is Now Indexed in ${journal.indexing.at(-1) ?? 'DOAJ'}`, `We are pleased to announce that ${journal.name} is now covered by ${journal.indexing.at(-1) ?? 'DOAJ'}.`);
    add(index, `Call for Papers: ${random.pick(journal.sections).name}`, `${journal.name} invites submissions to its section ${random.pick(journal.sections).name}.`);
    if (random.chance(0.6)) add(index, `Article Processing Charge for ${journal.name}`, `From next year the article processing charge of ${journal.name} is ${journal.apcChf} CHF.`);
    if (random.chance(0.5)) add(index, `${journal.name} Reviewer Voucher Programme`, 'Reviewers receive a discount voucher for their own next submission after each completed review.');
  });
  for (const title of ['New Submission System Released', 'Updated Policy on Research Data', 'Publisher Joins the Initiative for Open Citations', 'Changes to Our Privacy Policy']) {
    add(null, title, `${title}. Read the details in our policies section.`);
  }
  return items.sort((a, b) => a.publishedAt.localeCompare(b.publishedAt) || a.title.localeCompare(b.title));
}

// Topical collections, topics, special issues ---------------------------------------------------------

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
    const name = random.pick([
      `${titleCase(topic)} in ${titleCase(setting)}`,
      `Advances in ${titleCase(topic)}`,
      `${titleCase(topic)}: Mechanisms and Applications`,
      `New Perspectives on ${titleCase(topic)} and ${titleCase(random.pick(theme.outcomes))}`,
    ]);
    let identifier = slugify(name).replace(/-/g, '_');
    if (used.has(identifier)) identifier = `${identifier}_${i + 1}`;
    used.add(identifier);
    const deadlineMs = referenceMs + random.int(-4 * 365, 540) * DAY_MS;
    const openMs = deadlineMs - random.int(300, 700) * DAY_MS;
    const candidates = journalsOfSubject(journals, subject);
    const keywords = [...new Set([topic, setting, ...random.sample(vocab.topics, 3)])];
    topics.push({
      identifier,
      name,
      subject,
      descriptionHtml:
        p(`This topic invites original research and reviews on ${topic}, with a focus on ${setting}.`) +
        p(`Contributions on ${listOf(keywords.slice(2).map(lowerFirst))} are particularly welcome. Papers are published in the participating journals as they are accepted.`),
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
