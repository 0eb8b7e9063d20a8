/**
 * @jest-environment node
 */
// The subscription pages as the server renders them, scripts off: subscribe (preselected from the
// journal-alerts box), the confirmation link, the manage page from a signed link, and the two
// one-journal links. The API is a stand-in here; server/src/subscriptions tests the real one.
import type { SubscriptionChoices, SubscriptionState } from '@oap/contracts/api/subscriptions.ts';
import { installRuntimeConfig } from '@oap/shared/site/runtimeConfig.ts';
import { redirectOnServer, renderOnServer, type FakeApi } from '@oap/shared/routing/serverRenderForTests.tsx';
import * as subscribeRoute from './subscribeRoute.tsx';
import * as verifyRoute from './verifyRoute.tsx';
import * as manageRoute from './manageRoute.tsx';
import * as subscribeRiRoute from './subscribeRiRoute.tsx';
import * as unsubReleaseRoute from './unsubReleaseRoute.tsx';

const choices: SubscriptionChoices = {
  journals: [
    { nameSystem: 'cells', name: 'Cells' },
    { nameSystem: 'brain-sciences', name: 'Brain Sciences' },
  ],
  topics: [{ identifier: 'digital_twins', name: 'Advances in Digital Twins' }],
};
const state: SubscriptionState = { email: 'reader@example.org', verified: true, journals: [{ nameSystem: 'cells', name: 'Cells' }], topics: [], managePath: '/unsub/managesubscriptions?email=cmVhZGVyQGV4YW1wbGUub3Jn&key=k1' };
const base: FakeApi = { '/api/subscriptions/choices': [200, choices], '/api/forms/token': [200, { token: 'tok' }] };
const encoded = 'cmVhZGVyQGV4YW1wbGUub3Jn'; // reader@example.org

function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) data.append(name, item);
  return data;
}

beforeAll(() => installRuntimeConfig({ siteOrigin: 'http://localhost' }));
afterAll(() => installRuntimeConfig({}));

test('/subscribe lists the journals and topics, with the journal and address of the alerts box chosen', async () => {
  const result = await renderOnServer(subscribeRoute, { path: '/subscribe', url: 'http://localhost/subscribe?journal=cells&email=reader%40example.org', api: base });
  expect(result.status).toBe(200);
  expect(result.html).toMatch(/<input[^>]*id="subscribe-journals-cells"[^>]*checked=""/);
  expect(result.html).not.toMatch(/<input[^>]*id="subscribe-journals-brain-sciences"[^>]*checked=""/);
  expect(result.html).toContain('value="reader@example.org"');
  expect(result.html).toContain('Advances in Digital Twins');
});

test("a signed-in reader's address is filled in, and the page leads to their profile; a stranger's page does neither", async () => {
  const signedIn = await renderOnServer(subscribeRoute, {
    path: '/subscribe',
    url: 'http://localhost/subscribe',
    api: { ...base, '/api/user': [200, { isLoggedIn: true, name: 'Ada', email: 'ada@example.org' }] },
    withHeader: true,
  });
  expect(signedIn.html).toContain('value="ada@example.org"');
  // The page's loader and the header share one answer.
  expect(signedIn.requests.filter((request) => request === 'GET /api/user')).toHaveLength(1);
  expect(signedIn.html).toMatch(/<a[^>]*href="\/profile"[^>]*>your profile page<\/a>/);
  const stranger = await renderOnServer(subscribeRoute, { path: '/subscribe', url: 'http://localhost/subscribe', api: { ...base, '/api/user': [200, { isLoggedIn: false }] } });
  expect(stranger.html).not.toContain('href="/profile"');
  expect(stranger.html).not.toContain('ada@example.org');
});

