// The search-type configs of spec 9.1: articles, journals, topics, and the journal lists (editors'
// choice, journal sections). The server serves them (GET /api/search/{type}/config); the search page
// falls back to the same objects when that call fails (spec 8).
import type { SearchTypeConfig } from '../api/search.ts';

export const articleSearchConfig: SearchTypeConfig = {
  facets: [
    { id: 'subjects', label: 'Subjects' },
    { id: 'journals', label: 'Journals' },
    { id: 'article_types', label: 'Article Types' },
    { id: 'regions', label: 'Regions' },
  ],
  sort: [
    { id: 'relevancy', label: 'Relevancy', default: true },
    { id: 'publication_date', label: 'Most recent' },
    { id: 'bibliographic', label: 'Bibliographic order' },
    { id: 'citations', label: 'Most cited' },
    { id: 'views', label: 'Most viewed' },
  ],
  resultsPerPage: [10, 20, 30],
  defaultResultsPerPage: 10,
  advancedFields: [
    { id: 'all', label: 'Common fields', default: true },
    { id: 'title', label: 'Title' },
    { id: 'abstract', label: 'Abstract' },
    { id: 'keywords', label: 'Keywords' },
    { id: 'authors', label: 'Authors' },
    { id: 'affiliations', label: 'Affiliations' },
    { id: 'doi', label: 'DOI' },
    { id: 'fulltext', label: 'Full text' },
    { id: 'references', label: 'References' },
  ],
  basicFields: [
    { id: 'date_from', label: 'Published from' },
    { id: 'date_to', label: 'Published to' },
  ],
};


export const journalSearchConfig: SearchTypeConfig = {
  facets: [
    { id: 'subjects', label: 'Subjects' },
    { id: 'idatabases', label: 'Indexed By' },
    { id: 'years', label: 'Years' },
  ],
  sort: [
    { id: 'relevancy', label: 'Relevancy' },
    { id: 'impact_factor', label: 'Impact Factor' },
    { id: 'cite_score', label: 'CiteScore' },
    { id: 'total_articles', label: 'Total Articles', default: true },
    { id: 'year_asc', label: 'Year (oldest first)' },
    { id: 'year_desc', label: 'Year (newest first)' },
  ],
  resultsPerPage: [1000],
  defaultResultsPerPage: 1000,
  advancedFields: [],
  basicFields: [],
};

export const topicSearchConfig: SearchTypeConfig = {
  facets: [
    { id: 'subjects', label: 'Subjects' },
    { id: 'journals', label: 'Journals' },
    { id: 'status', label: 'Status' },
  ],
  sort: [
    { id: 'submission_deadline', label: 'Submission Deadline', default: true },
    { id: 'views', label: 'Views' },
    { id: 'total_articles', label: 'Total Articles' },
  ],
  resultsPerPage: [12],
  defaultResultsPerPage: 12,
  advancedFields: [],
  basicFields: [],
};

/**
 * The publisher's awards (/awards/search): every journal's award groups, by kind, subject, journal and
 * the status of their current edition. Not in spec 9.1 (whose awards page has no search options);
 * these are the facets and orders the page offers.
 */
export const awardSearchConfig: SearchTypeConfig = {
  facets: [
    { id: 'kinds', label: 'Award Type' },
    { id: 'subjects', label: 'Subjects' },
    { id: 'journals', label: 'Journals' },
    { id: 'status', label: 'Status' },
  ],
  sort: [
    { id: 'deadline', label: 'Deadline', default: true },
    { id: 'name', label: 'Name' },
    { id: 'journal', label: 'Journal' },
  ],
  resultsPerPage: [12, 24, 48],
  defaultResultsPerPage: 12,
  advancedFields: [],
  basicFields: [],
};

/** Labels of the facets only a journal's own lists have: within one journal, its articles differ by year and section. */
export const journalListFacetLabels = { years: 'Publication Year', sections: 'Sections' } as const;

/**
 * The facets of a journal's article lists (spec 2.11): inside one journal its subjects and its name
 * are the same for every article, so the facets that tell its articles apart: type, region and year
 * (and, on the editors' choice list, which spans the journal, the section).
 */
const journalListFacets: SearchTypeConfig['facets'] = [
  { id: 'article_types', label: 'Article Types' },
  { id: 'years', label: journalListFacetLabels.years },
  { id: 'regions', label: 'Regions' },
];

/** Editors' choice list of a journal (POST /api/journals/{name}/subpage/editors-choice). */
export const editorsChoiceConfig: SearchTypeConfig = {
  facets: [...journalListFacets, { id: 'sections', label: journalListFacetLabels.sections }],
  sort: [
    { id: 'publication_date', label: 'Publication Date', default: true },
    { id: 'citations', label: 'Citations' },
    { id: 'views', label: 'Views' },
  ],
  resultsPerPage: [10, 20, 30],
  defaultResultsPerPage: 10,
  advancedFields: [],
  basicFields: [],
};

/** Article list of a journal section (POST /api/journals/{name}/sections/{section}/search). */
export const sectionSearchConfig: SearchTypeConfig = {
  facets: journalListFacets,
  sort: [
    { id: 'publication_date', label: 'Publication Date', default: true },
    { id: 'relevancy', label: 'Relevancy' },
    { id: 'bibliographic', label: 'Bibliographic Order' },
    { id: 'citations', label: 'Citations' },
    { id: 'views', label: 'Views' },
  ],
  resultsPerPage: [10, 20, 30],
  defaultResultsPerPage: 10,
  advancedFields: [],
  basicFields: [],
};

export const ids = (options: { id: string }[]): string[] => options.map((option) => option.id);
export const defaultSort = (config: SearchTypeConfig): string => config.sort.find((option) => option.default)?.id ?? config.sort[0]?.id ?? '';
