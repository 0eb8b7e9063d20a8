/**
 * @jest-environment node
 */
// Pages that name a record under their journal, as the server renders them: a news item,
// conference, event, announcement, section, topical collection or award of the journal is its page
// with real content; one that is not the journal's (the API's 404) is the page's 404, and an API
// failure is no 404. The thesis award's form posts through the write path.
import type { Announcement, AwardGroup, Conference, EventItem, NewsItem } from '@oap/contracts/api/journalSubpages.ts';
import type { JournalSectionPage, TopicalCollectionDetail } from '@oap/contracts/api/journals.ts';
import { pageRoutes, type RouteNameOf } from '@oap/contracts/routing/routeTable.ts';
import { installTestHtmlWindow, redirectOnServer, renderOnServer, type FakeApi } from '@oap/shared/routing/serverRenderForTests.tsx';
import routes from '../../routes.ts';
import { latestCellsArticles } from '../journal-home/journalHomeFixtures.ts';
import { cellsRef, journalBase } from '../journal-frame/journalTestData.ts';

beforeAll(() => installTestHtmlWindow());

const newsItem: NewsItem = { id: 12, journal: cellsRef, category: 'Journal News', title: 'Cells Welcomes New Editorial Board Members', publishedAt: '2026-09-14', summary: 'New members join.', html: '<p>New members join the board.</p><script>alert(1)</script>' };
const conference: Conference = {
  id: 7, name: 'International Conference on Cell Biology', acronym: 'ICCB2027', city: 'Basel', country: 'Switzerland', startsOn: '2027-05-14', endsOn: '2027-05-16',
  abstractDeadline: '2027-02-01', url: 'https://iccb2027.example.org', description: 'Cell biologists meet in Basel.', journals: [cellsRef],
};
const event: EventItem = { id: 5, journal: cellsRef, kind: 'webinar', title: 'Webinar: Cell Imaging', startsOn: '2027-01-20', endsOn: '2027-01-20', location: 'Online', online: true, url: 'https://events.example.org/cell-imaging', description: 'Speakers present recent findings on cell imaging.' };
const announcement: Announcement = { id: 9, journal: cellsRef, title: 'New Section: Cell Imaging', publishedAt: '2026-06-01', html: '<p>Cells opens a section on cell imaging.</p>' };
const section: JournalSectionPage = {
  nameSystem: 'cell-imaging', name: 'Cell Imaging', description: 'Imaging of cells at every scale.', articleCount: 2, editorCount: 1, journal: cellsRef,
  editors: [{ name: 'Prof. Dr. Anna Keller', role: 'Section Editor-in-Chief', affiliation: 'University of Basel, Switzerland', orcid: null, country: 'Switzerland', section: { nameSystem: 'cell-imaging', name: 'Cell Imaging' }, interests: [] }],
  openSpecialIssues: [],
};
const collection: TopicalCollectionDetail = {
  id: 2, identifier: 'early_career_researchers', name: 'Early-Career Researchers in Cell Biology', journal: cellsRef, descriptionHtml: '<p>Papers by early-career researchers.</p>',
  createdOn: '2024-06-01', articleCount: 2, editors: [{ name: 'Dr. Jonas Weber', affiliation: 'ETH Zurich', country: 'Switzerland', orcid: null }], path: '/journal/cells/topical_collections/early_career_researchers', articles: latestCellsArticles,
};
const edition = (year: number, status: 'open' | 'closed' | 'upcoming') => ({ year, opensOn: `${year - 1}-09-01`, deadline: `${year}-06-30`, status, winners: status === 'closed' ? [{ name: 'Dr. Mei Chen', affiliation: 'Kyoto University', country: 'Japan', citation: 'For an outstanding doctoral thesis.', article: null }] : [] });
const bestPaper: AwardGroup = { id: 3, journal: cellsRef, kind: 'best-paper', name: 'Cells Best Paper Award', description: 'Outstanding papers.', prize: 'CHF 1000', eligibility: 'Papers of the last two years.', editions: [edition(2025, 'closed')] };
const thesis: AwardGroup = { id: 4, journal: cellsRef, kind: 'thesis', name: 'Cells Best PhD Thesis Award', description: 'Outstanding theses.', prize: 'CHF 800', eligibility: 'PhD theses defended in the last two years.', editions: [edition(2025, 'closed'), edition(2027, 'open')] };

