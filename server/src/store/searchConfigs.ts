// Search-type configs of spec 9.1 besides articles (articleSearch.ts): journals, topics, and the
// journal lists (editors' choice, journal sections). Served by GET /api/search/{type}/config.
import type { SearchTypeConfig } from '@oap/shared/api/types.ts';

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

/** Editors' choice list of a journal (POST /api/journals/{name}/subpage/editors-choice). */
export const editorsChoiceConfig: SearchTypeConfig = {
  facets: [],
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
  facets: [],
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
