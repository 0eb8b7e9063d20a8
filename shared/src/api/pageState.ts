// What a server-rendered page's query state carries of each query.
/**
 * The name, in a query's `meta`, of its own step for the state a server-rendered page carries: given
 * the query's data, what of it the browser needs beyond what the page's HTML already has (an
 * article's text is in the HTML: its state leaves it out). The shell takes that step as it writes the
 * state (shell/src/server/render.tsx); the data the page rendered from stays whole.
 */
export const FOR_PAGE_STATE = 'forPageState';
