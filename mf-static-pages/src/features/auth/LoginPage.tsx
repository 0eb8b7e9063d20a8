// What /auth/login shows if its redirect does not happen (the loader always redirects): a real link
// that starts sign-in.
import { useLocation } from 'react-router';
import { returnPathFrom, signInStartPath } from './signInPath.ts';

export function LoginPage() {
  const location = useLocation();
  const returnTo = returnPathFrom(`${location.pathname}${location.search}`);
  return (
    <section>
      <h1>Sign in</h1>
      <p>
        <a href={signInStartPath(returnTo)}>Continue to sign in</a>
      </p>
    </section>
  );
}