const api: FakeApi = {
  ...journalBase,
  '/api/journals/cells/news-conferences/news/12': [200, newsItem],
  '/api/journals/cells/news-conferences/conferences/7': [200, conference],
  '/api/journals/cells/events/5': [200, event],
  '/api/journals/cells/announcements/9': [200, announcement],
  '/api/journals/cells/sections/cell-imaging': [200, section],
  'POST /api/journals/cells/sections/cell-imaging/search': [200, { total: 2, page: 1, resultsPerPage: 10, items: latestCellsArticles }],
  '/api/journals/cells/collections/early_career_researchers': [200, collection],
  '/api/journals/cells/awards/3': [200, bestPaper],
  '/api/journals/cells/awards/4': [200, thesis],
  '/api/forms/token': [200, { token: 'page-token' }],
};

async function render(routeName: RouteNameOf<'mf-journal'>, url: string, fakeApi: FakeApi = api) {
  const route = pageRoutes.find((page) => page.name === routeName)!;
  const page = await renderOnServer(await routes[routeName](), { path: route.path, url: `http://localhost${url}`, api: fakeApi });
  return { ...page, html: page.html.replaceAll('<!-- -->', '') };
}

test('each record is its page, with its content, in the journal\'s frame', async () => {
  const pages = [
    ['journal-slug-news-and-conferences-news-id', '/journal/cells/news-and-conferences/news/12', 'Cells Welcomes New Editorial Board Members', '<p>New members join the board.</p>'],
    ['journal-slug-news-and-conferences-conferences-id', '/journal/cells/news-and-conferences/conferences/7', 'International Conference on Cell Biology (ICCB2027)', '14–16 May 2027'],
    ['journal-slug-events-id', '/journal/cells/events/5', 'Webinar: Cell Imaging', 'href="https://events.example.org/cell-imaging"'],
    ['journal-slug-announcements-id', '/journal/cells/announcements/9', 'New Section: Cell Imaging', '<p>Cells opens a section on cell imaging.</p>'],
    ['journal-slug-sections-nameSystem', '/journal/cells/sections/cell-imaging', 'Cell Imaging', `href="${latestCellsArticles[0]!.path}"`],
    ['journal-slug-topical_collections-identifier', '/journal/cells/topical_collections/early_career_researchers', 'Early-Career Researchers in Cell Biology', 'Dr. Jonas Weber'],
    ['journal-slug-awards-awardGroupId', '/journal/cells/awards/3', 'Cells Best Paper Award', 'Dr. Mei Chen'],
  ] as const;
  for (const [routeName, url, title, content] of pages) {
    const page = await render(routeName, url);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`>${title}</h1>`);
    expect(page.html).toContain(content);
    expect(page.html).not.toContain('<script>');
    expect(page.html).toContain('aria-label="Cells menu"');
  }
});

test('a record that is not the journal\'s, or under an unknown journal, is a 404', async () => {
  for (const [routeName, url] of [
    ['journal-slug-news-and-conferences-news-id', '/journal/cells/news-and-conferences/news/99999999'],
    ['journal-slug-news-and-conferences-conferences-id', '/journal/cells/news-and-conferences/conferences/99999999'],
    ['journal-slug-events-id', '/journal/cells/events/99999999'],
    ['journal-slug-announcements-id', '/journal/cells/announcements/99999999'],
    ['journal-slug-sections-nameSystem', '/journal/cells/sections/no-such-section'],
    ['journal-slug-topical_collections-identifier', '/journal/cells/topical_collections/no_such_collection'],
    ['journal-slug-awards-awardGroupId', '/journal/cells/awards/99999999'],
    ['journal-slug-events-id', '/journal/no-such/events/5'],
  ] as const) {
    const page = await render(routeName, url);
    expect(page.status).toBe(404);
    expect(page.html).toContain(`Page not found: ${url}`);
  }
});

test('a failing API is not a missing record: the error propagates, it is no 404', async () => {
  const failing = { ...api, '/api/journals/cells/events/5': [500, { statusCode: 500, message: 'Internal Server Error' }] } as const;
  const result = await render('journal-slug-events-id', '/journal/cells/events/5', failing).then(
    (rendered) => rendered.status,
    (error: unknown) => error,
  );
  expect(result).toEqual(expect.objectContaining({ statusCode: 500 }));
});

