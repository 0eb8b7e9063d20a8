// Markdown information pages (a small headless CMS): server/content/<slug>.md with title/description front matter.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { Marked } from 'marked';
import type { ContentPage } from '@oap/contracts/api/content.ts';
import { satisfiesRule } from '@oap/contracts/routing/paramRules.ts';
import { httpError } from './validation.ts';

export const defaultContentDir = fileURLToPath(new URL('../../content/', import.meta.url));

const markdown = new Marked({
  gfm: true,
  renderer: {
    // Raw HTML in the Markdown is dropped: pages are Markdown only.
    html: () => '',
  },
  walkTokens(token) {
    if ((token.type === 'link' || token.type === 'image') && !/^(https?:|mailto:|\/|#)/i.test(token.href)) token.href = '#';
  },
});

export function parseContentPage(slug: string, source: string): ContentPage {
  const lines = source.replace(/^\uFEFF/, '').split(/\r?\n/);
  const meta: Record<string, string> = {};
  let index = 0;
  const fenced = lines[0]?.trim() === '---';
  if (fenced) index = 1;
  for (; index < lines.length; index++) {
    const line = lines[index] ?? '';
    if (fenced && line.trim() === '---') {
      index++;
      break;
    }
    const match = /^([a-zA-Z]+):\s*(.*)$/.exec(line);
    if (!match) break;
    meta[(match[1] ?? '').toLowerCase()] = (match[2] ?? '').trim();
  }
  const body = lines.slice(index).join('\n');
  return {
    slug,
    title: meta.title ?? slug,
    description: meta.description ?? '',
    html: markdown.parse(body, { async: false }),
  };
}

export async function contentApi(app: FastifyInstance, opts: { contentDir?: string } = {}): Promise<void> {
  const contentDir = opts.contentDir ?? defaultContentDir;
  const cache = new Map<string, { mtimeMs: number; page: ContentPage }>();

  app.get('/content/:slug', async (request): Promise<ContentPage> => {
    const { slug } = request.params as { slug: string };
    if (!satisfiesRule('nameSystem', slug)) throw httpError(404, `Page not found: ${slug}`);
    const path = join(contentDir, `${slug}.md`);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) throw httpError(404, `Page not found: ${slug}`);
    const cached = cache.get(slug);
    if (cached && cached.mtimeMs === info.mtimeMs) return cached.page;
    const page = parseContentPage(slug, await readFile(path, 'utf8'));
    cache.set(slug, { mtimeMs: info.mtimeMs, page });
    return page;
  });
}
