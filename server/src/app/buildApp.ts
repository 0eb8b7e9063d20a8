// Assembles the server from one plugin per concern. Tests call buildApp and use app.inject().
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import path from 'node:path';
import type { ServerConfig } from './config.ts';
import { repositoryRoot } from '../platform/paths.ts';
import { frameworkErrors, installErrorHandling } from './errorPolicy.ts';
import { MAX_PATH_PARAMETER_LENGTH } from '../platform/http/pagePaths.ts';
import { ReleaseRegistry } from '../features/releases/registry.ts';
import { ShellDocument } from '../features/releases/shellDocument.ts';
import { releasesPlugin } from '../features/releases/releasesPlugin.ts';
import { pageFilesPlugin } from '../features/releases/payloads/pageFilesPlugin.ts';
import { releaseApi } from '../features/releases/service/releaseApi.ts';
import { releaseDelivery } from '../features/releases/delivery/deliveryPlugin.ts';
import { releaseAuthorizer } from '../features/releases/delivery/authorize.ts';
import { htmlPlugin } from '../pages/htmlPlugin.ts';
import { installActiveRoutes } from '../pages/activeRoutes.ts';
import { securityHeadersPlugin } from './securityHeaders.ts';
import { sitePlugin } from '../features/site/sitePlugin.ts';
import { authPlugin } from '../features/auth/authPlugin.ts';
import { sentryTunnelPlugin } from '../features/monitoring/sentryTunnel.ts';
import { publicRuntimeConfig } from './runtimeConfig.ts';
import { iconsPlugin } from '../features/icons/iconsPlugin.ts';
import { createStore, type SiteStore } from '../data/createStore.ts';
import { RateLimiter, installRateLimiter } from '../platform/limits/rateLimiter.ts';
import { installInProcessCalls } from '../platform/http/inProcessCalls.ts';
import { installDraining, serverTimeoutOptions } from '../platform/lifecycle/lifecycle.ts';
import type { ArticleViewCounter } from '../features/catalogueApi/pageUsage.ts';
import { devOverridePlugin } from '../platform/dev/devOverridePlugin.ts';
import type { SessionClaims } from '../features/auth/sessions.ts';
import { installOriginCheck } from '../platform/security/originCheck.ts';
import { installCsrf } from '../platform/security/csrf.ts';
import { MailOutbox } from '../platform/mail/outbox.ts';
import { mailPlugin } from '../platform/mail/mailPlugin.ts';
import { subscriptionsApi } from '../features/subscriptions/subscriptionsPlugin.ts';
import { SignedLinks, SubscriptionPaths } from '../features/subscriptions/signedLinks.ts';
import { SqlSubscriptionStore } from '../features/subscriptions/subscriptionStore.ts';
import { profileApi } from '../features/profile/profile.ts';
import { SubmissionStore } from '../features/forms/submissionStore.ts';
import { formsApi } from '../features/forms/formsPlugin.ts';
import { pathOfRequestTarget } from '../platform/lifecycle/requestTarget.ts';
import { editorialApi } from '../features/editorial/editorialPlugin.ts';
import { MessageStore } from '../features/editorial/messageStore.ts';
import { RoleStore } from '../features/editorial/roleStore.ts';
import { linkKeyOf, type LinkPurpose } from '../platform/security/linkKeys.ts';
import { requestLogOptions, requestIdPlugin } from '../platform/operations/requestId.ts';
import { pressurePlugin } from '../platform/operations/pressurePlugin.ts';
import { metricsPlugin } from '../features/operations/metricsPlugin.ts';
import { healthPlugin } from '../features/operations/healthPlugin.ts';
import { readinessChecks } from '../features/operations/readinessChecks.ts';
import type { SearchPool } from '../catalogue/search/searchPoolContract.ts';
import { ShellServerLoader } from '../pages/render/shellServer.ts';
import { PageCache } from '../pages/render/pageCache.ts';
import { everyPurger, purgesSharedCache, sharedCachePurger } from '../platform/cache/sitePurger.ts';
import { surrogateKeyHeaders } from '../platform/cache/surrogateKeys.ts';
import { responseTagHeader } from '../platform/cache/httpHookPurger.ts';
import { installPublisher } from '@oap/contracts/site/publisher.ts';

