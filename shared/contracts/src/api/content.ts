// Information pages of the content store: GET /api/content/{slug}.

/** Markdown-backed information pages, rendered to HTML on the server (sanitise again in the browser). */
export interface ContentPage {
  slug: string;
  title: string;
  description: string;
  html: string;
}
