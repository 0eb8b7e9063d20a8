// Which addresses are pages (the shell's document) and which are the API or files: one rule for the
// page handler, the page-form handler and the answers to refused requests.
const notPages = /^\/(api|static|remotes)(\/|$)/;

export function isPagePath(pathname: string): boolean {
  return !notPages.test(pathname);
}
