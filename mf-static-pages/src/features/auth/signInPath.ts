// Where /auth/login sends a reader: the server's sign-in start, with the path to come back to.

/** ?returnTo= when it is a path on this site; the home page otherwise (the server checks it again). */
export function returnPathFrom(url: string): string {
  const value = new URL(url, 'http://site.invalid').searchParams.get('returnTo') ?? '';
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') && !value.startsWith('/auth/login') ? value : '/';
}

export const signInStartPath = (returnTo: string) => `/api/auth/sign-in?returnTo=${encodeURIComponent(returnTo)}`;
