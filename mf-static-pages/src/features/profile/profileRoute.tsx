// Route module of /profile (route name "profile"): the signed-in reader's profile, which /subscribe
// links a signed-in reader to: name and address, their manuscripts in the submission system, the alerts
// they follow and what they sent through the site's forms. A reader who is not signed in is sent to
// sign in and brought back.
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { apiGet } from '@oap/shared/api/client.ts';
import { readerOf } from '@oap/shared/site/userQuery.ts';
import type { ReaderProfile } from '@oap/contracts/api/profile.ts';
import type { RouteHead } from '@oap/contracts/federation/contract.ts';
import { optional } from '../publisher/publisherQueries.ts';
import { ProfilePage } from './ProfilePage.tsx';

export async function loader({ context }: LoaderFunctionArgs) {
  const user = await readerOf(context);
  if (!user.isLoggedIn) throw redirect(`/auth/login?returnTo=${encodeURIComponent('/profile')}`);
  // The page still shows the account when its lists cannot be fetched.
  const profile = await optional(apiGet<ReaderProfile>('/api/profile', { context }));
  return { user, profile };
}

export function head(): RouteHead {
  return { title: 'Your profile', robots: 'noindex, nofollow' };
}

export const Component = ProfilePage;
