// Information pages of the content store: GET /api/content/{slug}.

/** A section of a content page, for its in-page table of contents (`#id` is the heading's anchor). */
export interface ContentHeading {
  id: string;
  text: string;
  level: 2 | 3;
}

/**
 * A Markdown-backed information page, rendered to HTML on the server (sanitise again in the browser).
 * `html` is the body: the page shows `title` as its one h1, so the body's own leading "# Title" is
 * left out and any later level-1 heading is a level-2 one. Every h2 and h3 carries an `id`.
 */
export interface ContentPage {
  slug: string;
  title: string;
  description: string;
  html: string;
  /** The page's h2 and h3 headings, in order. */
  headings: ContentHeading[];
  /** Whether the page shows an in-page table of contents (long pages; the front matter may say otherwise). */
  toc: boolean;
  /** When the text was last revised (YYYY-MM-DD), if its front matter says. */
  updated: string | null;
}
