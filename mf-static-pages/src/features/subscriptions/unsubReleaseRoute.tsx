// Route module of 'unsub_release_email-encodedEmail-key-nameSystem': stop one journal's table of
// contents from the signed link in its alert (signedJournalRoute.ts).
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import type { RouteHead } from '@oap/contracts/federation/contract.ts';
import { signedJournalAction, signedJournalLoader } from './signedJournalRoute.ts';
import { SignedJournalPage } from './SignedJournalPage.tsx';

export const loader = (args: LoaderFunctionArgs) => signedJournalLoader(args, 'encodedEmail');
export const action = (args: ActionFunctionArgs) => signedJournalAction(args, 'unsubscribe');

export function head(): RouteHead {
  return { title: 'Journal alerts', robots: 'noindex, nofollow' };
}

export function Component() {
  return <SignedJournalPage change="unsubscribe" />;
}
