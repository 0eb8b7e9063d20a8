// The generated catalogue: about forty journals and plausible articles, all from a seeded PRNG.
import { subjects } from '@oap/contracts/api/journals.ts';
import type { EditorialBoardMember, SubjectSlug } from '@oap/contracts/api/journals.ts';
import type { Random } from './random.ts';
import type { ArticleInput } from './generatedArticles.ts';
import { givenNames, indexingDatabases, institutions, regionByCountry, surnames, vocabulary } from './vocabulary.ts';
import { escapeHtml } from './jats.ts';

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
  { name: 'Cells and Development', abbreviation: 'Cells Dev.', subjects: [1], founded: 1996, weight: 9, topics: /\bcell|develop|stem/i },
  { name: 'Genes and Genomes', abbreviation: 'Genes Genomes', subjects: [1], founded: 1999, weight: 7, topics: /genetic|genom|gene\b|chromosom|evolution/i },
  { name: 'Microbial Life', abbreviation: 'Microb. Life', subjects: [1], founded: 2004, weight: 4, topics: /microbio|bacteri/i },
  { name: 'Neurobiology Reports', abbreviation: 'Neurobiol. Rep.', subjects: [1, 7], founded: 2001, weight: 6, topics: /neuro|brain|cortex/i },
  { name: 'Plant Science Frontiers', abbreviation: 'Plant Sci. Front.', subjects: [1, 6], founded: 2009, weight: 3, topics: /plant|arabidopsis/i },
  { name: 'Economies and Markets', abbreviation: 'Econ. Mark.', subjects: [2], founded: 2005, weight: 4 },
  { name: 'Journal of Risk and Financial Analysis', abbreviation: 'J. Risk Financ. Anal.', subjects: [2], founded: 2008, weight: 3 },
  { name: 'Sustainable Business Review', abbreviation: 'Sustain. Bus. Rev.', subjects: [2, 6], founded: 2016, weight: 2 },
  { name: 'Molecular Chemistry', abbreviation: 'Mol. Chem.', subjects: [3], founded: 1996, weight: 8, topics: /chemi|biochem/i },
  { name: 'Advanced Materials Research Letters', abbreviation: 'Adv. Mater. Res. Lett.', subjects: [3, 5], founded: 2007, weight: 5 },
  { name: 'Catalytic Processes', abbreviation: 'Catal. Process.', subjects: [3], founded: 2011, weight: 3 },
  { name: 'Polymers and Soft Matter', abbreviation: 'Polym. Soft Matter', subjects: [3, 8], founded: 2009, weight: 4 },
  { name: 'Algorithms and Computation', abbreviation: 'Algorithms Comput.', subjects: [4], founded: 2008, weight: 3 },
  { name: 'Mathematical Modelling Letters', abbreviation: 'Math. Model. Lett.', subjects: [4], founded: 2003, weight: 4, topics: /mathemat|model/i },
  { name: 'Data and Information Systems', abbreviation: 'Data Inf. Syst.', subjects: [4], founded: 2014, weight: 3 },
  { name: 'Computational Biology and Bioinformatics', abbreviation: 'Comput. Biol. Bioinform.', subjects: [4, 1], founded: 2002, weight: 4, topics: /computational|bioinformatic|systems biology|simulation/i },
  { name: 'Energy Systems Engineering', abbreviation: 'Energy Syst. Eng.', subjects: [5], founded: 2006, weight: 7 },
  { name: 'Sensors and Signals', abbreviation: 'Sens. Signals', subjects: [5, 4], founded: 2001, weight: 8, topics: /imaging|microscop|sensor/i },
  { name: 'Structural and Civil Engineering', abbreviation: 'Struct. Civ. Eng.', subjects: [5], founded: 2012, weight: 3 },
  { name: 'Robotics and Automation', abbreviation: 'Robot. Autom.', subjects: [5, 4], founded: 2013, weight: 3 },
  { name: 'Climate and Atmosphere', abbreviation: 'Clim. Atmos.', subjects: [6], founded: 2010, weight: 4 },
  { name: 'Water Resources and Hydrology', abbreviation: 'Water Resour. Hydrol.', subjects: [6], founded: 1998, weight: 6 },
  { name: 'Soils and Landscapes', abbreviation: 'Soils Landsc.', subjects: [6], founded: 2017, weight: 2 },
  { name: 'Biodiversity and Conservation Science', abbreviation: 'Biodivers. Conserv. Sci.', subjects: [6, 1], founded: 2003, weight: 4, topics: /ecolog|biodivers|conservation|species/i },
  { name: 'Clinical Medicine Reports', abbreviation: 'Clin. Med. Rep.', subjects: [7], founded: 1997, weight: 9, topics: /medicine|clinical|trial|patient|therap/i },
  { name: 'Pharmaceutics and Drug Delivery', abbreviation: 'Pharm. Drug Deliv.', subjects: [7, 3], founded: 2000, weight: 6, topics: /pharmac|drug/i },
  { name: 'Infectious Diseases and Pathogens', abbreviation: 'Infect. Dis. Pathog.', subjects: [7, 1], founded: 2004, weight: 5, topics: /infect|pathogen|virolog|immun|tuberculosis|malaria|HIV/i },
  { name: 'Oncology Insights', abbreviation: 'Oncol. Insights', subjects: [7], founded: 2011, weight: 4, topics: /cancer|oncolog|tumou?r/i },
  { name: 'Molecular Medicine Open', abbreviation: 'Mol. Med. Open', subjects: [7, 1], founded: 2019, weight: 2 },
  { name: 'Quantum Physics Letters', abbreviation: 'Quantum Phys. Lett.', subjects: [8], founded: 2015, weight: 3 },
  { name: 'Optics and Photonics', abbreviation: 'Opt. Photonics', subjects: [8, 5], founded: 2005, weight: 4 },
  { name: 'Astronomy and Space Science', abbreviation: 'Astron. Space Sci.', subjects: [8], founded: 2002, weight: 3 },
  { name: 'Condensed Matter Reports', abbreviation: 'Condens. Matter Rep.', subjects: [8, 3], founded: 2016, weight: 2, topics: /biophysic|physics/i },
  { name: 'Education and Learning', abbreviation: 'Educ. Learn.', subjects: [9], founded: 2009, weight: 5 },
  { name: 'Languages and Linguistics', abbreviation: 'Lang. Linguist.', subjects: [9], founded: 2014, weight: 2 },
  { name: 'Societies and Cultures', abbreviation: 'Soc. Cult.', subjects: [9], founded: 2011, weight: 3, topics: /policy|ethic|societ|public engagement/i },
  { name: 'History and Heritage', abbreviation: 'Hist. Herit.', subjects: [9], founded: 2018, weight: 1 },
  { name: 'Global Public Health Research', abbreviation: 'Glob. Public Health Res.', subjects: [10], founded: 1999, weight: 7, topics: /public health|global health|health policy|health care/i },
  { name: 'Nutrition and Health', abbreviation: 'Nutr. Health', subjects: [10, 7], founded: 2009, weight: 5, topics: /nutrition|diet|obesity/i },
  { name: 'Healthcare Systems and Policy', abbreviation: 'Healthc. Syst. Policy', subjects: [10], founded: 2013, weight: 3 },
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
  apcChf: number;
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

