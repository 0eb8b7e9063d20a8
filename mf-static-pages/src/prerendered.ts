// The pages of this remote that are prerendered (spec 7.5), by route name; its build lists their
// paths in build-metadata.json, so their payload files can be cached. They are the text pages: no
// parameter in their path, and a text that changes only with a release of the content store.
export { textPages as prerenderedRoutes } from './textPages.ts';
