// Session calls of spec 7.1.

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
