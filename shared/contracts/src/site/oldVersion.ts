// The old-version preference (spec 1 and 7.1): the banner's link asks the server to set it
// (GET /api/set-old-version, an `old_version` cookie), and a reader who has it no longer sees the
// banner, and the page's top padding shrinks by the banner's height. The preference lives in a
// cookie of this browser, so pages stay the same for everyone (and cacheable): <html> is marked
// `data-old-version` and CSS does the rest.

export const oldVersionCookie = 'old_version';
export const oldVersionAttribute = 'data-old-version';

const cookiePattern = new RegExp(`(?:^|; )${oldVersionCookie}=1(?:;|$)`);

export function hasOldVersionPreference(cookie: string): boolean {
  return cookiePattern.test(cookie);
}

/** Marks <html> when this browser chose the old version (before the page hydrates). */
export function markOldVersionPreference(): void {
  if (hasOldVersionPreference(document.cookie)) document.documentElement.setAttribute(oldVersionAttribute, '');
}

/**
 * The same as a one-line head script, for the server's document template to run before first paint
 * (as it runs the consent gate), so a reader with the preference never sees the banner flash by.
 */
export const oldVersionGateScript = `if(/(?:^|; )${oldVersionCookie}=1(?:;|$)/.test(document.cookie))document.documentElement.setAttribute(${JSON.stringify(oldVersionAttribute)},"")`;
