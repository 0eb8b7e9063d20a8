// Fills the shell's page template (shell/dist/index.html): head tags, the rendered markup in #root,
// and the inline state the browser starts from. Every inline script carries the response's nonce.
import { scriptSafeJson } from '@oap/contracts/site/documentHead.ts';
import { consentGateScript } from '@oap/contracts/site/consentGate.ts';
import type { ReleaseManifest } from '@oap/contracts/federation/contract.ts';
import type { PublicRuntimeConfig } from '@oap/shared/site/runtimeConfig.ts';


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
  manifest: ReleaseManifest;
  runtimeConfig: PublicRuntimeConfig;
  nonce: string;
}

export function fillTemplate(template: string, parts: DocumentParts): string {
  const nonce = parts.nonce ? ` nonce="${escapeHtml(parts.nonce)}"` : '';
  // Runtime configuration (spec 7: "The base URL comes from page runtime configuration") runs
  // before the deferred shell script.
  const state = [
    `<script${nonce}>window.__OAP_CONFIG__=${scriptSafeJson(parts.runtimeConfig)}</script>`,
    `<script id="oap-release-manifest" type="application/json"${nonce}>${scriptSafeJson(parts.manifest)}</script>`,
    parts.state ?? '',
  ].join('');
  const ownTitle = /<title[\s>]/.test(parts.head);
  return (
    template
      // Functions, not strings: a "$" in the content must not act as a replacement pattern.
      .replace(/<title>[^<]*<\/title>/, () => (ownTitle ? '' : `<title>${escapeHtml(parts.title ?? '')}</title>`))
      // The consent gate runs before the first paint, so the server-rendered consent bar shows only to
      // a reader who has not chosen yet.
      .replace('<!--oap-head-->', () => `<script${nonce}>${consentGateScript}</script>${parts.head}`)
      .replace('<div id="root"></div>', () => `<div id="root">${parts.html}</div>`)
      .replace('<!--oap-state-->', () => state)
  );
}
