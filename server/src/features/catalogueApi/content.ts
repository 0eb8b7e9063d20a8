// Markdown information pages (a small headless CMS): server/content/<slug>.md, YAML front matter
// (gray-matter, checked with the contracts' schema) and a Markdown body (marked). Pages are read
// again when their file changes, so editors change a page without a release; a change purges the
// information pages from the shared caches (their key: surrogateKey.content).
import { watch, type FSWatcher } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import GithubSlugger from 'github-slugger';
import matter from 'gray-matter';
import { Marked, type Token, type Tokens } from 'marked';
import type { ContentHeading, ContentPage } from '@oap/contracts/api/content.ts';
import { contentFrontMatterSchema } from '@oap/contracts/api/content.schemas.ts';
import { satisfiesRule } from '@oap/contracts/routing/paramRules.ts';
import { httpError } from '../../platform/http/validation.ts';
import { surrogateKey, type Purger } from '../../platform/cache/purge.ts';

export const defaultContentDir = fileURLToPath(new URL('../../../content/', import.meta.url));

/** Spec 9.3 "content-management cache time: 1": a page's answer may be reused for a minute. */
export const contentCacheSeconds = 60;

/** Pages with at least this many sections get an in-page table of contents unless their front matter says otherwise. */
export const tocMinSections = 4;

type AnchoredHeading = Tokens.Heading & { anchorId: string };

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const markdown = new Marked({
  gfm: true,
  renderer: {
    // Raw HTML in the Markdown is dropped: pages are Markdown only.
    html: () => '',
    heading(token) {
      const id = (token as Partial<AnchoredHeading>).anchorId;
      const inner = this.parser.parseInline(token.tokens);
      return id ? `<h${token.depth} id="${escapeAttribute(id)}">${inner}</h${token.depth}>\n` : `<h${token.depth}>${inner}</h${token.depth}>\n`;
    },
  },
});

/** A heading's words without its Markdown: "**Open** access" -> "Open access". */
function plainText(tokens: readonly Token[]): string {
  return tokens
    .map((token) => ('tokens' in token && token.tokens ? plainText(token.tokens) : 'text' in token ? token.text : ''))
    .join('')
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"');
}

/**
 * A heading that ends in "{#Some_id}" keeps that id (addresses other sites link to, such as
 * /authors#Discounts_on_APCs); the marker is taken out of its text.
 */
function explicitAnchor(heading: Tokens.Heading): string | undefined {
  const match = /\s*\{#([A-Za-z][\w-]{0,80})\}\s*$/.exec(heading.text);
  const last = heading.tokens.at(-1);
  if (!match || last?.type !== 'text') return undefined;
  const marker = /\s*\{#[A-Za-z][\w-]{0,80}\}\s*$/;
  const text = last as Tokens.Text;
  text.text = text.text.replace(marker, '');
  text.raw = text.raw.replace(marker, '');
  if (text.tokens) text.tokens = undefined;
  heading.text = heading.text.slice(0, match.index);
  return match[1];
}

export function parseContentPage(slug: string, source: string): ContentPage {
  let file: matter.GrayMatterFile<string>;
  try {
    // With options gray-matter keeps no cache of its own (this module keeps one by file date).
    file = matter(source.replace(/^\uFEFF/, ''), {});
  } catch (error) {
    throw new Error(`Content page "${slug}" has front matter that is not YAML: ${(error as Error).message}`, { cause: error });
  }
  const checked = contentFrontMatterSchema.safeParse(file.data);
  if (!checked.success) {
    const problems = checked.error.issues.map((issue) => `${issue.path.join('.') || 'front matter'}: ${issue.message}`).join('; ');
    throw new Error(`Content page "${slug}" has invalid front matter: ${problems}`);
  }
  const meta = checked.data;
  const tokens = markdown.lexer(file.content);
  // The page shows its title as the h1: the body's own leading "# Title" goes, later h1s become h2s.
  const first = tokens.findIndex((token) => token.type !== 'space');
  if (tokens[first]?.type === 'heading' && (tokens[first] as Tokens.Heading).depth === 1) tokens.splice(first, 1);
  const slugger = new GithubSlugger();
  const headings: ContentHeading[] = [];
  markdown.walkTokens(tokens, (token) => {
    if (token.type === 'heading') {
      const heading = token as AnchoredHeading;
      if (heading.depth === 1) heading.depth = 2;
      const fixed = explicitAnchor(heading);
      const text = plainText(heading.tokens).trim();
      heading.anchorId = fixed ?? slugger.slug(text);
      if (heading.depth === 2 || heading.depth === 3) headings.push({ id: heading.anchorId, text, level: heading.depth });
    }
    if ((token.type === 'link' || token.type === 'image') && !/^(https?:|mailto:|\/|#)/i.test(token.href)) token.href = '#';
  });
  const sections = headings.filter((heading) => heading.level === 2).length;
  return {
    slug,
    title: meta.title,
    description: meta.description,
    html: markdown.parser(tokens),
    headings,
    toc: meta.toc ?? sections >= tocMinSections,
    updated: meta.updated ?? null,
  };
}

/** Edits saved within this long of each other are one change (an editor's save writes a file in steps). */
const CONTENT_CHANGE_SETTLE_MS = 100;

/** Tells `purger` when a page in `contentDir` changes; returns the watcher (closed with the app), or null where the folder cannot be watched. */
function purgeOnContentChange(contentDir: string, purger: Purger, log: (message: string) => void): FSWatcher | null {
  let pending: NodeJS.Timeout | null = null;
  const changed = () => {
    if (pending) return;
    pending = setTimeout(() => {
      pending = null;
      purger.purge([surrogateKey.content]).catch((error: unknown) => log(`an information page changed, but the shared cache was not purged: ${(error as Error).message}`));
    }, CONTENT_CHANGE_SETTLE_MS);
  };
  try {
    const watcher = watch(contentDir, (_event, file) => {
      if (file === null || String(file).endsWith('.md')) changed();
    });
    watcher.on('error', (error) => log(`information pages are no longer watched for changes: ${error.message}`));
    return watcher;
  } catch (error) {
    log(`information pages in ${contentDir} cannot be watched, so a change is not purged from shared caches: ${(error as Error).message}`);
    return null;
  }
}

export async function contentApi(app: FastifyInstance, opts: { contentDir?: string; purger?: Purger } = {}): Promise<void> {
  const contentDir = opts.contentDir ?? defaultContentDir;
  const cache = new Map<string, { mtimeMs: number; page: ContentPage }>();
  if (opts.purger) {
    const watcher = purgeOnContentChange(contentDir, opts.purger, (message) => app.log.warn(message));
    app.addHook('onClose', async () => watcher?.close());
  }

  app.get('/content/:slug', async (request, reply): Promise<ContentPage> => {
    const { slug } = request.params as { slug: string };
    if (!satisfiesRule('nameSystem', slug)) throw httpError(404, `Page not found: ${slug}`);
    const path = join(contentDir, `${slug}.md`);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) throw httpError(404, `Page not found: ${slug}`);
    reply.header('cache-control', `public, max-age=${contentCacheSeconds}`);
    const cached = cache.get(slug);
    if (cached && cached.mtimeMs === info.mtimeMs) return cached.page;
    const page = parseContentPage(slug, await readFile(path, 'utf8'));
    cache.set(slug, { mtimeMs: info.mtimeMs, page });
    return page;
  });
}