export function orcid(random: Random): string {
  const digits = Array.from({ length: 15 }, () => random.int(0, 9)).join('');
  // ISO 7064 11,2 check character, as ORCID uses.
  let total = 0;
  for (const digit of digits) total = (total + Number(digit)) * 2;
  const result = (12 - (total % 11)) % 11;
  const id = `${digits}${result === 10 ? 'X' : String(result)}`;
  return `https://orcid.org/${id.slice(0, 4)}-${id.slice(4, 8)}-${id.slice(8, 12)}-${id.slice(12)}`;
}

export function generateJournals(random: Random, referenceYear: number): GeneratedJournal[] {
  const usedIssns = new Set<string>();
  const journals = definitions.map((definition) => {
    let issn = '';
    do issn = issnFromDigits(`2${random.int(0, 999).toString().padStart(3, '0')}${random.int(0, 999).toString().padStart(3, '0')}`);
    while (usedIssns.has(issn));
    usedIssns.add(issn);
    const slugs = definition.subjects.map(subjectSlug);
    const primary = vocabulary[slugs[0] as SubjectSlug];
    const age = referenceYear - definition.founded;
    const established = age >= 4;
    const impactFactor = established ? Math.round((1 + random.next() * 5 + definition.weight * 0.25) * 10) / 10 : null;
    const sectionNames = random.sample(primary.sections, random.int(4, Math.min(7, primary.sections.length)));
    const topicsSample = random.sample(primary.topics, 4);
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
      apcChf: established ? 1400 + random.int(0, 15) * 100 : 1000,
      aimsAndScope:
        `${definition.name} (ISSN ${issn}) is an international, peer-reviewed, open access journal in ${subjectLabels.toLowerCase()}, ` +
        `published online since ${definition.founded}. It publishes original research articles, reviews, communications and short notes ` +
        `on topics including ${topicsSample.slice(0, 3).join(', ')} and ${topicsSample[3]}. Our aim is to encourage scientists to publish ` +
        `their experimental and theoretical results in as much detail as possible: there is no restriction on the length of papers, ` +
        `full experimental details are provided so that results can be reproduced, and electronic files of data sets and software may be deposited as supplementary material.`,
      indexing: random.sample(indexingDatabases, established ? random.int(3, 6) : random.int(1, 2)),
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

/** The text of a generated article; generatedInput adds its DOI, dates and licence. */
export type GeneratedArticle = Omit<ArticleInput, 'reviews' | 'doi' | 'dates' | 'license' | 'source' | 'xml' | 'region'> & { region: string };

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const referenceJournals = ['Nature Communications', 'PLoS ONE', 'Scientific Reports', 'eLife', 'PNAS', 'BMC Research Notes'];
const referenceTitles: ((subject: string, related: string) => string)[] = [
  (subject) => `${subject}: a systematic review`,
  (subject, related) => `${subject} and ${related}`,
  (subject) => `new insights into ${subject}`,
  (subject, related) => `the effect of ${related} on ${subject}`,
  (subject) => `${subject} revisited`,
  (subject, related) => `${subject} in the context of ${related}`,
];
const lower = (text: string) => (/^[A-Z][a-z]/.test(text) && !/^[A-Z][a-z]+ [a-z]+$/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);

/** One generated article for a journal; `extraTopics` are the real corpus's keywords for the journal's subject. */
export function generateArticle(random: Random, journal: GeneratedJournal, extraTopics: readonly string[]): GeneratedArticle {
  const vocab = vocabulary[journal.subjects[0] as SubjectSlug];
  const secondary = journal.subjects[1] ? vocabulary[journal.subjects[1]] : null;
  const topicPool = extraTopics.length && random.chance(0.35) ? extraTopics : random.chance(0.2) && secondary ? secondary.topics : vocab.topics;
  const topic = random.pick(topicPool);
  const other = random.pick(vocab.topics.filter((t) => t !== topic));
  const method = random.pick(vocab.methods);
  const setting = random.pick(vocab.settings);
  const outcome = random.pick(vocab.outcomes);
  const typeRoll = random.next();
  const articleType = typeRoll < 0.78 ? 'research-article' : typeRoll < 0.9 ? 'review-article' : typeRoll < 0.96 ? 'brief-report' : 'editorial';

  const titleTemplates =
    articleType === 'review-article'
      ? [`${capitalise(topic)} and ${outcome}: a review`, `Recent advances in ${lower(topic)}`, `${capitalise(topic)} in ${setting}: current evidence and open questions`]
      : articleType === 'editorial'
        ? [`Editorial: new directions in ${lower(topic)}`, `${capitalise(topic)}: a special issue introduction`]
        : [
            `${method} of ${lower(topic)} in ${setting}`,
            `${capitalise(topic)} as a driver of ${outcome} in ${setting}`,
            `Effects of ${lower(other)} on ${lower(topic)}: evidence from ${setting}`,
            `The role of ${lower(topic)} in ${outcome}`,
            `Linking ${lower(topic)} and ${lower(other)} to ${outcome}`,
            `${capitalise(topic)} under changing conditions: ${lower(method)} in ${setting}`,
          ];
  const title = random.pick(titleTemplates);

  const n = random.int(24, 3200);
  const pct = random.int(12, 68);
  const sentences = [
    `${capitalise(topic)} is central to ${outcome}, yet how it operates in ${setting} remains poorly understood.`,
    `Here we report ${lower(method)} of ${lower(topic)} across ${n} ${articleType === 'review-article' ? 'published studies' : 'samples'} from ${setting}.`,
    `We found that ${lower(other)} was associated with a ${pct}% change in ${outcome}, and that this effect depended on ${lower(topic)}.`,
    random.pick([
      `These associations were robust to sensitivity analyses and were replicated in an independent data set.`,
      `Mechanistic analyses point to a previously unrecognised interaction between ${lower(topic)} and ${lower(other)}.`,
      `The effect was strongest in the first year and declined thereafter.`,
    ]),
    `Our results suggest that targeting ${lower(topic)} could improve ${outcome}, and they provide a framework for future work in ${setting}.`,
  ];
  const abstractHtml = `<p>${escapeHtml(sentences.join(' '))}</p>`;

  const keywords = [...new Set([topic, other, outcome, setting].map((k) => k.toLowerCase()))];
  const authorCount = random.int(1, 8);
  const affiliationSet = random.sample(institutions, random.int(1, Math.min(3, authorCount)));
  const affiliations = affiliationSet.map((inst) => `${random.pick(vocab.sections).replace(/^/, 'Department of ')}, ${inst.name}, ${inst.country}`);
  const correspondingIndex = random.int(0, authorCount - 1);
  const authors = Array.from({ length: authorCount }, (_, index) => ({
    ...personName(random),
    orcid: random.chance(0.6) ? orcid(random) : null,
    affiliations: [random.int(0, affiliations.length - 1)],
    corresponding: index === correspondingIndex,
  }));
  const firstCountry = affiliationSet[0]?.country ?? 'Switzerland';

  // HTML and plain text are built together: the text feeds the search index without re-parsing the HTML.
  const textParts: string[] = [];
  const paragraphs = (count: number, subject: string) => {
    let html = '';
    for (let i = 0; i < count; i++) {
      const sentence = random.pick([
        `Previous work on ${lower(subject)} has focused on ${setting}, where ${outcome} is readily measured.`,
        `We therefore combined ${lower(method)} with a detailed analysis of ${lower(other)}.`,
        `Across all conditions, ${lower(subject)} explained a substantial share of the variation in ${outcome} (p < 0.01).`,
        `This pattern is consistent with the hypothesis that ${lower(other)} modulates ${lower(subject)}.`,
        `Limitations include the observational design and the modest sample size in some subgroups.`,
        `Data and code are available from the corresponding author on reasonable request.`,
      ]);
      textParts.push(sentence);
      html += `<p>${escapeHtml(sentence)}</p>`;
    }
    return html;
  };
  const section = (id: number, heading: string, subject: string) => {
    textParts.push(heading);
    return `<section id="sec${id}"><h2>${heading}</h2>${paragraphs(2, subject)}</section>`;
  };
  const bodyHtml =
    section(1, '1. Introduction', topic) +
    section(2, '2. Materials and Methods', other) +
    section(3, '3. Results', topic) +
    section(4, '4. Discussion', topic);

  // References cite work on the article's own subject matter (its topic, the related topic, method,
  // setting, outcome), as real reference lists do; only a few reach further into the field. The
  // cited journals are the journal itself or a few general titles.
  const citedTerms = [topic, other, method, setting, outcome];
  const citedJournals = [journal.abbreviation, ...referenceJournals];
  const references = Array.from({ length: random.int(8, 30) }, (_, index) => {
    const author = personName(random);
    const year = random.int(1995, 2025);
    const doi = random.chance(0.7) ? `10.5555/ref.${year}.${random.int(1000, 99999)}` : null;
    const subject = random.chance(0.85) ? random.pick(citedTerms) : random.pick(vocab.topics);
    const coAuthors = random.int(0, 2);
    const authorText = coAuthors === 0 ? `${author.surname} ${author.givenNames.charAt(0)}` : coAuthors === 1 ? `${author.surname} ${author.givenNames.charAt(0)}, ${random.pick(surnames)} ${random.pick(givenNames).charAt(0)}` : `${author.surname} ${author.givenNames.charAt(0)} et al.`;
    return {
      label: String(index + 1),
      text: `${authorText} (${year}). ${capitalise(random.pick(referenceTitles)(lower(subject), lower(random.pick(citedTerms))))}. ${random.pick(citedJournals)} ${random.int(1, 30)}:${random.int(1, 999)}.`,
      doi,
    };
  });

  return {
    articleType,
    title,
    abstractHtml,
    abstractText: sentences.join(' '),
    bodyHtml,
    bodyText: textParts.join(' '),
    keywords,
    authors,
    affiliations,
    region: regionByCountry[firstCountry] ?? 'Europe',
    references,
    sectionIndex: random.int(0, Math.max(0, journal.sections.length - 1)),
  };
}
