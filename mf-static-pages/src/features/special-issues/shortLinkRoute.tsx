// Route module of /si/{id} (route name "si-id"): a special issue's short link. Its loader always
// answers: a 301 to the special issue's page, or the 404 page for a number that names none, so the
// component is never shown.
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { queryClientOf } from '@oap/shared/api/requestScope.ts';
import { satisfiesRule } from '@oap/contracts/routing/paramRules.ts';
import { notFound, orNotFound } from '@oap/shared/routing/notFound.ts';
import { specialIssueQuery } from '@oap/shared/journals/specialIssueQuery.ts';

// A short link names a special issue by its number and leads to its page: a permanent redirect
// (301 from the server), as the routing table's own.
export async function loader({ params, request, context }: LoaderFunctionArgs): Promise<never> {
  const id = params['id'];
  if (!satisfiesRule('digits', id)) notFound(new URL(request.url).pathname);
  const specialIssue = await orNotFound(request, queryClientOf(context).ensureQueryData(specialIssueQuery(id, null)));
  throw redirect(specialIssue.path, 301);
}

export function Component() {
  return null;
}
