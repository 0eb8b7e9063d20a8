// Session calls of spec 7.1.

/**
 * Where a sign-out starts from a plain link (no scripts): the server redirects to the provider's
 * end-session URL, as GET /api/auth/logout/url returns it, and comes back to `?returnTo=`.
 */
export const signOutStartPath = '/api/auth/sign-out';

export interface LoginUrlResponse {
  url: string;
}

/** GET /api/user */
export interface UserResponse {
  isLoggedIn: boolean;
  name?: string;
  email?: string;
  /** The provider vouched for the address (roles granted by email count only then). */
  emailVerified?: boolean;
}
