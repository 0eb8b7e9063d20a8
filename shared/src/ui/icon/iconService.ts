// Icon data for the browser (spec 7.6, 9.3): requested from the icon endpoint by a list of names, in one
// batched request per render pass, trying the fallback hosts in order, and kept in localStorage for 168 hours.
import { runtimeConfig } from '@oap/shared/site/runtimeConfig.ts';
import { iconCacheMaxAgeMs } from '@oap/shared/tokens/tokens.ts';
import { iconNamePattern, maxIconNamesPerRequest } from '@oap/shared/ui/icon/iconNames.ts';
import { useContext } from 'react';
import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { queryClient as pageQueryClient } from '@oap/shared/api/queryClient.ts';


export const iconEndpointPath = '/api/icons';
const storagePrefix = 'oap-icon:v1:';

/** The hosts to ask, first to last: the icon host (or the API base, or this site), then the fallbacks. */
export function iconHosts(): string[] {
  const config = runtimeConfig();
  const hosts = [config.iconHost ?? config.apiBase ?? '', ...(config.iconFallbackHosts ?? [])].map((host) => host.replace(/\/+$/, ''));
  return [...new Set(hosts)];
}

interface Waiter {
  resolve: (svg: string | undefined) => void;
  reject: (error: unknown) => void;
}

const known = new Map<string, string>();
const unknown = new Set<string>();
const inFlight = new Map<string, Promise<string | undefined>>();
let queued = new Map<string, Waiter>();
let flushScheduled = false;

function readStored(name: string, now: number): string | undefined {
  // No storage on the server.
  if (typeof window === 'undefined') return undefined;
  try {
    const raw = window.localStorage.getItem(storagePrefix + name);
    if (!raw) return undefined;
    const entry = JSON.parse(raw) as { svg?: unknown; storedAt?: unknown };
    if (typeof entry.svg === 'string' && typeof entry.storedAt === 'number' && now - entry.storedAt < iconCacheMaxAgeMs && entry.storedAt <= now) return entry.svg;
    window.localStorage.removeItem(storagePrefix + name);
  } catch {
    // No storage (private mode, quota, bad JSON): the network answers instead.
  }
  return undefined;
}

function store(name: string, svg: string): void {
  known.set(name, svg);
  if (typeof window === 'undefined') return;
  try {
    window.localStorage.setItem(storagePrefix + name, JSON.stringify({ svg, storedAt: Date.now() }));
  } catch {
    // Storage full or blocked: the icon still shows, it is just not kept.
  }
}

// Server rendering: icons are drawn into the page's HTML, from the server's own icon set,
// sanitised once at start-up. Each icon a render draws is put in the request's query cache, which
// travels to the browser with the page, so the hydrating render draws the same markup without a
// request, without localStorage and without loading the sanitiser. Kept on globalThis, so every
// bundle's copy of this module finds the set the server installed.
const serverIconsKey = '__oapServerIcons__';
type ServerIconsGlobal = { [serverIconsKey]?: ReadonlyMap<string, string> };
const iconQueryKey = (name: string) => ['icon', name] as const;

/** Server side, once at start-up: the (sanitised) icons server renders draw. */
export function installServerIcons(icons: ReadonlyMap<string, string> | undefined): void {
  (globalThis as ServerIconsGlobal)[serverIconsKey] = icons;
}

/**
 * The icon as the server drew it into the page: on the server from the installed set (recorded in
 * the request's query cache, `client`: the render's), in the browser from that cache as the page
 * brought it. Never from storage or the network: the browser's hydrating render must draw what the
 * server drew.
 */
export function renderedIcon(name: string, client: QueryClient = pageQueryClient): string | undefined {
  const drawn = client.getQueryData<string>(iconQueryKey(name));
  if (drawn !== undefined || typeof window !== 'undefined') return drawn;
  const svg = (globalThis as ServerIconsGlobal)[serverIconsKey]?.get(name);
  if (svg !== undefined) client.setQueryData(iconQueryKey(name), svg);
  return svg;
}

/** The cache a render records its icons in: its provider's (the request's on the server), else the page's (a component test without one). */
export function useIconCache(): QueryClient {
  return useContext(QueryClientContext) ?? pageQueryClient;
}

/** The icon's SVG if it is already known (memory, the page as served, or a fresh localStorage entry), without a request. */
export function peekIcon(name: string): string | undefined {
  const inMemory = known.get(name);
  if (inMemory !== undefined) return inMemory;
  const drawn = renderedIcon(name);
  if (drawn !== undefined) {
    known.set(name, drawn);
    return drawn;
  }
  const stored = readStored(name, Date.now());
  if (stored !== undefined) known.set(name, stored);
  return stored;
}

async function fetchFromHosts(names: string[]): Promise<Record<string, unknown>> {
  let lastError: unknown = new Error('No icon host is configured.');
  for (const host of iconHosts()) {
    try {
      const response = await fetch(`${host}${iconEndpointPath}?names=${names.join(',')}`, { headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`Icon host ${host || '(this site)'} answered ${response.status}.`);
      const body: unknown = await response.json();
      if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new Error(`Icon host ${host || '(this site)'} sent no icon map.`);
      return body as Record<string, unknown>;
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

async function flush(): Promise<void> {
  flushScheduled = false;
  const batch = queued;
  queued = new Map();
  const names = [...batch.keys()].sort();
  for (let start = 0; start < names.length; start += maxIconNamesPerRequest) {
    const chunk = names.slice(start, start + maxIconNamesPerRequest);
    try {
      // The sanitiser loads with the first icon the network has to supply (server-rendered pages bring theirs).
      const [icons, { sanitizeSvg }] = await Promise.all([fetchFromHosts(chunk), import('@oap/shared/content/sanitizeHtml.ts')]);
      for (const name of chunk) {
        const svg = icons[name];
        if (typeof svg === 'string') {
          const clean = sanitizeSvg(svg);
          store(name, clean);
          batch.get(name)?.resolve(clean);
        } else {
          unknown.add(name);
          batch.get(name)?.resolve(undefined);
        }
        inFlight.delete(name);
      }
    } catch (error) {
      for (const name of chunk) {
        inFlight.delete(name);
        batch.get(name)?.reject(error);
      }
    }
  }
}

/**
 * Resolves to the icon's SVG, or undefined when no host knows the name. Calls made in the same tick
 * share one request. Rejects when every host failed; a later call tries again.
 */
export function loadIcon(name: string): Promise<string | undefined> {
  const ready = peekIcon(name);
  if (ready !== undefined) return Promise.resolve(ready);
  if (unknown.has(name) || !iconNamePattern.test(name)) return Promise.resolve(undefined);
  const pending = inFlight.get(name);
  if (pending) return pending;
  const promise = new Promise<string | undefined>((resolve, reject) => {
    queued.set(name, { resolve, reject });
  });
  inFlight.set(name, promise);
  if (!flushScheduled) {
    flushScheduled = true;
    queueMicrotask(() => void flush());
  }
  return promise;
}

/** Forgets everything held in memory (tests; localStorage is left alone). */
export function resetIconMemory(): void {
  known.clear();
  unknown.clear();
  inFlight.clear();
  queued = new Map();
  flushScheduled = false;
}
