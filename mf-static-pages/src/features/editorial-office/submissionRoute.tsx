// Route module of 'editorial-office-submissions-reference': one submission, its files, the office's
// answers, and the form to answer it (mailed to the sender as a link to /message/…).
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { apiGet } from '@oap/shared/api/client.ts';
import type { ReplyReceipt, SubmissionDetail } from '@oap/contracts/api/forms.ts';
import type { RouteData, RouteHead } from '@oap/contracts/federation/contract.ts';
import { replyForm } from '@oap/contracts/forms/replyForm.ts';
import { formAction, formToken } from '@oap/shared/forms/submitForm.ts';
import { orRouteError } from '@oap/shared/routing/notFound.ts';
import { SubmissionPage } from './SubmissionPage.tsx';

function apiPath(params: LoaderFunctionArgs['params']): string {
  return `/api/editorial/submissions/${encodeURIComponent(params['reference'] ?? '')}`;
}

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const [submission, csrfToken] = await Promise.all([orRouteError(request, apiGet<SubmissionDetail>(apiPath(params), { context })), formToken({ context })]);
  return { submission, csrfToken, replied: new URL(request.url).searchParams.has('replied') };
}

export function action(args: ActionFunctionArgs) {
  const { params } = args;
  return formAction<ReplyReceipt>(args, replyForm, `${apiPath(params)}/reply`, (receipt) => `/editorial-office/submissions/${encodeURIComponent(receipt.reference)}?replied`);
}

export function head({ submission }: RouteData<typeof loader>): RouteHead {
  return { title: `${submission.formTitle} ${submission.reference}`, robots: 'noindex, nofollow' };
}

export const Component = SubmissionPage;