test('subscribing without a choice is refused beside the journals; a valid one is a 303 to "check your inbox"', async () => {
  const refused = await renderOnServer(subscribeRoute, { path: '/subscribe', url: 'http://localhost/subscribe', api: base, form: form({ _csrf: 'tok', email: 'reader@example.org' }) });
  expect(refused.status).toBe(400);
  expect(refused.html).toContain('<a href="#subscribe-journals">Choose at least one journal or topic.</a>');

  let posted: FormData | undefined;
  const api: FakeApi = {
    ...base,
    'POST /api/subscriptions': (init) => {
      posted = init.body as FormData;
      return [202, { status: 'verification-sent', email: 'reader@example.org' }];
    },
  };
  const accepted = await redirectOnServer(subscribeRoute, { path: '/subscribe', url: 'http://localhost/subscribe', api, form: form({ _csrf: 'tok', email: 'reader@example.org', journals: ['cells', 'brain-sciences'] }) });
  expect(accepted).toEqual({ status: 303, location: '/subscribe?sent=1' });
  expect(posted?.getAll('journals')).toEqual(['cells', 'brain-sciences']);
  const sent = await renderOnServer(subscribeRoute, { path: '/subscribe', url: 'http://localhost/subscribe?sent=1', api: base });
  expect(sent.html).toMatch(/<h1[^>]*>Check your inbox<\/h1>/);
});

test('the confirmation link asks first; its button confirms and leads to the manage page; a bad one says why with its 4xx', async () => {
  const page = { path: '/subscribe/verify/:hash', url: 'http://localhost/subscribe/verify/h1' };
  const asked = await renderOnServer(verifyRoute, { ...page, api: {} });
  expect(asked.status).toBe(200);
  expect(asked.requests).toEqual([]);
  expect(asked.html).toMatch(/<h1[^>]*>Confirm your subscription<\/h1>/);
  expect(asked.html).toMatch(/<form[^>]*method="post"/);
  const confirmed = await redirectOnServer(verifyRoute, { ...page, api: { 'POST /api/subscriptions/verify': [200, state] }, form: form({}) });
  expect(confirmed).toEqual({ status: 303, location: `/unsub/managesubscriptions?email=${encoded}&key=k1&notice=confirmed` });
  const expired = await renderOnServer(verifyRoute, { ...page, api: { 'POST /api/subscriptions/verify': [400, { statusCode: 400, message: 'This confirmation link has expired or is not complete.' }] }, form: form({}) });
  expect(expired.status).toBe(400);
  expect(expired.html).toContain('This confirmation link has expired or is not complete.');
});

test('the manage page shows the reader’s choice; saving is a 303 back; "unsubscribe from everything" sends none; a wrong key is a 403 page', async () => {
  const url = `http://localhost/unsub/managesubscriptions?email=${encoded}&key=k1`;
  const api: FakeApi = { ...base, '/api/subscriptions/manage?email=reader%40example.org&key=k1': [200, state] };
  const page = await renderOnServer(manageRoute, { path: '/unsub/managesubscriptions', url, api });
  expect(page.status).toBe(200);
  expect(page.html).toMatch(/<input[^>]*id="manage-journals-cells"[^>]*checked=""/);
  expect(page.html).toContain('Unsubscribe from everything');

  let posted: FormData | undefined;
  const saving: FakeApi = {
    ...api,
    'POST /api/subscriptions/manage': (init) => {
      posted = init.body as FormData;
      return [200, { ...state, journals: [] }];
    },
  };
  const saved = await redirectOnServer(manageRoute, { path: '/unsub/managesubscriptions', url, api: saving, form: form({ _csrf: 'tok', email: 'reader@example.org', key: 'k1', journals: 'cells', intent: 'unsubscribe-all' }) });
  expect(saved).toEqual({ status: 303, location: `/unsub/managesubscriptions?email=${encoded}&key=k1&notice=saved` });
  const confirmedNotice = await renderOnServer(manageRoute, { path: '/unsub/managesubscriptions', url: `${url}&notice=confirmed`, api });
  expect(confirmedNotice.html).toContain('Your subscription is confirmed. These are the alerts you receive.');
  expect(posted?.getAll('journals')).toEqual([]);

  const wrong = await renderOnServer(manageRoute, {
    path: '/unsub/managesubscriptions',
    url: `http://localhost/unsub/managesubscriptions?email=${encoded}&key=forged`,
    api: { ...base, '/api/subscriptions/manage?email=reader%40example.org&key=forged': [403, { statusCode: 403, message: 'This link is not valid for this address.' }] },
  });
  expect(wrong.status).toBe(403);
  expect(wrong.html).toContain('This link is not valid for this address.');
  const incomplete = await renderOnServer(manageRoute, { path: '/unsub/managesubscriptions', url: 'http://localhost/unsub/managesubscriptions?email=%%%', api: base });
  expect(incomplete.status).toBe(404);
});

