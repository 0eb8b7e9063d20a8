// Route module of 'journal-slug-awards-submit-awardGroupId-thesis' (/journal/:slug/awards/submit/:awardGroupId/thesis,
// the form layout: rendered for each reader, never cached). Only one of the journal's thesis awards has
// this page. Its form posts here: the action stores it through the forms API (the write path: a reference,
// a confirmation mail, the PDF checked by its bytes) and answers 303 to ?sent=<reference>.
import { data, useLoaderData, type ActionFunctionArgs } from 'react-router';
import type { FormReceipt } from '@oap/contracts/api/forms.ts';
import type { AwardGroup } from '@oap/contracts/api/journalSubpages.ts';
import type { FormRejection } from '@oap/contracts/forms/formLimits.ts';
import { thesisAwardForm } from '@oap/contracts/forms/thesisAwardForm.ts';
import type { QueryClient } from '@tanstack/react-query';
import { queryClientOf } from '@oap/shared/api/requestScope.ts';
import { formAction, formToken } from '@oap/shared/forms/submitForm.ts';
import { referenceFrom } from '@oap/shared/forms/reference.ts';
import { notFound, orNotFound } from '@oap/shared/routing/notFound.ts';
import { defineJournalPage } from '../journal-frame/defineJournalPage.tsx';
import { journalPagePath } from '@oap/shared/journals/frame/journalMenu.ts';
import { journalGetQuery } from '../journal-frame/journalQueries.ts';
import { currentEdition } from './awardText.ts';
import { ThesisSubmissionContent } from './ThesisSubmissionContent.tsx';

const awardQuery = (slug: string, id: string) => journalGetQuery<AwardGroup>(slug, `awards/${encodeURIComponent(id)}`);

/** The journal's thesis award of this address; any other award, or none, is this page's 404. */
async function thesisAward(slug: string, id: string, request: Request, queryClient: QueryClient): Promise<AwardGroup> {
  const group = await orNotFound(request, queryClient.ensureQueryData(awardQuery(slug, id)));
  if (group.kind !== 'thesis') notFound(new URL(request.url).pathname);
  return group;
}

const page = defineJournalPage({
  current: 'journal-slug-awards',
  exact: false,
  load: async ({ slug, params, url, queryClient, context }) => {
    const request = new Request(url);
    const [group, csrfToken] = await Promise.all([thesisAward(slug, params['awardGroupId'] ?? '', request, queryClient), formToken({ context })]);
    return { group, csrfToken, sent: referenceFrom(url.searchParams.get('sent')) };
  },
  title: ({ group, sent }) => (sent ? 'Thank you for your thesis' : `Submit a thesis: ${group.name}`),
  crumb: () => 'Submit a thesis',
  trail: ({ journal, group }) => [
    { label: 'Journal Awards', to: journalPagePath(journal.nameSystem, 'awards') },
    { label: group.name, to: journalPagePath(journal.nameSystem, `awards/${group.id}`) },
  ],
  suffix: ({ group }) => `awards/submit/${group.id}/thesis`,
  robots: ({ sent }) => (sent ? 'noindex, follow' : undefined),
  description: ({ group }) => `Submit your doctoral thesis for the ${group.name}: your details, the thesis and its PDF.`,
  Content: ({ data: page }) => <ThesisSubmissionContent slug={page.journal.nameSystem} group={page.group} csrfToken={page.csrfToken} sent={page.sent} />,
});

export const { loader, head } = page;

export async function action(args: ActionFunctionArgs) {
  const { request, params, context } = args;
  const slug = params['slug'] ?? '';
  const id = params['awardGroupId'] ?? '';
  const group = await thesisAward(slug, id, request, queryClientOf(context));
  if (currentEdition(group)?.status !== 'open') {
    const closed: FormRejection = { formError: `The ${group.name} takes no theses just now: its call is closed.`, fieldErrors: {}, values: {} };
    return data(closed, { status: 409 });
  }
  // The journal and the award are this page's, whatever the form said.
  const form = await request.formData();
  form.set('journal', slug);
  form.set('awardGroupId', id);
  return formAction<FormReceipt>(
    args,
    thesisAwardForm,
    '/api/forms/thesis-award',
    (receipt) => `${journalPagePath(slug, `awards/submit/${id}/thesis`)}?sent=${encodeURIComponent(receipt.reference)}`,
    form,
  );
}

export function Component() {
  return <page.Page data={useLoaderData<typeof loader>()} />;
}
