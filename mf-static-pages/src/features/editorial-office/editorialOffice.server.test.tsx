/**
 * @jest-environment node
 */
// The editorial office's pages and the reader's message page as the server renders them.
import type { SubmissionDetail, SubmissionList } from '@oap/contracts/api/forms.ts';
import { installRuntimeConfig } from '@oap/shared/site/runtimeConfig.ts';
import { redirectOnServer, renderOnServer, type FakeApi } from '@oap/shared/routing/serverRenderForTests.tsx';
import * as submissionsRoute from './submissionsRoute.tsx';
import * as submissionRoute from './submissionRoute.tsx';
import * as messageRoute from '../message/messageRoute.tsx';

const list: SubmissionList = {
  total: 1,
  page: 1,
  pageSize: 25,
  forms: [
    { id: 'feedback', title: 'Feedback' },
    { id: 'event-proposal', title: 'Event proposal' },
  ],
  items: [{ reference: 'FB-20261125-7KQ3XZ', form: 'feedback', formTitle: 'Feedback', receivedAt: '2026-11-25T14:05:00.000Z', email: 'reader@example.org', summary: 'The search box is hard to find', files: 1 }],
};

const detail: SubmissionDetail = {
  ...list.items[0]!,
  fields: [
    { name: 'topic', label: 'What is your feedback about?', value: 'website' },
    { name: 'message', label: 'Your feedback', value: 'The search box is hard to find' },
  ],
  account: null,
  attachments: [{ field: 'attachment', fileName: 'screen.png', contentType: 'image/png', size: 2048, url: '/api/editorial/submissions/FB-20261125-7KQ3XZ/files/attachment' }],
  replies: [],
};

beforeAll(() => installRuntimeConfig({ siteOrigin: 'http://localhost' }));
afterAll(() => installRuntimeConfig({}));

test('the list shows the filter as a GET form, the table and the CSV of the same filter', async () => {
  const api: FakeApi = { '/api/editorial/submissions?form=feedback&from=2026-11-01': [200, list] };
  const result = await renderOnServer(submissionsRoute, { path: '/editorial-office/submissions', url: 'http://localhost/editorial-office/submissions?form=feedback&from=2026-11-01&to=', api });
  expect(result.status).toBe(200);
  expect(result.html).toMatch(/<h1[^>]*>Submissions<\/h1>/);
  expect(result.html).toMatch(/<form[^>]*method="get"/);
  expect(result.html).toContain('href="/editorial-office/submissions/FB-20261125-7KQ3XZ"');
  expect(result.html).toContain('href="/api/editorial/submissions.csv?form=feedback&amp;from=2026-11-01"');
  expect(result.html).toContain('25 Nov 2026, 14:05 UTC');
  expect(result.html).toContain('1 submission');
});

test('a reader without the role gets the 403 page, a signed-out one the 401', async () => {
  for (const status of [401, 403]) {
    const api: FakeApi = { '/api/editorial/submissions': [status, { statusCode: status, message: 'refused' }] };
    const result = await renderOnServer(submissionsRoute, { path: '/editorial-office/submissions', url: 'http://localhost/editorial-office/submissions', api });
    expect(result.status).toBe(status);
  }
});

test('one submission: its fields with labels, its file as a download, and the answer form', async () => {
  const api: FakeApi = { '/api/editorial/submissions/FB-20261125-7KQ3XZ': [200, detail], '/api/forms/token': [200, { token: 't' }] };
  const page = { path: '/editorial-office/submissions/:reference', url: 'http://localhost/editorial-office/submissions/FB-20261125-7KQ3XZ', api };
  const result = await renderOnServer(submissionRoute, page);
  expect(result.html).toMatch(/<h1[^>]*>Feedback FB-20261125-7KQ3XZ<\/h1>/);
  expect(result.html).toContain('<dt>Your feedback</dt>');
  expect(result.html).toMatch(/<a href="\/api\/editorial\/submissions\/FB-20261125-7KQ3XZ\/files\/attachment" download="">screen.png<\/a>/);
  expect(result.html).toContain('Send the answer');

  const replied = await redirectOnServer(submissionRoute, {
    ...page,
    api: { ...api, 'POST /api/editorial/submissions/FB-20261125-7KQ3XZ/reply': [201, { reference: 'FB-20261125-7KQ3XZ', recipient: 'reader@example.org' }] },
    form: (() => {
      const form = new FormData();
      form.append('_csrf', 't');
      form.append('subject', 'About the search box');
      form.append('body', 'Thank you, we moved it.');
      return form;
    })(),
  });
  expect(replied).toEqual({ status: 303, location: '/editorial-office/submissions/FB-20261125-7KQ3XZ?replied' });
});

test('a message read from its link shows its paragraphs; a wrong link is the 404 page', async () => {
  const message = { subject: 'About the PDF link', body: 'Thank you.\n\nIt is fixed now.', reference: 'FB-20261125-7KQ3XZ', sentAt: '2026-11-25T15:00:00.000Z', expiresAt: '2027-02-23T15:00:00.000Z' };
  const page = { path: '/message/:hashKey/:hashUserKey', url: 'http://localhost/message/abc/def', api: { '/api/messages/abc/def': [200, message] } as FakeApi };
  const result = await renderOnServer(messageRoute, page);
  expect(result.html).toMatch(/<h1[^>]*>About the PDF link<\/h1>/);
  expect(result.html).toContain('<p>It is fixed now.</p>');
  expect(messageRoute.head(message).robots).toBe('noindex, nofollow');
  const wrong = await renderOnServer(messageRoute, { ...page, url: 'http://localhost/message/abc/xyz' });
  expect(wrong.status).toBe(404);
});
