// The generated catalogue: about forty journals and plausible articles, all from a seeded PRNG.
import { subjects } from '@oap/contracts/api/journals.ts';
import type { EditorialBoardMember, SubjectSlug } from '@oap/contracts/api/journals.ts';
import { focusThemes, isOn, nameStems } from './journalFocus.ts';
import type { Random } from './random.ts';
import { givenNames, indexingDatabases, institutions, surnames, vocabulary } from './vocabulary.ts';
import { themes } from './vocabularyThemes.ts';

interface JournalDefinition {
  name: string;
  abbreviation: string;
  subjects: number[];
  founded: number;
  /** Relative size, so that "biggest journals" has a real order. */
  weight: number;
  /** Matched against a real article's subjects, keywords and journal title to place it here. */
  topics?: RegExp;
}

const definitions: JournalDefinition[] = [
  { name: 'Cells and Development', abbreviation: 'Cells Dev.', subjects: [1], founded: 1996, weight: 9, topics: /\bcells?\b|cellular|developmental|stem cell|embryo|organogenesis/i },
  { name: 'Genes and Genomes', abbreviation: 'Genes Genomes', subjects: [1], founded: 1999, weight: 7, topics: /genetic|genom|\bgene\b|chromosom|evolution/i },
  { name: 'Microbial Life', abbreviation: 'Microb. Life', subjects: [1], founded: 2004, weight: 4, topics: /microbio|bacteri/i },
  { name: 'Neurobiology Reports', abbreviation: 'Neurobiol. Rep.', subjects: [1, 7], founded: 2001, weight: 6, topics: /neuro|brain|cortex/i },
  { name: 'Plant Science Frontiers', abbreviation: 'Plant Sci. Front.', subjects: [1, 6], founded: 2009, weight: 3, topics: /plant|arabidopsis/i },
  { name: 'Economies and Markets', abbreviation: 'Econ. Mark.', subjects: [2], founded: 2005, weight: 4, topics: /econom|\bmarkets?\b|monetary|inflation|\btrade\b/i },
  { name: 'Journal of Risk and Financial Analysis', abbreviation: 'J. Risk Financ. Anal.', subjects: [2], founded: 2008, weight: 3, topics: /financ|option valuation|option pricing|portfolio|stock market|volatility|asset pric/i },
  { name: 'Sustainable Business Review', abbreviation: 'Sustain. Bus. Rev.', subjects: [2, 6], founded: 2016, weight: 2, topics: /sustainab|corporate|business|supply chain/i },
  { name: 'Molecular Chemistry', abbreviation: 'Mol. Chem.', subjects: [3], founded: 1996, weight: 8, topics: /chemi|biochem/i },
  { name: 'Advanced Materials Research Letters', abbreviation: 'Adv. Mater. Res. Lett.', subjects: [3, 5], founded: 2007, weight: 5, topics: /materials science|nanostruct|nanoparticle|graphene|\balloy|thin film/i },
  { name: 'Catalytic Processes', abbreviation: 'Catal. Process.', subjects: [3], founded: 2011, weight: 3, topics: /cataly/i },
  { name: 'Polymers and Soft Matter', abbreviation: 'Polym. Soft Matter', subjects: [3, 8], founded: 2009, weight: 4, topics: /polymer|soft matter|colloid|hydrogel/i },
  { name: 'Algorithms and Computation', abbreviation: 'Algorithms Comput.', subjects: [4], founded: 2008, weight: 3, topics: /algorithm|computational complexity|optimi[sz]ation|graph theory/i },
  { name: 'Mathematical Modelling Letters', abbreviation: 'Math. Model. Lett.', subjects: [4], founded: 2003, weight: 4, topics: /mathematic|differential equation|stochastic|reaction-diffusion|dynamical system/i },
  { name: 'Data and Information Systems', abbreviation: 'Data Inf. Syst.', subjects: [4], founded: 2014, weight: 3, topics: /database|data mining|information system|cryptograph|network security|privacy|onion routing|software|web server|social network/i },
  { name: 'Computational Biology and Bioinformatics', abbreviation: 'Comput. Biol. Bioinform.', subjects: [4, 1], founded: 2002, weight: 4, topics: /computational|bioinformatic|systems biology|simulation/i },
  { name: 'Energy Systems Engineering', abbreviation: 'Energy Syst. Eng.', subjects: [5], founded: 2006, weight: 7, topics: /energy system|renewable|photovoltaic|batter(y|ies)|power grid|wind power|fuel cell/i },
  { name: 'Sensors and Signals', abbreviation: 'Sens. Signals', subjects: [5, 4], founded: 2001, weight: 8, topics: /imaging|microscop|sensor/i },
  { name: 'Structural and Civil Engineering', abbreviation: 'Struct. Civ. Eng.', subjects: [5], founded: 2012, weight: 3, topics: /civil engineering|concrete|seismic|load-bearing/i },
  { name: 'Robotics and Automation', abbreviation: 'Robot. Autom.', subjects: [5, 4], founded: 2013, weight: 3, topics: /robot|automat|autonomous|control system/i },
  { name: 'Climate and Atmosphere', abbreviation: 'Clim. Atmos.', subjects: [6], founded: 2010, weight: 4, topics: /climat|atmospher|carbon emission|greenhouse|weather/i },
  { name: 'Water Resources and Hydrology', abbreviation: 'Water Resour. Hydrol.', subjects: [6], founded: 1998, weight: 6, topics: /hydrolog|water resource|groundwater|\brivers?\b|drought|flood/i },
  { name: 'Soils and Landscapes', abbreviation: 'Soils Landsc.', subjects: [6], founded: 2017, weight: 2, topics: /\bsoils?\b|landscape|erosion|land use|crop|agricultur/i },
  { name: 'Biodiversity and Conservation Science', abbreviation: 'Biodivers. Conserv. Sci.', subjects: [6, 1], founded: 2003, weight: 4, topics: /ecolog|biodivers|conservation|species|fossil|pal(a)?eontolog|pal(a)?eobiolog/i },
  { name: 'Clinical Medicine Reports', abbreviation: 'Clin. Med. Rep.', subjects: [7], founded: 1997, weight: 9, topics: /medicine|clinical|trial|patient|therap/i },
  { name: 'Pharmaceutics and Drug Delivery', abbreviation: 'Pharm. Drug Deliv.', subjects: [7, 3], founded: 2000, weight: 6, topics: /pharmac|drug/i },
  { name: 'Infectious Diseases and Pathogens', abbreviation: 'Infect. Dis. Pathog.', subjects: [7, 1], founded: 2004, weight: 5, topics: /infect|pathogen|virolog|immun|tuberculosis|malaria|HIV/i },
  { name: 'Oncology Insights', abbreviation: 'Oncol. Insights', subjects: [7], founded: 2011, weight: 4, topics: /cancer|oncolog|tumou?r/i },
  { name: 'Molecular Medicine Open', abbreviation: 'Mol. Med. Open', subjects: [7, 1], founded: 2019, weight: 2, topics: /molecular medicine|biomarker|molecular diagnos|gene therapy|insulin|metabol/i },
  { name: 'Quantum Physics Letters', abbreviation: 'Quantum Phys. Lett.', subjects: [8], founded: 2015, weight: 3, topics: /quantum/i },
  { name: 'Optics and Photonics', abbreviation: 'Opt. Photonics', subjects: [8, 5], founded: 2005, weight: 4, topics: /optic|photon|laser|spectroscop/i },
  { name: 'Astronomy and Space Science', abbreviation: 'Astron. Space Sci.', subjects: [8], founded: 2002, weight: 3, topics: /astronom|astrophys|galax|planetary|stellar|cosmolog|telescope/i },
  { name: 'Condensed Matter Reports', abbreviation: 'Condens. Matter Rep.', subjects: [8, 3], founded: 2016, weight: 2, topics: /biophysic|physics/i },
  { name: 'Education and Learning', abbreviation: 'Educ. Learn.', subjects: [9], founded: 2009, weight: 5, topics: /educat|teaching|student|curricul|training|skills/i },
  { name: 'Languages and Linguistics', abbreviation: 'Lang. Linguist.', subjects: [9], founded: 2014, weight: 2, topics: /linguist|languages?\b|phonolog|grammar/i },
  { name: 'Societies and Cultures', abbreviation: 'Soc. Cult.', subjects: [9], founded: 2011, weight: 3, topics: /policy|ethic|societ|public engagement/i },
  { name: 'History and Heritage', abbreviation: 'Hist. Herit.', subjects: [9], founded: 2018, weight: 1, topics: /histor|heritage|archaeolog|holocene|ancient|cultivation/i },
  { name: 'Global Public Health Research', abbreviation: 'Glob. Public Health Res.', subjects: [10], founded: 1999, weight: 7, topics: /public health|global health|health policy|health care|tobacco|smoking/i },
  { name: 'Nutrition and Health', abbreviation: 'Nutr. Health', subjects: [10, 7], founded: 2009, weight: 5, topics: /nutrition|diet|obesity/i },
  { name: 'Healthcare Systems and Policy', abbreviation: 'Healthc. Syst. Policy', subjects: [10], founded: 2013, weight: 3, topics: /health systems?|health care|healthcare|health services|evidence-informed/i },
  { name: 'Epidemiology Open', abbreviation: 'Epidemiol. Open', subjects: [10, 7], founded: 2003, weight: 4, topics: /epidemiolog|cohort|population/i },
  { name: 'Tropical and Neglected Diseases', abbreviation: 'Trop. Negl. Dis.', subjects: [10, 7], founded: 2007, weight: 3, topics: /tropical|neglected|parasit|helminth|leishman|trypanosom/i },
];

