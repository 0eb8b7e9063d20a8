/**
 * @jest-environment node
 */
// The event proposal page and the help centre as the server renders them, scripts off.
import { installRuntimeConfig } from '@oap/shared/site/runtimeConfig.ts';
import { redirectOnServer, renderOnServer, type FakeApi } from '@oap/shared/routing/serverRenderForTests.tsx';
import * as eventProposalRoute from './eventProposalRoute.tsx';
import * as supportRoute from '../support/supportRoute.tsx';

const api: FakeApi = { '/api/forms/token': [200, { token: 'token-2' }] };
const page = { path: '/events/add', url: 'http://localhost/events/add' };
const event = {
  _csrf: 'token-2',
  title: 'Open Science Days',
  startDate: '2027-05-14',
  endDate: '2027-05-15',
  place: 'Basel, Switzerland',
  url: 'https://osd.example.org',
  name: 'Ann Organiser',
  email: 'ann@example.org',
};

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

beforeAll(() => installRuntimeConfig({ siteOrigin: 'http://localhost' }));
afterAll(() => installRuntimeConfig({}));

test('the event form has its two groups, date fields and the token', async () => {
  const result = await renderOnServer(eventProposalRoute, { ...page, api });
  expect(result.status).toBe(200);
  expect(result.html).toMatch(/<h1[^>]*>Propose an event<\/h1>/);
  expect(result.html).toMatch(/<legend[^>]*>The event<\/legend>/);
  expect(result.html).toMatch(/<input[^>]*type="date"[^>]*name="startDate"|<input[^>]*name="startDate"[^>]*type="date"|id="event-startDate"[^>]*type="date"/);
  expect(result.html).toContain('value="token-2"');
});

test('a last day before the first comes back beside the last day, with what was typed', async () => {
  const result = await renderOnServer(eventProposalRoute, { ...page, api, form: form({ ...event, endDate: '2027-05-01', url: 'osd.example.org' }) });
  expect(result.status).toBe(400);
  expect(result.html).toContain('<a href="#event-endDate">The last day cannot be before the first day.</a>');
  expect(result.html).toContain('<a href="#event-url">Enter the event’s web address as a full address starting with https://.</a>');
  expect(result.html).toContain('value="Open Science Days"');
  expect(result.requests).toEqual(['GET /api/forms/token']);
});

test('an accepted event is a 303 to the confirmation', async () => {
  const answer = await redirectOnServer(eventProposalRoute, {
    ...page,
    api: { ...api, 'POST /api/forms/event-proposal': [201, { form: 'event-proposal', reference: 'EV-20261125-ABC123', receivedAt: '', confirmationSent: true }] },
    form: form(event),
  });
  expect(answer).toEqual({ status: 303, location: '/events/add?sent=EV-20261125-ABC123' });
});

test('the help centre lists its topics as links and leads to the feedback form', async () => {
  const result = await renderOnServer(supportRoute, { path: '/support', url: 'http://localhost/support', api: {} });
  expect(result.status).toBe(200);
  expect(result.html).toMatch(/<h1[^>]*>Help Center<\/h1>/);
  for (const href of ['/authors', '/apc', '/editorial_process', '/subscribe', '/events/add']) expect(result.html).toContain(`href="${href}"`);
  expect(result.html).toContain('href="/support/feedback"');
});