export interface AppDependencies {
  config: ServerConfig;
  /** Registers the data API (store-backed routes) under /api; absent in tests of the platform alone. */
  registerApi?: (app: FastifyInstance) => Promise<void>;
  /** The data API's search pool (dataApi.ts), watched by /readyz and the metrics; absent without the data API. */
  searchPool?: Pick<SearchPool, 'stats'> | null;
  /** The data API's search warm-up (catalogueApi.ts): /readyz waits for it a moment; absent, it waits for none. */
  searchWarmUp?: Promise<void>;
  /** The site's records and limits (createStore); by default opened from `config` and closed with the app. */
  store?: SiteStore;
  /** Counts a view of an article page sent from the page cache: the data API's counter (catalogueApi.ts); absent without the data API. */
  countArticleView?: ArticleViewCounter;
  /** The rate limits' clock (by default the real one); tests pin it so a burst stays inside one window. */
  limitsClock?: () => number;
}

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, registerApi, searchPool, searchWarmUp } = deps;
  // The server's own texts (mail, feeds, deposits, PDF covers) name the configured publisher.
  installPublisher(config.publisher);
  const app = Fastify({
    logger: { level: config.logLevel },
    // Request ids (X-Request-Id when sane) on every log line, echoed in the response and the page.
    ...requestLogOptions(),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PATH_PARAMETER_LENGTH },
    // An address the router refuses (too long, badly encoded) gets the site's answer, not Fastify's.
    frameworkErrors,
    ...serverTimeoutOptions,
    // Behind a reverse proxy, the client address (for limits and usage) comes from X-Forwarded-For.
    // A hop count becomes the function Fastify builds from it (its types take no number).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // A request line in absolute form ("GET http://elsewhere/path") names its path only: the site's
    // addresses are always PUBLIC_URL's, whatever host the line names.
    rewriteUrl: (request) => pathOfRequestTarget(request.url ?? '/'),
  });
  installErrorHandling(app);
  // The very first hook: what a page's in-process API call carries is read before any other step.
  installInProcessCalls(app);
  // First, so that every answer (a refusal, a shed request) carries the request id.
  await app.register(requestIdPlugin);
  // Before any route: a request shed under load costs nothing else.
  await app.register(pressurePlugin, config.operations.pressure);
  installDraining(app);
  // The site's records and the rate limits' counts, on the configured engine (data/createStore.ts).
  const store = deps.store ?? (await createStore(config));
  // Closed last (onClose hooks run in reverse): after the limiter's last batch and the mail sender.
  if (!deps.store) app.addHook('onClose', async () => store.close());
  installRateLimiter(app, new RateLimiter(store.limits, config.rateLimitScale, deps.limitsClock));
  // The write path's stores: form submissions, the mail outbox, roles, messages and
  // subscriptions share the records' handle, so a submission and its mail are written in one transaction.
  const records = store.records;
  const outbox = new MailOutbox(records, { messageDomain: new URL(config.publicUrl).hostname });
  const submissions = new SubmissionStore(records, outbox);
  // After the hook above: onClose hooks run in reverse, so the sender stops before the database closes.
  await app.register(mailPlugin, { outbox, config: config.mail });
  // Signed links in mail (messages, subscriptions) use keys derived from the session secret, one per purpose.
  const linkKey = (purpose: LinkPurpose) => linkKeyOf(config, purpose);
  // Before any route: a state-changing request from another site never reaches a handler.
  installOriginCheck(app, config.publicUrl);
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  // Shared caches (docs/edge.md): every answer names what it shows, and changes purge those keys. With a
  // shared cache in front, it keeps the anonymous pages; without one, the server keeps them briefly itself.
  await app.register(surrogateKeyHeaders, { tagHeader: config.sharedCache.hook ? responseTagHeader(config.sharedCache.hook.format) : null });
  const pageCache = purgesSharedCache(config.sharedCache) ? null : new PageCache();
  app.decorate('sitePurger', everyPurger([...(pageCache ? [{ purge: async (keys: readonly string[]) => void pageCache.purge(keys) }] : []), sharedCachePurger(config.sharedCache)]));
  // The release registry's state and audit are the site's records; its build files are in RELEASES_DIR.
  const registry = await ReleaseRegistry.open(config.releasesDir, records, { log: (message) => app.log.error(message), purger: app.sitePurger });
  app.decorate('releaseRegistry', registry);
  // Before the records close (onClose hooks run in reverse): its pending health counts are written.
  app.addHook('onClose', async () => registry.close());
  const shell = new ShellDocument(config.shellDist, registry, { redirectHosts: config.redirectHosts });
  // One loader of the shell's server bundle, shared by the page renderer and /readyz.
  const shellServer = new ShellServerLoader({
    shellDist: () => shell.dist,
    releasesDir: registry.dir,
    log: (message, details) => app.log.error(details ?? {}, message),
    checkBuild: (remote, build) => registry.checkBuildFiles(remote, build),
  });
  await app.register(metricsPlugin, { releases: registry, searchPool, token: config.operations.metricsToken, port: config.operations.metricsPort });
  await app.register(healthPlugin, {
    checks: readinessChecks({ database: records, searchPool, searchWarmUp, registry, shellDist: () => shell.dist, shellServer: config.serverRendering ? shellServer : null }),
  });
  // The promoted builds' routes, for robots.txt and the sitemaps registered with the API.
  installActiveRoutes(app, registry);
  // Cookies for the whole app (the dev overrides set theirs at the root; the auth plugin reuses this).
  await app.register(fastifyCookie);
  await installCsrf(app, { secure: config.publicUrl.startsWith('https:') });
  // Before the routes it applies to (its onRequest hook); it asks the auth plugin, registered later, who is signed in.
  let readSession: (request: FastifyRequest) => Promise<SessionClaims | null> = async () => null;
  await app.register(devOverridePlugin, { config: config.devOverrides, publicUrl: config.publicUrl, readerEmail: async (request) => (await readSession(request))?.email });
  // Which builds each reader gets (a canary bucket, a preview link) and their render reports.
  await app.register(releaseDelivery, {
    registry,
    publicUrl: config.publicUrl,
    previewKey: linkKey('release-previews'),
    authorize: releaseAuthorizer({ registry, roles: new RoleStore(records), readSession: (request) => readSession(request) }),
  });
  await app.register(securityHeadersPlugin, { config, registry, shell });
  await app.register(releasesPlugin, { registry, shellDist: config.shellDist, shell, siteAssets: path.join(repositoryRoot, 'server', 'public', 'site') });
  await app.register(pageFilesPlugin, { registry, shell, catalogue: store.catalogueVersion });
  await app.register(sitePlugin, { prefix: '/api', publicUrl: config.publicUrl });
  await app.register(authPlugin, { config, database: records, outbox, onSessionReader: (read) => (readSession = read) });
  await app.register(releaseApi, { registry, roles: new RoleStore(records), readSession: (request) => readSession(request) });
  await app.register(sentryTunnelPlugin, { sentryDsn: config.sentryDsn });
  await app.register(iconsPlugin, { prefix: '/api' });
  await app.register(formsApi, {
    prefix: '/api',
    submissions,
    publicUrl: config.publicUrl,
    officeEmail: config.mail.officeEmail,
    readReader: (request) => readSession(request),
  });
  await app.register(editorialApi, {
    prefix: '/api',
    submissions,
    messages: new MessageStore(records, linkKey('reader-messages')),
    roles: new RoleStore(records),
    readSession: (request) => readSession(request),
    transaction: (work) => records.write(work),
    queueMail: (mail, tx) => outbox.enqueue(mail, tx),
    publicUrl: config.publicUrl,
  });
  await app.register(subscriptionsApi, { prefix: '/api', database: records, outbox, publicUrl: config.publicUrl, secret: linkKey('subscriptions') });
  // A signed-in reader's profile: their account, alerts and the forms they sent.
  const subscriptionPaths = new SubscriptionPaths(new SignedLinks(linkKey('subscriptions')), config.publicUrl);
  const subscriptionLinks = new SqlSubscriptionStore(records, outbox);
  await app.register(profileApi, {
    prefix: '/api',
    database: records,
    readSession: (request) => readSession(request),
    manageSubscriptionsPath: async (email) => subscriptionPaths.manage(email, await subscriptionLinks.linkSecret(email)),
  });
  if (registerApi) await app.register(registerApi);
  await app.register(htmlPlugin, { registry, shell, shellServer, pageCache, runtimeConfig: publicRuntimeConfig(config), publicUrl: config.publicUrl, serverRendering: config.serverRendering, ...(deps.countArticleView ? { countArticleView: deps.countArticleView } : {}) });
  return app;
}
