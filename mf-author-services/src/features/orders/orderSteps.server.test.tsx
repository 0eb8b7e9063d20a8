/**
 * @jest-environment node
 */
// The order steps as the server renders them, scripts off: each step's GET form leads to the order
// review with its choices; the review shows the order and its price and sends it through the forms
// API (303 to the confirmation with its reference); a review without choices says which step to do.
import { installRuntimeConfig } from '@oap/shared/site/runtimeConfig.ts';
import { redirectOnServer, renderOnServer, type FakeApi } from '@oap/shared/routing/serverRenderForTests.tsx';
import * as academicFormattingRoute from './academicFormattingRoute.tsx';
import * as editingServiceRoute from './editingServiceRoute.tsx';
import * as figureEditingRoute from './figureEditingRoute.tsx';
import * as orderReviewRoute from './orderReviewRoute.tsx';
import { readOrder, reviewHref } from './orderChoice.ts';

beforeAll(() => installRuntimeConfig({ siteOrigin: 'http://localhost' }));
afterAll(() => installRuntimeConfig({}));

const review = (query: string) => ({ path: '/authors/step/order-review', url: `http://localhost/authors/step/order-review${query}` });

test('each step is a GET form to the order review with its choices', async () => {
  const editing = await renderOnServer(editingServiceRoute, { path: '/authors/step/editing-service', url: 'http://localhost/authors/step/editing-service?words=3000', api: {} });
  expect(editing.html).toMatch(/<form[^>]*action="\/authors\/step\/order-review" method="get"/);
  expect(editing.html).toContain('value="3000"');
  expect(editing.html).toContain('3,000 words: 320 CHF, ready in 5 working days');
  expect(editing.html).toContain('3,000 words: 480 CHF, ready in 2 working days');
  const figures = await renderOnServer(figureEditingRoute, { path: '/authors/step/figure-editing', url: 'http://localhost/authors/step/figure-editing?figures=4', api: {} });
  expect(figures.html).toContain('120 CHF, ready in 3 working days');
  const formatting = await renderOnServer(academicFormattingRoute, { path: '/authors/step/academic-formatting', url: 'http://localhost/authors/step/academic-formatting?formatting=references', api: {} });
  expect(formatting.html).toMatch(/<input[^>]*value="references"[^>]*checked|<input[^>]*checked[^>]*value="references"/);
  for (const page of [editing, figures, formatting]) expect(page.html.match(/<h1[\s>]/g)).toHaveLength(1);
});

test('the review reads the order from the address, shows its price and carries it in the order form', async () => {
  const api: FakeApi = { '/api/forms/token': [200, { token: 'token-9' }] };
  const page = await renderOnServer(orderReviewRoute, { ...review('?service=english-editing&words=5120&speed=express&spelling=american'), api });
  expect(page.status).toBe(200);
  expect(page.html).toMatch(/<h1[^>]*>Review your order<\/h1>/);
  expect(page.html).toContain('675 CHF, ready in 3 working days');
  expect(page.html).toContain('American English');
  for (const [name, value] of [['service', 'english-editing'], ['words', '5120'], ['speed', 'express'], ['spelling', 'american'], ['_csrf', 'token-9']]) {
    expect(page.html).toMatch(new RegExp(`<input type="hidden" name="${name}" value="${value}"`));
  }
  expect(page.html).toMatch(/encType="multipart\/form-data" method="post"/);
});

test('a review without a complete order says which step to do first, and fetches no token', async () => {
  const page = await renderOnServer(orderReviewRoute, { ...review('?service=english-editing&words=5120'), api: {} });
  expect(page.html).toContain('Choose standard or express delivery first.');
  expect(page.html).toContain('href="/authors/step/editing-service?words=5120"');
  expect(page.requests).toEqual([]);
  expect((await renderOnServer(orderReviewRoute, { ...review(''), api: {} })).html).toContain('Choose a service first.');
  expect(readOrder(new URLSearchParams('service=academic-formatting&formatting=references&references=40'))).toEqual({
    ok: true,
    order: { service: 'academic-formatting', formatting: 'references', pages: 0, references: 40 },
  });
  expect(reviewHref({ service: 'figure-editing', figures: 3 })).toBe('/authors/step/order-review?service=figure-editing&figures=3');
});

function orderForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  form.append('_csrf', 'token-9');
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('manuscript', new File([], ''));
  return form;
}

test('a complete order is sent with its choices and answered 303 to the confirmation with its reference', async () => {
  const posted: FormData[] = [];
  const api: FakeApi = {
    '/api/forms/token': [200, { token: 'token-9' }],
    'POST /api/forms/author-service-order': (init) => {
      posted.push(init.body as FormData);
      return [201, { form: 'author-service-order', reference: 'AO-20261125-ABC123', receivedAt: '', confirmationSent: true }];
    },
  };
  const fields = { service: 'figure-editing', figures: '4', manuscriptTitle: 'Coral reef recovery', name: 'Ann Example', email: 'ann@example.org' };
  const answer = await redirectOnServer(orderReviewRoute, { ...review('?service=figure-editing&figures=4'), api, form: orderForm(fields) });
  expect(answer).toEqual({ status: 303, location: '/authors/step/order-review?sent=AO-20261125-ABC123' });
  expect(posted[0]?.get('figures')).toBe('4');
  expect(posted[0]?.get('manuscriptTitle')).toBe('Coral reef recovery');
  const sent = await renderOnServer(orderReviewRoute, { ...review('?sent=AO-20261125-ABC123'), api });
  expect(sent.html).toMatch(/<h1[^>]*>Thank you for your order<\/h1>/);
  expect(sent.html).toContain('AO-20261125-ABC123');
  expect(sent.requests).toEqual([]);
});

test('an order without the author’s details comes back with its problems and sends nothing', async () => {
  const posted: FormData[] = [];
  const api: FakeApi = {
    '/api/forms/token': [200, { token: 'token-9' }],
    'POST /api/forms/author-service-order': (init) => {
      posted.push(init.body as FormData);
      return [201, {}];
    },
  };
  const page = await renderOnServer(orderReviewRoute, { ...review('?service=figure-editing&figures=4'), api, form: orderForm({ service: 'figure-editing', figures: '4', email: 'not an address' }) });
  expect(page.status).toBe(400);
  expect(page.html).toContain('There are problems with 3 fields');
  expect(page.html).toContain('Enter the title of your manuscript.');
  expect(posted).toEqual([]);
});
