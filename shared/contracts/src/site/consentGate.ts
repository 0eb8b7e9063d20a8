// Where the reader's privacy choices are kept in the browser, and the one-line script the server puts
// in every document's head so the first paint already knows whether to show the consent bar.
// The bar is server-rendered (a first-time reader sees it with the page, not after hydration, where
// it would be the page's late largest paint); it is hidden by CSS unless this script marks <html>:
// readers who chose long ago never see it flash, and readers without scripts (for whom nothing waits
// on consent) never see buttons that cannot work.
//
// The choices live in a first-party cookie rather than localStorage: the gate runs before the first
// paint, and a fresh profile's first localStorage read opens its store from disk (23-44 ms measured
// on the parser's task, four times that on Lighthouse's phone). Nothing on the server reads it.

/** Cookie holding the saved choices (shell/src/features/consent/consent.ts). */
export const consentCookieName = 'oap-consent';

/** Where choices were kept before the cookie; read once to carry them over. */
export const legacyConsentStorageKey = 'oap-consent';

/** Set on <html> while this browser has no saved choice; ConsentControls.module.css shows the bar only then. */
export const consentPendingAttribute = 'data-consent-pending';

/** The inline script (its text only): marks <html> when no choice is saved. */
export const consentGateScript = `if(!/(?:^|; )${consentCookieName}=/.test(document.cookie))document.documentElement.setAttribute(${JSON.stringify(consentPendingAttribute)},"")`;
