// Serves the shell document for every page route, with the release manifest inlined so the shell
// can register remotes without another round trip. Unknown paths get the same document with 404.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorTitle, formatTitle, titleFromPath } from '@oap/shared/site/pageTitle.ts';
import type { RemoteName } from '@oap/shared/federation/contract.ts';
import type { PublicRuntimeConfig } from '@oap/shared/site/runtimeConfig.ts';
import type { ReleaseRegistry } from '../releases/registry.ts';
import { releaseManifest, type ShellDocument } from '../releases/shellDocument.ts';
import { resolvePage } from '@oap/shared/routing/resolvePage.ts';

/** JSON that is safe inside a <script> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export async function htmlPlugin(app: FastifyInstance, opts: { registry: ReleaseRegistry; shell: ShellDocument; runtimeConfig: PublicRuntimeConfig }): Promise<void> {
  const renderDocument = (pathname: string, status: number, remote: RemoteName | null, nonce: string): string => {
    const manifest = releaseManifest(opts.registry, opts.shell);
    // The page's remote entry starts downloading with the shell instead of after it.
    const release = remote ? manifest.remotes[remote] : undefined;
    const preload = release ? `<link rel="preload" as="script" href="${escapeHtml(release.manifestUrl.replace(/mf-manifest\.json$/, 'remoteEntry.js'))}" />` : '';
    const title = status === 404 ? errorTitle(404, 'Page not found') : pathname === '/' ? formatTitle(undefined) : formatTitle(titleFromPath(pathname));
    const head = [status === 404 ? '<meta name="robots" content="noindex, nofollow" />' : '', preload].join('');
    // Runtime configuration (spec 7: "The base URL comes from page runtime configuration"); it runs
    // before the deferred shell script. Each inline script carries the response's CSP nonce (the
    // security plugin sends the matching policy); the JSON block is not run, but gets it too.
    const nonceAttribute = nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
    const state = [
      `<script${nonceAttribute}>window.__OAP_CONFIG__=${scriptJson(opts.runtimeConfig)}</script>`,
      `<script id="oap-release-manifest" type="application/json"${nonceAttribute}>${scriptJson(manifest)}</script>`,
    ].join('');
    return opts.shell
      .template()
      // Functions, not strings: a "$" in the path must not act as a replacement pattern.
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
      .replace('<!--oap-head-->', () => head)
      .replace('<!--oap-state-->', () => state);
  };

  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, 'http://localhost');
    const resolution = resolvePage(url.pathname, url.search);
    if (resolution.kind === 'redirect') return reply.redirect(resolution.location, 301);
    const status = resolution.kind === 'page' ? 200 : 404;
    return reply
      .code(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(renderDocument(url.pathname, status, resolution.kind === 'page' ? resolution.route.remote : null, request.cspNonce ?? ''));
  };

  app.setNotFoundHandler(async (request, reply) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|static|remotes)(\/|$)/.test(pathname);
    if (isPage) return servePage(request, reply);
    const message = pathname.startsWith('/api') ? `Unknown API path: ${request.method} ${pathname}` : `Not found: ${pathname}`;
    return reply.code(404).type('application/json; charset=utf-8').send({ statusCode: 404, message });
  });
}
