/**
 * @jest-environment node
 */
// The feedback page as the server renders it, with scripts off: the form with its token and honeypot,
// the form posted to the page's address (the action validates, then calls the forms API), the refusal
// with the reader's values and the problems beside the fields, and the 303 to the confirmation.
import { installRuntimeConfig } from '@oap/shared/site/runtimeConfig.ts';
import { redirectOnServer, renderOnServer, type FakeApi } from '@oap/shared/routing/serverRenderForTests.tsx';
import * as supportOptionRoute from './supportOptionRoute.tsx';

const tokenApi: FakeApi = { '/api/forms/token': [200, { token: 'token-1' }] };
const page = { path: '/support/:option', url: 'http://localhost/support/feedback' };

/** The opening tag of the element with `id` (attribute order is React's business). */
function tagWithId(html: string, id: string): string {
  return new RegExp(`<[a-z]+ [^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? '';
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

beforeAll(() => installRuntimeConfig({ siteOrigin: 'http://localhost' }));
afterAll(() => installRuntimeConfig({}));

test('the page is a form that posts to its own address, with the reader’s token and the honeypot', async () => {
  const result = await renderOnServer(supportOptionRoute, { ...page, api: tokenApi });
  expect(result.status).toBe(200);
  expect(result.html).toMatch(/<h1[^>]*>Send us feedback<\/h1>/);
  const formTag = tagWithId(result.html, 'feedback');
  expect(formTag).toContain('method="post"');
  expect(formTag).toContain('action="/support/feedback"');
  expect(formTag.toLowerCase()).toContain('enctype="multipart/form-data"');
  expect(result.html).toMatch(/<input type="hidden" name="_csrf" value="token-1"\/>/);
  expect(result.html).toMatch(/<label for="feedback-website">Leave this field empty<\/label>/);
  expect(result.html).toMatch(/<select[^>]*id="feedback-topic"[^>]*name="topic"/);
  expect(result.html).toMatch(/<label for="feedback-message"[^>]*>Your feedback<\/label>/);
});

test('an option the site does not offer is the 404 page, without asking the API', async () => {
  for (const path of ['/support/complaints', '/support/Feedback', '/support/feedback.html']) {
    const result = await renderOnServer(supportOptionRoute, { ...page, url: `http://localhost${path}`, api: tokenApi });
    expect(result.status).toBe(404);
    expect(result.html).toContain(`Page not found: ${path}`);
    expect(result.requests).toEqual([]);
  }
});

test('a refused form comes back with status 400, the reader’s values, and each problem beside its field and in the summary', async () => {
  const result = await renderOnServer(supportOptionRoute, {
    ...page,
    api: tokenApi,
    form: form({ _csrf: 'token-1', topic: '', message: '   ', email: 'reader@', name: 'Ann <Reader>' }),
  });
  expect(result.status).toBe(400);
  // Nothing reached the API: the same schema as the server's refused it first.
  expect(result.requests).toEqual(['GET /api/forms/token']);
  const summary = /<div [^>]*role="alert"[^>]*>/.exec(result.html)?.[0] ?? '';
  expect(summary).toContain('tabindex="-1"');
  // Focused by the browser on arrival, scripts or not.
  expect(summary).toContain('autofocus=""');
  expect(result.html).toContain('There are problems with 3 fields');
  expect(result.html).toContain('<a href="#feedback-email">Enter an email address such as name@example.org.</a>');
  const email = tagWithId(result.html, 'feedback-email');
  expect(email).toContain('value="reader@"');
  expect(email).toContain('aria-invalid="true"');
  expect(email).toContain('aria-describedby="feedback-email-error"');
  expect(result.html).toMatch(/<p id="feedback-email-error"[^>]*>.*Enter an email address such as name@example.org.<\/p>/);
  expect(result.html).toContain('value="Ann &lt;Reader&gt;"');
  expect(result.html).toMatch(/<h1[^>]*>Send us feedback<\/h1>/);
});

test('the API’s refusal (an expired token) is shown above the form with its status', async () => {
  const api: FakeApi = {
    ...tokenApi,
    'POST /api/forms/feedback': [403, { statusCode: 403, message: 'This form has expired (or your browser did not send its security cookie). Please send it again.' }],
  };
  const result = await renderOnServer(supportOptionRoute, { ...page, api, form: form({ _csrf: 'old', topic: 'website', message: 'Hello' }) });
  expect(result.status).toBe(403);
  expect(result.html).toContain('This form has expired');
  expect(result.html).toContain('value="token-1"');
  expect(result.html).toMatch(/<textarea[^>]*>Hello<\/textarea>/);
});

test('an accepted form is a 303 to the confirmation, which shows the reference', async () => {
  let posted: FormData | undefined;
  const requests: string[] = [];
  const api: FakeApi = {
    ...tokenApi,
    'POST /api/forms/feedback': (init) => {
      posted = init.body as FormData;
      return [201, { form: 'feedback', reference: 'FB-20261125-7KQ3XZ', receivedAt: '2026-11-25T12:00:00.000Z', confirmationSent: false }];
    },
  };
  const answer = await redirectOnServer(supportOptionRoute, { ...page, api, requests, form: form({ _csrf: 'token-1', topic: 'article', message: 'Figure 2 is missing.' }) });
  expect(answer).toEqual({ status: 303, location: '/support/feedback?sent=FB-20261125-7KQ3XZ' });
  expect(posted?.get('message')).toBe('Figure 2 is missing.');
  expect(requests).toContain('POST /api/forms/feedback');

  const confirmation = await renderOnServer(supportOptionRoute, { ...page, url: 'http://localhost/support/feedback?sent=FB-20261125-7KQ3XZ', api: tokenApi });
  expect(confirmation.html).toMatch(/<h1[^>]*>Thank you for your feedback<\/h1>/);
  expect(confirmation.html).toContain('<strong>FB-20261125-7KQ3XZ</strong>');
  expect(supportOptionRoute.head({ csrfToken: '', sent: 'FB-20261125-7KQ3XZ', about: '' }).robots).toBe('noindex, follow');
});
