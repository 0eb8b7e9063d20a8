// Release delivery (issue 22): which builds each reader gets, and how their renders are counted.
//
// - Every request gets `request.releaseChoice` (readerChoice.ts): the page document, the server
//   render, the page cache and GET /api/releases/manifest all take the reader's builds from
//   readerReleaseManifest(), never from the registry's active builds alone.
// - A reader's first page while any canary runs gives them a sticky bucket cookie.
// - Preview links (previewRoutes.ts) and health reports (healthRoute.ts) are its routes.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ReleaseManifest, RemoteName } from '@oap/contracts/federation/contract.ts';
import { isPagePath } from '../../html/pagePaths.ts';
import { HealthReports, type HealthCounts } from './healthReports.ts';
import { PreviewTokens } from './previewTokens.ts';
import { ReaderChoices, type ReaderChoice } from './readerChoice.ts';
import { previewRoutes } from './previewRoutes.ts';
import { healthRoute } from './healthRoute.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** This reader's canary bucket and preview, if any (empty when release delivery is not installed). */
    releaseChoice: ReaderChoice | null;
  }
  interface FastifyInstance {
    /** Counts render outcomes per build and hands them to the registry (healthReports.ts). */
    releaseHealth: HealthReports | null;
  }
}

/** What delivery needs of the release registry (registry.ts). */
export interface DeliveryRegistry {
  /** The release manifest as one reader gets it. */
  manifest(choice?: ReaderChoice): ReleaseManifest;
  recordHealth(app: RemoteName, build: string, counts: HealthCounts): void;
  /** True while any app runs a canary: only then do new readers need a bucket. */
  canaryActive(): boolean;
  /** Whether `build` of `app` is published, and runs under the current shell (null) or why not. */
  previewProblem(app: RemoteName, build: string): { statusCode: number; message: string } | null;
}

export interface ReleaseDeliveryOptions {
  registry: DeliveryRegistry;
  publicUrl: string;
  /** HMAC key of preview links (security/linkKeys.ts, purpose 'release-previews'). */
  previewKey: string;
  /**
   * Who may make a preview link of `app`: the release API's own check (a release manager's session
   * or a token scoped to the app). Resolves with the actor's name, or throws a 401/403 error.
   */
  authorize: (request: FastifyRequest, app: RemoteName) => Promise<string>;
}

export async function releaseDelivery(app: FastifyInstance, options: ReleaseDeliveryOptions): Promise<void> {
  const secure = options.publicUrl.startsWith('https:');
  const tokens = new PreviewTokens(options.previewKey);
  const choices = new ReaderChoices({ secure, tokens });
  const health = new HealthReports({
    record: (remote, build, counts) => options.registry.recordHealth(remote, build, counts),
    log: (error) => app.log.warn({ err: error }, 'a render report was not recorded'),
  });
  app.decorate('releaseHealth', health);
  app.addHook('onClose', async () => health.flush());

  app.decorateRequest('releaseChoice', null);
  app.addHook('onRequest', async (request, reply) => {
    const choice: ReaderChoice = {};
    let bucket = choices.bucket(request);
    // A reader's first page while a canary runs draws their bucket; without a canary nobody needs one.
    if (bucket === undefined && request.method === 'GET' && isPagePath(request.url.split('?')[0] ?? '/') && options.registry.canaryActive()) {
      bucket = choices.assignBucket(reply);
    }
    if (bucket !== undefined) choice.canaryBucket = bucket;
    const preview = choices.preview(request);
    if (preview) choice.preview = { app: preview.app, build: preview.build };
    request.releaseChoice = choice;
  });

  await previewRoutes(app, { registry: options.registry, publicUrl: options.publicUrl, tokens, choices, authorize: options.authorize });
  await healthRoute(app, { health });
}

// Like fastify-plugin: the hooks and decorations belong to the root instance.
(releaseDelivery as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

/** The release manifest as this reader gets it (canary bucket, preview), the shell's build included. */
export function readerReleaseManifest(registry: Pick<DeliveryRegistry, 'manifest'>, request: FastifyRequest, shellBuild: string): ReleaseManifest {
  return { ...registry.manifest(request.releaseChoice ?? {}), shell: { build: shellBuild } };
}
