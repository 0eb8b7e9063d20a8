// Fills the shell's page template (shell/dist/index.html): head tags, the rendered markup in #root,
// and the inline state the browser starts from. Every inline script carries the response's nonce.
import { scriptSafeJson } from '@oap/contracts/site/documentHead.ts';
import { consentGateScript } from '@oap/contracts/site/consentGate.ts';
import { oldVersionGateScript } from '@oap/contracts/site/oldVersion.ts';
import type { ReleaseManifest } from '@oap/contracts/federation/contract.ts';
import type { PublicRuntimeConfig } from '@oap/shared/site/runtimeConfig.ts';
import { brandStyleRule } from '../features/publisher/brandPalette.ts';


export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface DocumentParts {
  /** A <title> (replacing the template's), when the head tags do not carry their own. */
  title?: string;
  /** Tags for the end of <head>. */
  head: string;
  /** Markup inside #root (empty for a client-rendered page). */
  html: string;
  /** Extra inline state after the runtime config and the release manifest. */
  state?: string;
  /** Scripts to preload (at low priority) once the page has painted: the page's remote entry. */
  preloadAfterPaint?: string[];
  manifest: ReleaseManifest;
  runtimeConfig: PublicRuntimeConfig;
  nonce: string;
}

/**
 * The shell's script (the template's deferred <script>), started by an inline loader once the page
 * has painted rather than found by the parser: the server-rendered page is readable and its links
 * work without it, so its download and the remote entry's no longer share the network with the
 * document and its stylesheets before the first paint (on Lighthouse's slow 4G the largest paint
 * came 0.5-0.9 s after the first one because of them). It waits for the largest paint of the frame
 * that shows the whole parsed page, as the browser reports it (after the frame is on screen), not
 * just for that frame's task: started then, the scripts were sometimes requested before the paint
 * was on screen, and Lighthouse's simulation counted them into the largest paint (1.4-1.7 s instead
 * of 1.1 s on the article). Where that frame brings no larger paint, or the browser reports none,
 * a timer starts them. A page opened in the background, which will not paint, loads them at once.
 */
function afterPaintLoader(scriptSrc: string, preloads: readonly string[]): string {
  const links = preloads.map((href) => `l=d.createElement("link");l.rel="preload";l.as="script";l.fetchPriority="low";l.href=${scriptSafeJson(href)};d.head.appendChild(l);`).join('');
  return (
    `(function(){var d=document,done=0;function go(){if(done)return;done=1;var l,s=d.createElement("script");s.src=${scriptSafeJson(scriptSrc)};d.head.appendChild(s);${links}}` +
    `if(d.visibilityState==="hidden")go();else requestAnimationFrame(function(){var P=window.PerformanceObserver;` +
    `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("largest-contentful-paint")>=0){` +
    `var o=new P(function(){o.disconnect();setTimeout(go,0)});o.observe({type:"largest-contentful-paint"});setTimeout(go,250)}` +
    `else setTimeout(go,0)})})()`
  );
}

const shellScript = /<script defer src="([^"]+)"><\/script>/;

/** The document split around #root's content: what goes before it, and what comes after it, given the state. */
export interface DocumentSplit {
  /** Up to and including `<div id="root">`: the head is complete, so it can be sent before the page renders. */
  start: string;
  /** From `</div>` of #root to the end, with `state` (the hydration state, known once the page rendered) inlined. */
  end(state: string): string;
}

const rootElement = '<div id="root"></div>';

/** The configured brand colour's custom properties, before the first paint (none for the default colour). */
function brandStyle(runtimeConfig: PublicRuntimeConfig, nonce: string): string {
  const rule = runtimeConfig.publisher ? brandStyleRule(runtimeConfig.publisher) : '';
  return rule ? `<style${nonce}>${rule}</style>` : '';
}

export function splitTemplate(template: string, parts: Omit<DocumentParts, 'html' | 'state'>): DocumentSplit {
  const nonce = parts.nonce ? ` nonce="${escapeHtml(parts.nonce)}"` : '';
  const scriptSrc = shellScript.exec(template)?.[1];
  const ownTitle = /<title[\s>]/.test(parts.head);
  const filled = template
    .replace(shellScript, '')
    // Functions, not strings: a "$" in the content must not act as a replacement pattern.
    .replace(/<title>[^<]*<\/title>/, () => (ownTitle ? '' : `<title>${escapeHtml(parts.title ?? '')}</title>`))
    // The consent gate runs before the first paint, so the server-rendered consent bar shows only to
    // a reader who has not chosen yet; the old-version gate likewise hides the banner from a reader
    // who chose the old version, before it can flash by.
    .replace('<!--oap-head-->', () => `<script${nonce}>${consentGateScript};${oldVersionGateScript}</script>${brandStyle(parts.runtimeConfig, nonce)}${parts.head}`);
  const root = filled.indexOf(rootElement);
  if (root < 0) throw new Error(`the shell's template has no ${rootElement}`);
  const start = filled.slice(0, root + rootElement.length - '</div>'.length);
  const rest = filled.slice(root + rootElement.length - '</div>'.length);
  return {
    start,
    end(state) {
      // Runtime configuration (spec 7: "The base URL comes from page runtime configuration") and the
      // release manifest come before the shell's script, which the loader starts after the first paint.
      const scripts = [
        `<script${nonce}>window.__OAP_CONFIG__=${scriptSafeJson(parts.runtimeConfig)}</script>`,
        `<script id="oap-release-manifest" type="application/json"${nonce}>${scriptSafeJson(parts.manifest)}</script>`,
        state,
        scriptSrc ? `<script${nonce}>${afterPaintLoader(scriptSrc, parts.preloadAfterPaint ?? [])}</script>` : '',
      ].join('');
      return rest.replace('<!--oap-state-->', () => scripts);
    },
  };
}

export function fillTemplate(template: string, parts: DocumentParts): string {
  const split = splitTemplate(template, parts);
  return split.start + parts.html + split.end(parts.state ?? '');
}