export interface GeneratedJournal {
  nameSystem: string;
  name: string;
  abbreviation: string;
  issn: string;
  subjects: SubjectSlug[];
  yearFounded: number;
  impactFactor: number | null;
  citeScore: number | null;
  /** The charge announced for manuscripts submitted from APC_EFFECTIVE_FROM (rows/apcCharges.ts). */
  apcChf: number;
  /** The charge in force until then. */
  apcChfBefore: number;
  aimsAndScope: string;
  indexing: string[];
  sections: { nameSystem: string; name: string }[];
  editorsInChief: EditorialBoardMember[];
  weight: number;
  topics: RegExp | null;
  /** One-sentence summary for lists and cards. */
  description: string;
  publicationFrequency: string;
  firstDecisionDays: number;
  acceptanceToPublicationDays: number;
  acceptanceRate: number;
  officeEmail: string;
  /** Prefix of generated DOIs (unique per journal). */
  doiPrefix: string;
}

export const slugify = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** ISSN with a correct mod-11 check digit. */
export function issnFromDigits(seven: string): string {
  const sum = [...seven].reduce((total, digit, index) => total + Number(digit) * (8 - index), 0);
  const check = (11 - (sum % 11)) % 11;
  return `${seven.slice(0, 4)}-${seven.slice(4)}${check === 10 ? 'X' : String(check)}`;
}

