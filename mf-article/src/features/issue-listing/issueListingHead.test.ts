import type { IssueListing } from '@oap/contracts/api/articles.ts';
import { issueListingHead } from './issueListingHead.ts';
import { head } from './issueListingRoute.tsx';

const journal = { nameSystem: 'brainsci', name: 'Brain Sciences', abbreviation: 'Brain Sci.', issn: '2076-3425' };
const issue: IssueListing = { journal, volume: '15', issue: '2', articles: [] };
const volume: IssueListing = { ...issue, issue: null };

test('an issue: title with the journal and the h1, canonical /{issn}/{volume}/{issue}', () => {
  expect(head({ listing: issue, journal: { ...journal, id: 1, subjects: [], impactFactor: null, citeScore: null, yearFounded: 2011, articleCount: 0 }, volumes: null })).toEqual({
    title: 'Brain Sciences, Volume 15, Issue 2',
    description: 'Articles published in Brain Sciences, Volume 15, Issue 2.',
    canonical: '/2076-3425/15/2',
    openGraph: { type: 'website' },
  });
});

test('a whole volume: canonical /{issn}/{volume}', () => {
  expect(issueListingHead(volume)).toMatchObject({ title: 'Brain Sciences, Volume 15', canonical: '/2076-3425/15' });
});
