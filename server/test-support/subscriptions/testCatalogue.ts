// Test support: the small catalogue of the subscription tests (two journals, two topics, articles on
// chosen days), written into a migrated database on either engine by engineCatalogue.ts.

export const journalsOfTest = [
  { nameSystem: 'cells-and-development', name: 'Cells and Development', issn: '2000-0001' },
  { nameSystem: 'ocean-science', name: 'Ocean Science', issn: '2000-0002' },
] as const;
export const topicsOfTest = [
  { identifier: 'cell-signalling', name: 'Cell Signalling', deadline: '2099-01-31' },
  { identifier: 'closed-topic', name: 'A Closed Topic', deadline: '2001-01-31' },
] as const;

export interface TestArticle {
  doi: string;
  journal: string;
  publishedAt: string;
  topic?: string;
  title?: string;
  authors?: string[];
}

export const testSecret = 'a-test-secret-for-subscription-links';
