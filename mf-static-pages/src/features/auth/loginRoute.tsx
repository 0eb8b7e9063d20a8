// Route module of /auth/login (route name "auth-login", spec 2.1): starts sign-in and comes back.
// The loader sends the reader to the server's sign-in start (a full page load: sign-in leaves the
// app for the provider), which returns them to ?returnTo= (a path on this site) afterwards. A reader
// already signed in goes straight there. Old links (/user/login) redirect here.
import { redirect, redirectDocument, type LoaderFunctionArgs } from 'react-router';
import { readerOf } from '@oap/shared/site/userQuery.ts';
import type { RouteHead } from '@oap/contracts/federation/contract.ts';
import { LoginPage } from './LoginPage.tsx';
import { returnPathFrom, signInStartPath } from './signInPath.ts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const returnTo = returnPathFrom(request.url);
  const user = await readerOf(context).catch(() => null);
  if (user?.isLoggedIn) throw redirect(returnTo);
  throw redirectDocument(signInStartPath(returnTo));
}

export function head(): RouteHead {
  return { title: 'Sign in', robots: 'noindex, follow' };
}

export const Component = LoginPage;