export function isValidIssn(issn: string): boolean {
  const match = /^(\d{4})-(\d{3})([\dX])$/.exec(issn);
  return match !== null && issnFromDigits(`${match[1]}${match[2]}`) === issn;
}

const subjectSlug = (id: number): SubjectSlug => {
  const subject = subjects.find((s) => s.id === id);
  if (!subject) throw new Error(`Unknown subject ${id}`);
  return subject.slug;
};

export function personName(random: Random): { givenNames: string; surname: string } {
  return { givenNames: random.pick(givenNames), surname: random.pick(surnames) };
}

/**
 * A generated ORCID iD that looks issued: in the block ORCID gives out (0000-0001-5000-0007 to
 * 0000-0003-5000-0001, here 0000-0002-…), with its check character. Fifteen draws, as before, so
 * the rest of the seed stays as it was.
 */
export function orcid(random: Random): string {
  const drawn = Array.from({ length: 15 }, () => random.int(0, 9)).join('');
  const digits = `00000002${drawn.slice(8)}`;
  // ISO 7064 11,2 check character, as ORCID uses.
  let total = 0;
  for (const digit of digits) total = (total + Number(digit)) * 2;
  const result = (12 - (total % 11)) % 11;
  const id = `${digits}${result === 10 ? 'X' : String(result)}`;
  return `https://orcid.org/${id.slice(0, 4)}-${id.slice(4, 8)}-${id.slice(8, 12)}-${id.slice(12)}`;
}

/** Databases that index only some subjects; the others (Scopus, DOAJ…) index any journal. */
const databaseSubjects: Record<string, SubjectSlug[]> = {
  PubMed: ['biology-life-sciences', 'medicine-pharmacology', 'public-health-healthcare'],
  PMC: ['biology-life-sciences', 'medicine-pharmacology', 'public-health-healthcare'],
  Embase: ['medicine-pharmacology', 'public-health-healthcare'],
  Inspec: ['engineering', 'physical-sciences', 'computer-science-mathematics'],
  'CAPlus / SciFinder': ['chemistry-materials-science', 'biology-life-sciences', 'medicine-pharmacology'],
  GeoRef: ['environmental-earth-sciences'],
  ERIC: ['social-sciences-arts-humanities'],
  RePEc: ['business-economics'],
  dblp: ['computer-science-mathematics'],
  MathSciNet: ['computer-science-mathematics'],
};
const indexedSubjects = (database: string, slugs: SubjectSlug[]) => !databaseSubjects[database] || slugs.some((slug) => databaseSubjects[database]?.includes(slug));

/** A journal's charges as the APC updates page announces them: from APC_EFFECTIVE_FROM, 100 CHF more for every journal. */
function announcedCharges(apcChf: number): Pick<GeneratedJournal, 'apcChf' | 'apcChfBefore'> {
  return { apcChf, apcChfBefore: apcChf - 100 };
}

