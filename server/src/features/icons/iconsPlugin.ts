// The icon endpoint (spec 7.6, 9.3): GET /icons?names=a,b,c answers { [name]: svg } for the names it knows,
// from the SVG files in ./svg, cached by browsers and CDNs for 168 hours.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { iconNamePattern, maxIconNamesPerRequest } from '@oap/shared/ui/icon/iconNames.ts';
import { iconCacheHours } from '@oap/shared/tokens/tokens.ts';
import { httpError } from '../../platform/http/httpError.ts';

export const defaultIconDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'svg');
export const iconCacheControl = `public, max-age=${iconCacheHours * 3600}`;

/** Reads every `<name>.svg` in `dir`, with the whitespace between tags removed. */
export function readIconSet(dir: string): Map<string, string> {
  const icons = new Map<string, string>();
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.svg')) continue;
    const name = file.slice(0, -'.svg'.length);
    if (!iconNamePattern.test(name)) continue;
    icons.set(name, readFileSync(path.join(dir, file), 'utf8').trim().replace(/>\s+</g, '><'));
  }
  return icons;
}

/** Splits and checks the `names` query; throws a 400 that says what is wrong. */
export function parseIconNames(raw: unknown): string[] {
  const text = Array.isArray(raw) ? raw.join(',') : raw;
  if (typeof text !== 'string' || text.trim() === '') {
    throw httpError(400, 'Invalid query: names must list one or more icon names separated by commas, for example ?names=search,menu.');
  }
  const names = [...new Set(text.split(',').map((name) => name.trim()))];
  if (names.length > maxIconNamesPerRequest) {
    throw httpError(400, `Invalid query: names may list at most ${maxIconNamesPerRequest} icons, got ${names.length}.`);
  }
  const bad = names.find((name) => name.length > 64 || !iconNamePattern.test(name));
  if (bad !== undefined) {
    throw httpError(400, `Invalid query: "${bad.slice(0, 64)}" is not an icon name (lower-case letters, digits and single dashes).`);
  }
  return names;
}

export async function iconsPlugin(app: FastifyInstance, opts: { iconDir?: string }): Promise<void> {
  const icons = readIconSet(opts.iconDir ?? defaultIconDir);

  app.get('/icons', async (request, reply) => {
    const names = parseIconNames((request.query as Record<string, unknown>).names);
    const found: Record<string, string> = {};
    for (const name of names) {
      const svg = icons.get(name);
      if (svg !== undefined) found[name] = svg;
    }
    void reply.header('cache-control', iconCacheControl);
    return found;
  });
}
