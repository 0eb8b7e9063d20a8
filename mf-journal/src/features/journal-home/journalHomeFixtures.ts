// Realistic journal home data for tests: shaped exactly as GET /api/journals/:slug/single and /articles answer.
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { Journal } from '@oap/contracts/api/journals.ts';

export const cellsJournal: Journal = {
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