export function generateJournals(random: Random, referenceYear: number): GeneratedJournal[] {
  const usedIssns = new Set<string>();
  const journals = definitions.map((definition) => {
    let issn: string;
    do issn = issnFromDigits(`2${random.int(0, 999).toString().padStart(3, '0')}${random.int(0, 999).toString().padStart(3, '0')}`);
    while (usedIssns.has(issn));
    usedIssns.add(issn);
    const slugs = definition.subjects.map(subjectSlug);
    const stems = nameStems(definition.name);
    const primary = vocabulary[slugs[0] as SubjectSlug];
    const age = referenceYear - definition.founded;
    const established = age >= 4;
    const impactFactor = established ? Math.round((1 + random.next() * 5 + definition.weight * 0.25) * 10) / 10 : null;
    // The sections its name points to come first ("Neurobiology Reports": Neuroscience), then others of its subject.
    const named = primary.sections.filter((section) => isOn(section, stems));
    const sectionCount = Math.max(named.length, random.int(4, Math.min(7, primary.sections.length)));
    const sectionNames = [...named, ...random.sample(primary.sections.filter((section) => !named.includes(section)), sectionCount - named.length)];
    // Its scope names the topics of the themes its name points to first.
    const focusTopics = focusThemes(definition.name, themes[slugs[0] as SubjectSlug]).flatMap((theme) => theme.topics);
    const topicsSample = [...random.sample(focusTopics, 4), ...random.sample(primary.topics.filter((topic) => !focusTopics.includes(topic)), 4)].slice(0, 4);
    const editors: EditorialBoardMember[] = Array.from({ length: random.int(1, 2) }, () => {
      const person = personName(random);
      const institution = random.pick(institutions);
      return {
        name: `Prof. Dr. ${person.givenNames} ${person.surname}`,
        role: 'Editor-in-Chief',
        affiliation: `${institution.name}, ${institution.country}`,
        orcid: random.chance(0.8) ? orcid(random) : null,
      };
    });
    const subjectLabels = definition.subjects.map((id) => subjects.find((s) => s.id === id)?.label ?? '').join(' and ');
    const frequency = definition.weight >= 6 ? 'semi-monthly' : definition.weight >= 3 ? 'monthly' : 'quarterly';
    return {
      nameSystem: slugify(definition.name),
      name: definition.name,
      abbreviation: definition.abbreviation,
      issn,
      subjects: slugs,
      yearFounded: definition.founded,
      impactFactor,
      citeScore: impactFactor === null ? null : Math.round((impactFactor * (1.1 + random.next() * 0.6)) * 10) / 10,
      ...announcedCharges(established ? 1400 + random.int(0, 15) * 100 : 1000),
      aimsAndScope:
        `${definition.name} (ISSN ${issn}) is an international, peer-reviewed, open access journal in ${subjectLabels.toLowerCase()}, ` +
        `published online since ${definition.founded}. It publishes original research articles, reviews, communications and short notes ` +
        `on topics including ${topicsSample.slice(0, 3).join(', ')} and ${topicsSample[3]}. Our aim is to encourage scientists to publish ` +
        `their experimental and theoretical results in as much detail as possible: there is no restriction on the length of papers, ` +
        `full experimental details are provided so that results can be reproduced, and electronic files of data sets and software may be deposited as supplementary material.`,
      // The general databases, and those of its subjects (a medical journal in Embase, not in GeoRef).
      indexing: random.sample(indexingDatabases.filter((database) => indexedSubjects(database, slugs)), established ? random.int(3, 6) : random.int(1, 2)),
      sections: sectionNames.map((name) => ({ nameSystem: slugify(name), name })),
      editorsInChief: editors,
      weight: definition.weight,
      topics: definition.topics ?? null,
      description: `${definition.name} is a peer-reviewed open access journal on ${topicsSample.slice(0, 2).join(' and ')}, published ${frequency}.`,
      publicationFrequency: frequency,
      firstDecisionDays: random.int(12, 26),
      acceptanceToPublicationDays: random.int(2, 6),
      acceptanceRate: Math.round((0.3 + random.next() * 0.35) * 100) / 100,
      officeEmail: `${slugify(definition.abbreviation).replace(/-/g, '')}@oap-publisher.example`,
      doiPrefix: slugify(definition.abbreviation).replace(/-/g, '').slice(0, 14),
    };
  });
  if (new Set(journals.map((j) => j.doiPrefix)).size !== journals.length) throw new Error('Journal DOI prefixes must be unique');
  return journals;
}
