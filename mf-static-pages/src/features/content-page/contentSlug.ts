// Which content page (GET /api/content/{slug}) an information route shows. The other way round, which
// route's address a content page has, is contentRoutePath.ts.

/** Routes whose content file is named differently from the route (server/content/<slug>.md). */
const slugOverrides: Readonly<Record<string, string>> = {
  openaccess: 'open-access',
};

/** Route name -> content slug: "about-impact" stays, "editorial_process" -> "editorial-process". */
export function contentSlugForRoute(routeName: string): string {
  return slugOverrides[routeName] ?? routeName.replace(/_/g, '-');
}
