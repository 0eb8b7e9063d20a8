// Realistic journal home data for tests: shaped exactly as GET /api/journals/:slug/single and /articles answer.
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { NewsAndConferences } from '@oap/contracts/api/journalSubpages.ts';
import type { JournalDetail, OpenForSubmission } from '@oap/contracts/api/journals.ts';

export const cellsJournal: JournalDetail = {
  id: 7,
  nameSystem: 'cells',
  name: 'Cells',
  abbreviation: 'Cells',
  issn: '2073-4409',
  subjects: ['biology-life-sciences', 'medicine-pharmacology'],
  impactFactor: 5.1,
  citeScore: 9.9,
  yearFounded: 2012,
  articleCount: 18342,
  aimsAndScope:
    'Cells is an international, peer-reviewed, open access journal on cell biology, molecular biology and biophysics. It publishes original research articles, reviews and short communications.\n\nThere is no restriction on the length of the papers.',
  apcChf: 2700,
  indexing: ['Scopus', 'PubMed', 'Web of Science'],
  sections: [
    { nameSystem: 'cell_signaling', name: 'Cell Signaling' },
    { nameSystem: 'autophagy', name: 'Autophagy' },
  ],
  editorsInChief: [
    {
      name: 'Alexander E. Kalyuzhny',
      role: 'Editor-in-Chief',
      affiliation: 'Department of Neuroscience, University of Minnesota, Minneapolis, MN 55455, USA',
      orcid: '0000-0002-1825-0097',
    },
  ],
  currentVolume: 14,
  description: 'Cells is a peer-reviewed open access journal on cell biology, published semi-monthly.',
  publicationFrequency: 'semi-monthly',
  firstDecisionDays: 17,
  acceptanceToPublicationDays: 3,
  acceptanceRate: 0.42,
  officeEmail: 'cells@oap-publisher.example',
  societies: [],
  counts: { editorialBoard: 64, topicalAdvisoryPanel: 20, openSpecialIssues: 1, topicalCollections: 2 },
};

export const latestCellsArticles: ArticleSummary[] = [
  {
    id: 5012,
    articleType: 'research-article',
    title: 'Mitochondrial Fission Regulates Stem Cell Fate in the Adult Hippocampus',
    authors: ['Maria Rossi', 'Jonas Weber', 'Aiko Tanaka'],
    journal: { nameSystem: 'cells', name: 'Cells', abbreviation: 'Cells', issn: '2073-4409' },
    volume: '14',
    issue: '3',
    identifier: '212',
    doi: '10.3390/cells14030212',
    publishedAt: '2025-02-04',
    path: '/2073-4409/14/3/212',
    views: 1204,
    citations: 3,
  },
  {
    id: 5009,
    articleType: 'review-article',
    title: 'Autophagy in Ageing Tissues: A Review',
    authors: ['Li Wei', 'Peter Novak', 'Sara Lindqvist', 'Tom Byrne', 'Ana Costa', 'Omar Haddad', 'Eva Horvat'],
    journal: { nameSystem: 'cells', name: 'Cells', abbreviation: 'Cells', issn: '2073-4409' },
    volume: '14',
    issue: '3',
    identifier: '198',
    doi: '10.3390/cells14030198',
    publishedAt: '2025-01-29',
    path: '/2073-4409/14/3/198',
    views: 860,
    citations: 0,
  },
];

const cellsRef = { nameSystem: 'cells', name: 'Cells', abbreviation: 'Cells', issn: '2073-4409' };

export const cellsOpenForSubmission: OpenForSubmission = {
  specialIssues: [
    {
      id: 31,
      identifier: 'mitochondria_in_ageing_2027',
      name: 'Mitochondria in Ageing',
      journal: cellsRef,
      section: { nameSystem: 'autophagy', name: 'Autophagy' },
      keywords: ['mitochondria', 'ageing'],
      opensOn: '2026-02-01',
      deadline: '2027-03-31',
      status: 'open',
      articleCount: 4,
      views: 5120,
      editors: [{ name: 'Dr. Anna Keller', affiliation: 'University of Basel', country: 'Switzerland', orcid: null }],
      path: '/journal/cells/special_issues/mitochondria_in_ageing_2027',
    },
  ],
  topics: [],
  collections: [],
};

export const cellsNews: NewsAndConferences = {
  news: [
    {
      id: 12,
      journal: cellsRef,
      category: 'Journal News',
      title: 'Cells Launches a New Section: Autophagy',
      publishedAt: '2026-09-14',
      summary: 'Cells now welcomes submissions to its section Autophagy.',
      html: '<p>Cells now welcomes submissions to its section Autophagy.</p>',
    },
  ],
  conferences: [
    {
      id: 7,
      name: 'International Conference on Cell Polarity',
      acronym: 'CP2027',
      city: 'Basel',
      country: 'Switzerland',
      startsOn: '2027-05-14',
      endsOn: '2027-05-16',
      abstractDeadline: '2027-02-01',
      url: 'https://cp2027.example.org',
      description: 'Researchers working on cell polarity meet in Basel.',
      journals: [cellsRef],
    },
  ],
};
