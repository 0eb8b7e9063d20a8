/**
 * @jest-environment node
 */
// The article's suffix pages as the server renders them: notes, review reports (published or not),
// the reprint order form with scripts off (refused, then accepted: 303 to its confirmation), and the
// file suffixes sending a reader inside the site to the file.
import { installRuntimeConfig } from '@oap/shared/site/runtimeConfig.ts';
import { redirectOnServer, renderOnServer, type FakeApi } from '@oap/shared/routing/serverRenderForTests.tsx';
import { importedArticle } from '../article/articleFixtures.ts';
import * as notesRoute from './notesRoute.tsx';
import * as pdfVorRoute from './pdfVorRoute.tsx';
import * as reprintsRoute from './reprintsRoute.tsx';
import * as reviewReportRoute from './reviewReportRoute.tsx';

const api: FakeApi = {
  '/api/articles/2076-3425/15/2/118': [200, importedArticle],
  '/api/articles/2076-3425/15/2/119': [200, { ...importedArticle, identifier: '119', path: '/2076-3425/15/2/119', reviewReports: [] }],
  '/api/forms/token': [200, { token: 'token-1' }],
};
const at = (suffix: string, identifier = '118') => ({ path: `/:issn/:volume/:issue/:identifier/${suffix}`, url: `http://localhost/2076-3425/15/2/${identifier}/${suffix}` });

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

beforeAll(() => installRuntimeConfig({ siteOrigin: 'http://localhost' }));
afterAll(() => installRuntimeConfig({}));

test('/notes: licence, attribution to the original journal with its DOI, the publisher’s note', async () => {
  const result = await renderOnServer(notesRoute, { ...at('notes'), api });
  expect(result.status).toBe(200);
  expect(result.html).toMatch(/<h1[^>]*>Notes and licence<\/h1>/);
  expect(result.html).toContain('href="https://creativecommons.org/licenses/by/4.0/"');
  expect(result.html).toContain('<cite>eLife</cite>');
  expect(result.html).toContain('https://doi.org/10.7554/eLife.41043');
  expect(result.html).toContain('solely those of the individual authors');
  expect(result.html).toContain('href="/2076-3425/15/2/118"');
});

test('/review_report: every report in full, or a clear note where none is published', async () => {
  const published = await renderOnServer(reviewReportRoute, { ...at('review_report'), api });
  expect(published.status).toBe(200);
  expect(published.html).toMatch(/<h2 id="report-1">Decision letter<\/h2>/);
  expect(published.html).toContain('Both reviewers found the timing result convincing.');
  const none = await renderOnServer(reviewReportRoute, { ...at('review_report', '119'), api });
  expect(none.html).toContain('The review reports of this article are not published.');
  expect(reviewReportRoute.head({ ...importedArticle, reviewReports: [] }).robots).toBe('noindex, follow');
  const missing = await renderOnServer(reviewReportRoute, { ...at('review_report', '999'), api });
  expect(missing.status).toBe(404);
});

test('/reprints: a form posting to its own address, with the article named and the reader’s token', async () => {
  const result = await renderOnServer(reprintsRoute, { ...at('reprints'), api });
  expect(result.status).toBe(200);
  expect(result.html).toMatch(/<h1[^>]*>Order reprints<\/h1>/);
  expect(result.html).toMatch(/<form[^>]*method="post"[^>]*action="\/2076-3425\/15\/2\/118\/reprints"|<form[^>]*action="\/2076-3425\/15\/2\/118\/reprints"[^>]*method="post"/);
  expect(result.html).toContain('name="_csrf" value="token-1"');
  expect(result.html).toContain('name="doi" value="10.3390/brainsci15020118"');
  for (const field of ['quantity', 'format', 'name', 'email', 'street', 'city', 'postalCode', 'country']) expect(result.html).toContain(`name="${field}"`);
  // A one-line street field: "street-address" is for a multiline one (the HTML standard's autofill rules).
  expect(result.html).toMatch(/<input[^>]*autoComplete="address-line1"[^>]*name="street"|<input[^>]*name="street"[^>]*autoComplete="address-line1"/i);
});

test('/reprints: a refused order comes back with the problems; an accepted one is a 303 to its confirmation', async () => {
  const refused = await renderOnServer(reprintsRoute, { ...at('reprints'), api, form: form({ _csrf: 'token-1', article: 'x', doi: 'y', quantity: '3', format: '' }) });
  expect(refused.status).toBe(400);
  expect(refused.html).toContain('Enter a number of copies from 10 to 5,000.');
  expect(refused.html).toContain('value="3"');

  let posted: FormData | undefined;
  const accepting: FakeApi = {
    ...api,
    'POST /api/forms/reprint-order': (init) => {
      posted = init.body as FormData;
      return [201, { form: 'reprint-order', reference: 'RP-20261125-7KQ3XZ', receivedAt: '2026-11-25T12:00:00.000Z', confirmationSent: true }];
    },
  };
  const order = { _csrf: 'token-1', article: 'Dopamine (/2076-3425/15/2/118)', doi: '10.3390/brainsci15020118', quantity: '50', format: 'colour', name: 'Ann Reader', email: 'ann@example.org', street: '1 Main St', city: 'Basel', postalCode: '4001', country: 'Switzerland' };
  const answer = await redirectOnServer(reprintsRoute, { ...at('reprints'), api: accepting, form: form(order) });
  expect(answer).toEqual({ status: 303, location: '/2076-3425/15/2/118/reprints?sent=RP-20261125-7KQ3XZ' });
  expect(posted?.get('quantity')).toBe('50');
  const confirmation = await renderOnServer(reprintsRoute, { ...at('reprints'), url: 'http://localhost/2076-3425/15/2/118/reprints?sent=RP-20261125-7KQ3XZ', api });
  expect(confirmation.html).toContain('<strong>RP-20261125-7KQ3XZ</strong>');
});

test('a file suffix reached inside the site loads the file itself', async () => {
  const answer = await redirectOnServer(pdfVorRoute, { ...at('pdf-vor'), api });
  expect(answer.location).toBe('/api/articles/2076-3425/15/2/118/pdf-vor');
});