test('without its link the manage page asks for an address, has a link mailed, and then says the same for any address', async () => {
  const page = await renderOnServer(manageRoute, { path: '/unsub/managesubscriptions', url: 'http://localhost/unsub/managesubscriptions', api: base });
  expect(page.status).toBe(200);
  expect(page.html).toContain('<h1');
  expect(page.html).toContain('A link to your alerts');
  expect(page.html).toMatch(/<form[^>]*method="post"/);
  expect(page.html).toMatch(/<input[^>]*type="email"[^>]*name="email"|<input[^>]*name="email"[^>]*type="email"/);
  expect(page.html).toContain('value="send-link"');

  let posted: FormData | undefined;
  const api: FakeApi = {
    ...base,
    'POST /api/subscriptions/manage-link': (init) => {
      posted = init.body as FormData;
      return [202, { status: 'link-sent' }];
    },
  };
  const sent = await redirectOnServer(manageRoute, { path: '/unsub/managesubscriptions', url: 'http://localhost/unsub/managesubscriptions', api, form: form({ _csrf: 'tok', intent: 'send-link', email: 'reader@example.org' }) });
  expect(sent).toEqual({ status: 303, location: manageRoute.manageLinkSentPath });
  expect(posted?.get('email')).toBe('reader@example.org');
  expect(posted?.has('intent')).toBe(false);
  const after = await renderOnServer(manageRoute, { path: '/unsub/managesubscriptions', url: `http://localhost${manageRoute.manageLinkSentPath}`, api: base });
  expect(after.html).toContain('If that address receives alerts from us, we have sent it a link');

  const refused = await renderOnServer(manageRoute, { path: '/unsub/managesubscriptions', url: 'http://localhost/unsub/managesubscriptions', api: base, form: form({ _csrf: 'tok', intent: 'send-link', email: 'not an address' }) });
  expect(refused.status).toBe(400);
  expect(refused.html).toContain('href="#manage-link-email"');
});

test('a one-journal link asks first (opening it changes nothing), and its button does it', async () => {
  const journalApi: FakeApi = { ...base, '/api/journals/cells/single/base': [200, { nameSystem: 'cells', name: 'Cells' }] };
  const subscribePage = { path: '/subscribe_ri_email/:emailBase64/:key/:nameSystem', url: `http://localhost/subscribe_ri_email/${encoded}/k2/cells` };
  const asked = await renderOnServer(subscribeRiRoute, { ...subscribePage, api: journalApi });
  expect(asked.html).toContain('reader@example.org will receive the table of contents of each new issue of Cells.');
  expect(asked.requests).not.toContain('POST /api/subscriptions/journal');
  const done = await redirectOnServer(subscribeRiRoute, {
    ...subscribePage,
    api: { ...journalApi, 'POST /api/subscriptions/journal': [200, state] },
    form: form({ _csrf: 'tok', email: 'reader@example.org', key: 'k2', nameSystem: 'cells' }),
  });
  expect(done).toEqual({ status: 303, location: `${state.managePath}&notice=subscribed` });

  const unsubscribePage = { path: '/unsub_release_email/:encodedEmail/:key/:nameSystem', url: `http://localhost/unsub_release_email/${encoded}/k3/cells` };
  const stopped = await redirectOnServer(unsubReleaseRoute, {
    ...unsubscribePage,
    api: { ...journalApi, 'POST /api/subscriptions/journal/unsubscribe': [200, { ...state, journals: [] }] },
    form: form({ _csrf: 'tok', email: 'reader@example.org', key: 'k3', nameSystem: 'cells' }),
  });
  expect(stopped).toEqual({ status: 303, location: `${state.managePath}&notice=unsubscribed` });
  const forged = await renderOnServer(unsubReleaseRoute, {
    ...unsubscribePage,
    api: { ...journalApi, 'POST /api/subscriptions/journal/unsubscribe': [403, { statusCode: 403, message: 'This link is not valid for this address.' }] },
    form: form({ _csrf: 'tok', email: 'reader@example.org', key: 'k3', nameSystem: 'cells' }),
  });
  expect(forged.status).toBe(403);
  expect(forged.html).toContain('This link is not valid for this address.');
  expect((await renderOnServer(unsubReleaseRoute, { ...unsubscribePage, url: 'http://localhost/unsub_release_email/bm90LWFuLWFkZHJlc3M/k3/cells', api: journalApi })).status).toBe(404);
});
