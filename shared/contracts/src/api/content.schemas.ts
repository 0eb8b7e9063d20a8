// The front matter of a content page (server/content/<slug>.md), checked when the page is read: a
// page with a missing title or a misspelt field is a mistake in the content, not a page to guess at.
// Server code and tests import this file (it loads zod); browser code imports content.ts only.
import { z } from 'zod';

/** YAML reads 2026-11-01 as a date; either form becomes YYYY-MM-DD. */
const revisionDate = z.union([z.date(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date such as 2026-11-01')]).transform((value) =>
  typeof value === 'string' ? value : value.toISOString().slice(0, 10),
);

export const contentFrontMatterSchema = z.strictObject({
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(400).default(''),
  /** Last revision of the text. */
  updated: revisionDate.optional(),
  /** Force the in-page table of contents on or off (by default: pages with four sections or more). */
  toc: z.boolean().optional(),
});

export type ContentFrontMatter = z.output<typeof contentFrontMatterSchema>;
