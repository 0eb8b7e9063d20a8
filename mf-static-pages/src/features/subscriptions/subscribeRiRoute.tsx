// Route module of 'subscribe_ri_email-emailBase64-key-nameSystem': subscribe to one journal's
// table of contents from a signed link (signedJournalRoute.ts).
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import type { RouteHead } from '@oap/contracts/federation/contract.ts';
import { signedJournalAction, signedJournalLoader } from './signedJournalRoute.ts';
import { SignedJournalPage } from './SignedJournalPage.tsx';

export const loader = (args: LoaderFunctionArgs) => signedJournalLoader(args, 'emailBase64');
export const action = (args: ActionFunctionArgs) => signedJournalAction(args, 'subscribe');

export function head(): RouteHead {
  return { title: 'Journal alerts', robots: 'noindex, nofollow' };
}

export function Component() {
  return <SignedJournalPage change="subscribe" />;
}
