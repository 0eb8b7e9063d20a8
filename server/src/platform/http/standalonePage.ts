// A page of the server's own, outside the shell: the embedded provider's sign-in pages, and the
// answers to requests refused before any page could render (a form from another site, a body too
// large). Plain accessible HTML that works without scripts, styled with the site's design tokens.
import fs from 'node:fs';
import type { FastifyReply } from 'fastify';
import { fileURLToPath } from 'node:url';
import { formatTitle } from '@oap/contracts/site/pageTitle.ts';
import { currentPublisher, siteName } from '@oap/contracts/site/publisher.ts';

/** A stylesheet of @oap/shared as it is written, read once ('' when it cannot be read). */
function sharedCss(path: string): () => string {
  let css: string | undefined;
  return () => {
    if (css === undefined) {
      try {
        css = fs.readFileSync(fileURLToPath(import.meta.resolve(`@oap/shared/${path}`)), 'utf8');
      } catch {
        css = '';
      }
    }
    return css;
  };
}

const siteTokens = sharedCss('tokens/tokens.css');
// The logo's own stylesheet: its source is plain CSS whose classes (logo, mark, name, image) these
// pages use as written, so the drawn mark has one owner (shared/src/ui/publisher-logo).
const logoCss = sharedCss('ui/publisher-logo/PublisherLogo.module.css');

/** The publisher's logo as PublisherLogo draws it in the header: the configured image, or the mark beside the short name. */
function publisherLogo(): string {
  const publisher = currentPublisher();
  if (publisher.logoUrl) return `<img class="image" src="${escapeHtml(publisher.logoUrl)}" alt="${escapeHtml(publisher.name)}" />`;
  return `<span class="logo"><span class="mark" aria-hidden="true"></span><span class="name">${escapeHtml(publisher.shortName)}</span></span>`;
}

/** Sign-in pages must never be framed by another site (clickjacking of the password form). */
export const framingHeaders = { 'x-frame-options': 'DENY', 'content-security-policy': "frame-ancestors 'none'" } as const;

/** Sends one of these pages: never cached, never framed. */
export function html(reply: FastifyReply, status: number, body: string) {
  return reply.code(status).headers({ 'cache-control': 'no-store', ...framingHeaders }).type('text/html; charset=utf-8').send(body);
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const pageCss = `
body { background: var(--oap-color-surface-alt, #f4f6f8); min-height: 100vh; display: flex; flex-direction: column; }
.bar { background: var(--oap-color-surface, #fff); border-bottom: 1px solid var(--oap-color-border, #d5dbe1); }
.bar a { display: inline-flex; align-items: center; padding: .5rem 1rem; text-decoration: none; }
main { flex: 1; display: flex; justify-content: center; align-items: flex-start; padding: 2.5rem 1rem; }
.card { width: 100%; max-width: 26rem; background: var(--oap-color-surface, #fff); border: 1px solid var(--oap-color-border, #d5dbe1); border-radius: var(--oap-radius-lg, 10px); box-shadow: var(--oap-shadow-md, 0 2px 6px rgba(15,42,68,.1)); padding: 2rem 1.5rem; }
h1 { margin: 0 0 .5rem; font-size: var(--oap-text-2xl, 1.75rem); color: var(--oap-color-text, #1b1f24); }
.lead { margin: 0 0 1.5rem; color: var(--oap-color-text-muted, #4a5562); }
form.fields { display: grid; gap: 1rem; }
label { display: block; font-weight: 600; margin-bottom: .25rem; }
.hint { display: block; font-size: var(--oap-text-sm, .875rem); color: var(--oap-color-text-muted, #4a5562); margin-bottom: .25rem; }
input { width: 100%; height: var(--oap-control-md, 2.5rem); padding: 0 .75rem; font: inherit; color: inherit; border: 1px solid var(--oap-color-border-strong, #6b7785); border-radius: var(--oap-radius, 6px); background: #fff; }
input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid var(--oap-color-focus, #1a73e8); outline-offset: 2px; }
.primary { width: 100%; height: var(--oap-control-lg, 3rem); border: 0; border-radius: var(--oap-radius, 6px); background: var(--oap-color-brand, #0b4f8a); color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
.primary:hover { background: var(--oap-color-brand-strong, #083a66); }
.secondary { background: none; border: 0; padding: 0; font: inherit; color: var(--oap-color-brand, #0b4f8a); text-decoration: underline; cursor: pointer; }
.notice { margin: 0 0 1rem; padding: .75rem 1rem; border-radius: var(--oap-radius, 6px); border: 1px solid var(--oap-color-brand, #0b4f8a); background: var(--oap-color-surface-alt, #f4f6f8); color: var(--oap-color-text, #1b1f24); }
.alert { margin: 0 0 1rem; padding: .75rem 1rem; border-radius: var(--oap-radius, 6px); border: 1px solid var(--oap-color-error, #b3261e); background: var(--oap-color-error-tint, #fbeae9); color: var(--oap-color-error, #b3261e); font-weight: 600; }
.switch { margin: 1.5rem 0 0; padding-top: 1rem; border-top: 1px solid var(--oap-color-border, #d5dbe1); display: grid; gap: .5rem; }
`;

/** `nonce`: the response's CSP nonce, for its <style> block on pages outside /oidc (whose policy allows inline styles). */

export function standalonePage(title: string, body: string, nonce?: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex, nofollow" />
<title>${escapeHtml(formatTitle(title))}</title>
<style${nonce ? ` nonce="${escapeHtml(nonce)}"` : ''}>${siteTokens()}${logoCss()}${pageCss}</style>
</head>
<body>
<header class="bar"><a href="/" aria-label="${escapeHtml(siteName())}: home">${publisherLogo()}</a></header>
<main id="main">
<div class="card">
${body}
</div>
</main>
</body>
</html>`;
}

export function problemPage(title: string, message: string, nonce?: string): string {
  return standalonePage(title, `<h1>${escapeHtml(title)}</h1><p class="lead">${escapeHtml(message)}</p><p><a href="/">Go to the home page</a></p>`, nonce);
}
