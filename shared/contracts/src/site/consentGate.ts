// Where the reader's privacy choices are kept in the browser, and the one-line script the server puts
// in every document's head so the first paint already knows whether to show the consent bar.
// The bar is server-rendered (a first-time reader sees it with the page, not after hydration, where
// it would be the page's late largest paint); it is hidden by CSS unless this script marks <html>:
// readers who chose long ago never see it flash, and readers without scripts (for whom nothing waits
// on consent) never see buttons that cannot work.

/** localStorage key of the saved choices (shell/src/features/consent/consent.ts). */
export const consentStorageKey = 'oap-consent';

/** Set on <html> while this browser has no saved choice; ConsentControls.module.css shows the bar only then. */
export const consentPendingAttribute = 'data-consent-pending';

/** The inline script (its text only): marks <html> when no choice is saved. Storage may be off: then nothing is marked. */
export const consentGateScript = `try{if(!localStorage.getItem(${JSON.stringify(consentStorageKey)}))document.documentElement.setAttribute(${JSON.stringify(consentPendingAttribute)},"")}catch(e){}`;
