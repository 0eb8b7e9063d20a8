// The browser's writing of a page's head after client-side navigation (and an error page's) goes
// through here: the head module (@oap/contracts/site/documentHead.ts, a RouteHead resolved into tags
// and written into the document, ~4 KB minified with the feed links it brings) is fetched for the
// first head the browser writes, since a server-rendered page came with its head and a first page
// has no use for it. Heads are written in the order they were asked for, so the last page's stays.
type HeadModule = typeof import('@oap/contracts/site/documentHead.ts');

let headModule: Promise<HeadModule> | undefined;

export function writeDocumentHead(write: (module: HeadModule) => void): void {
  headModule ??= import(/* webpackChunkName: "on-demand-head" */ '@oap/contracts/site/documentHead.ts');
  headModule.then(write, (error: unknown) => {
    // Offline, say: the head stays as it is, and the next page asks again.
    headModule = undefined;
    console.error(error);
  });
}
