/**
 * @jest-environment node
 */
// The journal finder as the server renders it: a GET form; with a manuscript in the URL, the ranked
// journals with what matched and links to the journal and its submission; a refusal in words.
import type { JournalFinderResponse } from '@oap/contracts/api/journals.ts';
import { renderOnServer } from '@oap/shared/routing/serverRenderForTests.tsx';
import * as finderRoute from './journalFinderRoute.tsx';

const answer: JournalFinderResponse = {
  terms: ['microbiota', 'diabetes'],
  matches: [
    {
      journal: { id: 3, nameSystem: 'gut-health', name: 'Gut Health', abbreviation: 'Gut Health', issn: '1111-2222', subjects: ['medicine-pharmacology'], impactFactor: 3.1, citeScore: 4, yearFounded: 2010, articleCount: 88 },
      score: 100,
      matchedTerms: ['microbiota', 'diabetes'],
    },
  ],
};

test('without a manuscript: the form only, a GET form to the page', async () => {
  const page = await renderOnServer(finderRoute, { path: '/about/journalfinder', url: 'http://localhost/about/journalfinder', api: {} });
  expect(page.status).toBe(200);
  expect(page.requests).toEqual([]);
  expect(page.html).toMatch(/<form[^>]*action="\/about\/journalfinder" method="get"/);
  expect(page.html).toMatch(/<textarea[^>]*name="abstract"/);
});

test('with a manuscript: the ranked journals, what matched, the links', async () => {
  const sent: unknown[] = [];
  const api = { '/api/journals/finder': (init: RequestInit) => (sent.push(JSON.parse(String(init.body))), [200, answer] as const) };
  const url = 'http://localhost/about/journalfinder?title=Gut+microbiota&abstract=Diabetes+in+older+adults&keywords=microbiome%2C+ageing';
  const page = await renderOnServer(finderRoute, { path: '/about/journalfinder', url, api });
  expect(sent).toEqual([{ matter: { title: 'Gut microbiota', abstract: 'Diabetes in older adults', keywords: ['microbiome', 'ageing'] } }]);
  expect(page.html).toContain('1 journal fits your manuscript');
  expect(page.html).toContain('href="/journal/gut-health"');
  expect(page.html).toContain('Matched: <!-- -->microbiota, diabetes');
  expect(page.html).toContain('href="/journal/gut-health/instructions"');
  expect(page.html).toMatch(/href="https:\/\/submit\.example\.org\/manuscript\/upload\?journal=gut-health"/);
  expect(finderRoute.head(undefined).title).toBe('Journal Finder');
});

test('a manuscript the finder cannot read is said in words, not the 500 page', async () => {
  const api = { '/api/journals/finder': [400, { statusCode: 400, message: 'Invalid journal finder request: matter needs a title or abstract with at least two meaningful words' }] } as const;
  const page = await renderOnServer(finderRoute, { path: '/about/journalfinder', url: 'http://localhost/about/journalfinder?title=the', api });
  expect(page.status).toBe(200);
  expect(page.html).toContain('Please give a title or abstract with at least two meaningful words');
});
