// Journal data for page tests, shaped exactly as the API answers (GET /api/journals/{name}/single/base ...).
import type { JournalSummary } from '@oap/contracts/api/journals.ts';

export const cellsSummary: JournalSummary = {
  id: 7,
  nameSystem: 'cells',
  name: 'Cells',
  abbreviation: 'Cells',
  issn: '2073-4409',
  subjects: ['biology-life-sciences'],
  impactFactor: 5.1,
  citeScore: 9.9,
  yearFounded: 2012,
  articleCount: 18342,
};

export const cellsRef = { nameSystem: 'cells', name: 'Cells', abbreviation: 'Cells', issn: '2073-4409' };

/** The base call every journal page makes, for a FakeApi. */
export const journalBase = { '/api/journals/cells/single/base': [200, cellsSummary] } as const;
