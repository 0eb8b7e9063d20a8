// Leaving the app for the identity provider. One object, so tests can watch where the page would go.
export const browserLocation = {
  /** Sign-in: the location is replaced with the provider's URL (spec 7.1), so Back skips the half-done sign-in. */
  replace(url: string): void {
    window.location.replace(url);
  },
  /** Sign-out: navigated to as an external link (spec 7.1). */
  assign(url: string): void {
    window.location.assign(url);
  },
};
