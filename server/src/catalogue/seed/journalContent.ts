// The people and bodies around the generated journals: editorial boards, offices and societies, and the
// small date and title helpers the rest of the generated catalogue shares. Awards are in awards.ts, news
// and events in newsAndEvents.ts, collections, topics and special issues in articleGroups.ts.
// Everything comes from the seeded PRNG, so the same seed gives the same catalogue.
import type { SubjectSlug } from '@oap/contracts/api/journals.ts';
import type { GeneratedJournal } from './catalogue.ts';
import { orcid, personName, slugify } from './catalogue.ts';
import type { Random } from './random.ts';
import { isOn, nameStems } from './journalFocus.ts';
import { institutions, vocabulary } from './vocabulary.ts';

export const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
export const titleCase = (text: string) =>
  text.replace(/\b([a-z])([a-z]*)\b/g, (word, first: string, rest: string) =>
    /^(of|and|in|the|for|on|to|a|an|from|with|under|at|by)$/.test(word) ? word : first.toUpperCase() + rest,
  );
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

/**
 * Which societies each journal works with: [journal index, society index, relation, member discount].
 * Societies of the journal's subject; of those, the ones its name speaks of where it speaks of any
 * (Cells and Development works with the cell and developmental biologists, not the microbial
 * ecologists). The draws are the same either way, so the rest of the catalogue is drawn as before.
 */
export function linkSocieties(random: Random, journals: GeneratedJournal[], societies: GeneratedSociety[]): [number, number, string, number][] {
  const links: [number, number, string, number][] = [];
  journals.forEach((journal, journalIndex) => {
    const candidates = societies.map((society, index) => ({ society, index })).filter(({ society }) => journal.subjects.includes(society.subject));
    const stems = nameStems(journal.name);
    const named = candidates.filter(({ society }) => isOn(society.name, stems));
    for (const { society, index } of random.sample(candidates, random.int(0, Math.min(2, candidates.length)))) {
      const link: [number, number, string, number] = [journalIndex, index, random.chance(0.4) ? 'affiliated' : 'collaboration', random.pick([10, 15, 20])];
      if (!named.length || named.some((fitting) => fitting.society === society)) links.push(link);
    }
  });
  return links;
}
