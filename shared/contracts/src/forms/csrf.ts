// The CSRF token's names, in a module of their own: the API client sends the header on every page,
// and importing them from formLimits.ts put the forms' rules (used by the pages with forms) into the
// first load of every page.

/** The hidden field with the page's CSRF token; scripts send it as the `x-csrf-token` header. */
export const csrfField = '_csrf';
export const csrfHeader = 'x-csrf-token';
