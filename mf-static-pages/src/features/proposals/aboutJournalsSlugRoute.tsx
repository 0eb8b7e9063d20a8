// Route module of /about/journals/{slug...} (route name "about-journals-slug", spec 2.2): the slug
// "proposal" is "Propose a Journal"; a journal's name leads (301) to that journal's page; anything
// else is the 404 page.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { queryClientOf } from '@oap/shared/api/requestScope.ts';
import type { RouteData, RouteHead } from '@oap/contracts/federation/contract.ts';
import { satisfiesRule } from '@oap/contracts/routing/paramRules.ts';
import { notFound, orNotFound } from '@oap/shared/routing/notFound.ts';
import { journalSummaryQuery } from '@oap/shared/journals/journalSummaryQuery.ts';
import { journalProposalSlug } from '../record-pages/recordQueries.ts';
import * as proposal from './pages/aboutJournalsProposalPage.tsx';

const slugOf = (params: LoaderFunctionArgs['params']) => (params['*'] ?? '').replace(/\/$/, '');

export async function loader(args: LoaderFunctionArgs) {
  const slug = slugOf(args.params);
  if (slug === journalProposalSlug) return proposal.loader(args);
  if (!satisfiesRule('nameSystem', slug)) notFound(new URL(args.request.url).pathname);
  const journal = await orNotFound(args.request, queryClientOf(args.context).ensureQueryData(journalSummaryQuery(slug)));
  throw redirect(`/journal/${journal.nameSystem}`, 301);
}

export function action(args: ActionFunctionArgs) {
  if (slugOf(args.params) !== journalProposalSlug) notFound(new URL(args.request.url).pathname);
  return proposal.action(args);
}

export function head(data: RouteData<typeof loader>): RouteHead {
  return proposal.head(data);
}

export const Component = proposal.Component;