describe('the thesis award\'s submission form', () => {
  const url = '/journal/cells/awards/submit/4/thesis';
  const path = pageRoutes.find((page) => page.name === 'journal-slug-awards-submit-awardGroupId-thesis')!.path;

  function thesisForm(pdf: Blob | null) {
    const form = new FormData();
    for (const [name, value] of Object.entries({ _csrf: 'page-token', journal: 'elsewhere', awardGroupId: '3', name: 'Mei Chen', email: 'mei@example.org', institution: 'Kyoto University', thesisTitle: 'Cilia in development', defenceDate: '2026-05-14', abstract: 'What cilia do.' }))
      form.append(name, value);
    if (pdf) form.append('thesis', pdf, 'thesis.pdf');
    return form;
  }

  test('is only for one of the journal\'s thesis awards, and shows its form while the call is open', async () => {
    const page = await render('journal-slug-awards-submit-awardGroupId-thesis', url);
    expect(page.status).toBe(200);
    expect(page.html).toContain('>Submit a thesis: Cells Best PhD Thesis Award</h1>');
    const form = /<form[^>]*>/.exec(page.html)?.[0] ?? '';
    for (const attribute of ['method="post"', 'action="/journal/cells/awards/submit/4/thesis"', 'encType="multipart/form-data"']) expect(form).toContain(attribute);
    expect(page.html).toContain('name="_csrf" value="page-token"');
    expect(page.html).toMatch(/<input[^>]*type="file"[^>]*name="thesis"|<input[^>]*name="thesis"[^>]*type="file"/);
    expect(page.html).toContain('accept="application/pdf"');
    expect(page.html).toContain('PDF, at most 5 MB');
    expect((await render('journal-slug-awards-submit-awardGroupId-thesis', '/journal/cells/awards/submit/3/thesis')).status).toBe(404);
    expect((await render('journal-slug-awards-submit-awardGroupId-thesis', '/journal/cells/awards/submit/99999999/thesis')).status).toBe(404);
  });

  test('a thesis with its PDF is stored through the forms API, for this page\'s journal and award, and the reader sees the reference', async () => {
    const posted: FormData[] = [];
    const withForms: FakeApi = {
      ...api,
      'POST /api/forms/thesis-award': (init) => {
        posted.push(init.body as FormData);
        return [201, { form: 'thesis-award', reference: 'TA-20261125-7KQ3XZ', receivedAt: '2026-11-25T10:00:00Z', confirmationSent: true }];
      },
    };
    const pdf = new Blob(['%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'], { type: 'application/pdf' });
    const answer = await redirectOnServer(await routes['journal-slug-awards-submit-awardGroupId-thesis'](), { path, url: `http://localhost${url}`, api: withForms, form: thesisForm(pdf) });
    expect(answer).toEqual({ status: 303, location: `${url}?sent=TA-20261125-7KQ3XZ` });
    expect(posted[0]?.get('journal')).toBe('cells');
    expect(posted[0]?.get('awardGroupId')).toBe('4');
    expect((posted[0]?.get('thesis') as File).name).toBe('thesis.pdf');
    const sent = await render('journal-slug-awards-submit-awardGroupId-thesis', `${url}?sent=TA-20261125-7KQ3XZ`);
    expect(sent.html).toContain('TA-20261125-7KQ3XZ');
    expect(sent.html).toContain('>Thank you for your thesis</h1>');
  });

  test('without its PDF, or with another type of file, the form comes back with the problem beside the field', async () => {
    const module = await routes['journal-slug-awards-submit-awardGroupId-thesis']();
    for (const [file, problem] of [
      [null, 'Attach your thesis as a PDF.'],
      [new Blob(['hello'], { type: 'text/plain' }), 'Attach your thesis as a PDF, at most 5 MB.'],
    ] as const) {
      const page = await renderOnServer(module, { path, url: `http://localhost${url}`, api, form: thesisForm(file) });
      expect(page.status).toBe(400);
      expect(page.html).toContain(problem);
      expect(page.html).toContain('value="Cilia in development"');
    }
  });
});
