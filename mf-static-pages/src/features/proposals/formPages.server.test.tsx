/**
 * @jest-environment node
 */
// The proposal and contact pages as the server renders them, scripts off: each shows its form with
// the reader's token and a label for every field; a valid post is a 303 to its confirmation (the
// forms API got every field), an empty one comes back with its problems (400), and the confirmation
// shows the reference.
import { pageRoutes, type RouteNameOf } from '@oap/contracts/routing/routeTable.ts';
import { installRuntimeConfig } from '@oap/shared/site/runtimeConfig.ts';
import { redirectOnServer, renderOnServer, type FakeApi } from '@oap/shared/routing/serverRenderForTests.tsx';
import routes from '../../routes.ts';
import type { FormPageSpec } from './formPageSpec.ts';
import { validProposal } from './validProposals.ts';

const pages = {
  'societies-contact-general': () => import('./pages/societiesContactGeneralPage.tsx').then((m) => m.societiesContactGeneralPage),
  'societies-contact-affiliation': () => import('./pages/societiesContactAffiliationPage.tsx').then((m) => m.societiesContactAffiliationPage),
  'societies-contact-new-journal': () => import('./pages/societiesContactNewJournalPage.tsx').then((m) => m.societiesContactNewJournalPage),
  'societies-contact-journal-transfer': () => import('./pages/societiesContactJournalTransferPage.tsx').then((m) => m.societiesContactJournalTransferPage),
  'ioap-form': () => import('./pages/ioapFormPage.tsx').then((m) => m.ioapFormPage),
  'ioap-recommend': () => import('./pages/ioapRecommendPage.tsx').then((m) => m.ioapRecommendPage),
  'about-journals-slug': () => import('./pages/aboutJournalsProposalPage.tsx').then((m) => m.aboutJournalsProposalPage),
  'about-proceedings-proceedings_submit_proposal': () => import('./pages/aboutProceedingsProceedingsSubmitProposalPage.tsx').then((m) => m.aboutProceedingsProceedingsSubmitProposalPage),
  'special-issues-proposal': () => import('./pages/specialIssuesProposalPage.tsx').then((m) => m.specialIssuesProposalPage),
  'topics-proposal': () => import('./pages/topicsProposalPage.tsx').then((m) => m.topicsProposalPage),
} satisfies Partial<Record<RouteNameOf<'mf-static-pages'>, () => Promise<FormPageSpec>>>;

const journals = [
  { id: 1, label: 'Cells', value: 'cells' },
  { id: 2, label: 'Genes', value: 'genes' },
];

function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  data.append('_csrf', 'token-1');
  for (const [name, value] of Object.entries(fields)) for (const one of Array.isArray(value) ? value : [value]) data.append(name, one);
  return data;
}

beforeAll(() => installRuntimeConfig({ siteOrigin: 'http://localhost' }));
afterAll(() => installRuntimeConfig({}));

describe.each(Object.entries(pages))('%s', (routeName, load) => {
  const name = routeName as keyof typeof pages;
  const route = pageRoutes.find((page) => page.name === name)!;
  const page = async () => {
    const spec = await load();
    return { spec, url: `http://localhost${spec.path}`, path: route.path };
  };
  const api = (spec: FormPageSpec, posted: FormData[] = []): FakeApi => ({
    '/api/forms/token': [200, { token: 'token-1' }],
    '/api/journals/public': [200, journals],
    [`POST /api/forms/${spec.definition.id}`]: (init) => {
      posted.push(init.body as FormData);
      return [201, { form: spec.definition.id, reference: `${spec.definition.referencePrefix}-20261125-ABC123`, receivedAt: '', confirmationSent: true }];
    },
  });

  test('shows its form with the token and a label for every field of its definition', async () => {
    const { spec, url, path } = await page();
    const result = await renderOnServer(await routes[name](), { path, url, api: api(spec) });
    expect(result.status).toBe(200);
    expect(result.html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(result.html).toContain('value="token-1"');
    const shown = spec.fieldsets.flatMap((fieldset) => fieldset.fields.map((field) => field.name)).sort();
    expect(shown).toEqual(Object.keys(spec.definition.labels).sort());
    for (const label of Object.values(spec.definition.labels)) expect(result.html).toContain(label.replace(/"/g, '&quot;'));
  });

  test('a complete form is sent with every field and answered 303 to its confirmation', async () => {
    const { spec, url, path } = await page();
    const posted: FormData[] = [];
    const fields = validProposal(spec.definition.id);
    const answer = await redirectOnServer(await routes[name](), { path, url, api: api(spec, posted), form: form(fields) });
    expect(answer).toEqual({ status: 303, location: `${spec.path}?sent=${spec.definition.referencePrefix}-20261125-ABC123` });
    expect(posted).toHaveLength(1);
    for (const [field, value] of Object.entries(fields)) expect(posted[0]!.getAll(field)).toEqual(Array.isArray(value) ? value : [value]);
    const sent = await renderOnServer(await routes[name](), { path, url: `${url}?sent=${spec.definition.referencePrefix}-20261125-ABC123`, api: api(spec) });
    expect(sent.html).toContain(`${spec.definition.referencePrefix}-20261125-ABC123`);
    expect(sent.html).toContain(spec.sentHeading.replace(/’/g, '’'));
  });

  test('an empty form comes back with its problems and sends nothing', async () => {
    const { spec, url, path } = await page();
    const posted: FormData[] = [];
    const result = await renderOnServer(await routes[name](), { path, url, api: api(spec, posted), form: form({}) });
    expect(result.status).toBe(400);
    expect(result.html).toMatch(/There (is a problem with 1 field|are problems with \d+ fields)/);
    expect(result.html).toContain('aria-invalid="true"');
    expect(posted).toHaveLength(0);
  });
});
