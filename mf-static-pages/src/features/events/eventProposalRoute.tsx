// Route module of 'events-add' (/events/add): a conference or event proposed for the site's calendar.
// Its form posts to this address; the action stores it through the forms API and answers 303 to
// /events/add?sent=<reference>.
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import type { FormReceipt } from '@oap/contracts/api/forms.ts';
import type { RouteData, RouteHead } from '@oap/contracts/federation/contract.ts';
import { eventProposalForm } from '@oap/contracts/forms/eventProposalForm.ts';
import { formAction, formToken } from '@oap/shared/forms/submitForm.ts';
import { referenceFrom } from '@oap/shared/forms/reference.ts';
import { EventProposalPage } from './EventProposalPage.tsx';

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { csrfToken: await formToken({ context }), sent: referenceFrom(new URL(request.url).searchParams.get('sent')) };
}

export function action(args: ActionFunctionArgs) {
  return formAction<FormReceipt>(args, eventProposalForm, '/api/forms/event-proposal', (receipt) => `/events/add?sent=${encodeURIComponent(receipt.reference)}`);
}

export function head({ sent }: RouteData<typeof loader>): RouteHead {
  return {
    title: sent ? 'Thank you for your event' : 'Propose an event',
    description: 'Tell us about a conference, workshop or webinar in your field, for the events calendar of our journals.',
    canonical: '/events/add',
    ...(sent ? { robots: 'noindex, follow' } : {}),
  };
}

export const Component = EventProposalPage;
