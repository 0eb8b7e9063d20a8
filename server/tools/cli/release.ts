// The release commands. Builds are published once and never overwritten; promote,
// canary and rollback only move which build readers get, from their next page load.
//
// Against a running server (RELEASE_URL, default http://127.0.0.1:$PORT; RELEASE_TOKEN, a release token):
//   release status [--json]
//   release publish <app> [--promote | --canary <percent>] [--dist <folder>]   tars <app>/dist (shell: shell/dist) and uploads it
//   release promote <app> <build> [--canary <percent>]
//   release canary promote|abort <app>
//   release rollback <app>
//   release preview <app> <build> [--hours <n>]                a signed link that shows the build to one browser
//   release audit [--app <app>] [--limit <n>] [--json]
// On the server's own disk (the build files in RELEASES_DIR, the registry in the site's database,
// DATABASE_PATH), for `npm start`, tokens and emergencies:
//   release list
//   release publish-all [--promote]                            every remote's dist and the shell's, promoted together
//   release token create <app|all> <name> | token list | token revoke <name>
//   release promote|rollback|status|audit ... --local           the same commands without the server
import path from 'node:path';
import { parseArgs } from 'node:util';
import { remoteNames } from '@oap/contracts/federation/contract.ts';
import { readConfig } from '../../src/app/config.ts';
import { repositoryRoot } from '../../src/platform/paths.ts';
import { localActor, type ReleaseRegistry } from '../../src/features/releases/registry.ts';
import { withSiteRegistry } from '../../src/features/releases/siteRegistry.ts';
import { appNames, isAppName, shellApp, type AppName } from '../../src/features/releases/registryState.ts';
import { formatAudit, formatStatus, ReleaseClient } from '../../src/features/releases/service/releaseClient.ts';
import { sharedCachePurger } from '../../src/platform/cache/sitePurger.ts';

const usage = `usage:
  release status [--json]                              (RELEASE_URL, RELEASE_TOKEN)
  release publish <app> [--promote | --canary <percent>] [--dist <folder>]
  release promote <app> <build> [--canary <percent>]
  release canary promote|abort <app>
  release rollback <app>
  release preview <app> <build> [--hours <n>]
  release audit [--app <app>] [--limit <n>] [--json]
  release list | publish-all [--promote]               (on this server's disk)
  release token create <app|all> <name> | token list | token revoke <name>
  add --local to promote, rollback, status or audit to change the disk without the server
apps: ${appNames.join(', ')}
`;

const { values: flags, positionals } = parseArgs({
  args: process.argv.slice(2),
  allowPositionals: true,
  options: {
    promote: { type: 'boolean' },
    canary: { type: 'string' },
    hours: { type: 'string' },
    json: { type: 'boolean' },
    app: { type: 'string' },
    limit: { type: 'string' },
    local: { type: 'boolean' },
    dist: { type: 'string' },
    help: { type: 'boolean' },
  },
});
const [command, ...args] = positionals;

function appArg(value: string | undefined): AppName {
  if (!value || !isAppName(value)) throw new Error(`Name an app: one of ${appNames.join(', ')}.`);
  return value;
}

function buildArg(value: string | undefined): string {
  if (!value) throw new Error('Name the build (`release status` lists them).');
  return value;
}

function wholeNumber(value: string | undefined, what: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new Error(`${what} is a whole number, not "${value}".`);
  return Number(value);
}

/** Where an app's build is: <app>/dist, and the shell's where the server looks for it (SHELL_DIST). */
function distOf(app: AppName): string {
  return app === shellApp ? readConfig().shellDist : path.join(repositoryRoot, app, 'dist');
}

const out = (text: string) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
/** The registry of this server's own database and RELEASES_DIR, closed when `work` is done. */
function local<T>(work: (registry: ReleaseRegistry) => Promise<T>): Promise<T> {
  const config = readConfig();
  // A promote or rollback from here purges the shared cache as one through the server would (docs/edge.md).
  return withSiteRegistry(config.releasesDir, config, work, { purger: sharedCachePurger(config.sharedCache) });
}
const client = () => new ReleaseClient(process.env.RELEASE_URL || `http://127.0.0.1:${process.env.PORT ?? 3000}`, process.env.RELEASE_TOKEN);

/** The local flow of `npm start` / `npm run build`: every app's dist, promoted together when asked. */
async function publishAll(registry: ReleaseRegistry, promote: boolean) {
  const builds: Partial<Record<AppName, string>> = {};
  for (const app of [...remoteNames, shellApp] as AppName[]) {
    const { id, created } = await registry.publish(app, distOf(app));
    builds[app] = id;
    out(`${app}: build ${id} ${created ? 'published' : 'already published'}${registry.active(app) === id ? ' (active)' : ''}`);
  }
  if (promote) {
    const changed = await registry.promoteTogether(builds);
    out(changed.length ? `now active: ${changed.map((app) => `${app} ${builds[app]}`).join(', ')}` : 'every build was already active');
  }
}

async function main() {
  const canaryPercent = wholeNumber(flags.canary, '--canary');
  switch (command) {
    case 'list':
      out(formatStatus(await local(async (registry) => registry.status()), { builds: Number.MAX_SAFE_INTEGER }));
      return;
    case 'publish-all':
      await local((registry) => publishAll(registry, Boolean(flags.promote)));
      return;
    case 'token': {
      const [action, first, second] = args;
      if (action === 'create') {
        const scope = first === 'all' ? 'all' : appArg(first);
        if (!second) throw new Error('Name the token (e.g. search-ci): the audit log shows it as the actor.');
        const { secret } = await local((registry) => registry.createToken(scope, second, localActor()));
        out(`token ${second} for ${scope} (shown once, keep it as RELEASE_TOKEN in that team's CI):\n${secret}`);
      } else if (action === 'list') {
        for (const token of await local((registry) => registry.tokens())) out(`${token.name}  ${token.scope}  created ${token.createdAt} by ${token.createdBy}`);
      } else if (action === 'revoke') {
        await local((registry) => registry.revokeToken(first ?? '', localActor()));
        out(`token ${first} revoked`);
      } else throw new Error('token create <app|all> <name> | token list | token revoke <name>');
      return;
    }
    case 'status':
      if (flags.local) {
        const status = await local(async (registry) => registry.status());
        out(flags.json ? JSON.stringify(status, null, 2) : formatStatus(status));
      }
      else {
        const status = await client().status();
        out(flags.json ? JSON.stringify(status, null, 2) : formatStatus(status));
      }
      return;
    case 'audit': {
      const options = { app: flags.app ? appArg(flags.app) : undefined, limit: wholeNumber(flags.limit, '--limit') ?? 50 };
      const entries = flags.local ? await local((registry) => registry.audit(options)) : await client().audit(options);
      out(flags.json ? JSON.stringify(entries, null, 2) : formatAudit(entries) || 'no release changes yet');
      return;
    }
    case 'publish': {
      const app = appArg(args[0]);
      const { build, created } = await client().publish(app, flags.dist ? path.resolve(flags.dist) : distOf(app));
      out(`${app}: build ${build} ${created ? 'published' : 'already published'}`);
      if (flags.promote || canaryPercent !== undefined) {
        const result = await client().promote(app, build, canaryPercent);
        out(result.canary ? `${app}: canary ${build} for ${result.canary.percent} % of readers` : `${app}: build ${build} is active`);
      }
      return;
    }
    case 'promote': {
      const app = appArg(args[0]);
      const build = buildArg(args[1]);
      const result = flags.local ? await local((registry) => registry.promote(app, build, { canaryPercent })) : await client().promote(app, build, canaryPercent);
      out(result.canary ? `${app}: canary ${result.canary.build} for ${result.canary.percent} % of readers (active stays ${result.active})` : `${app}: build ${result.active} is active${result.changed ? '' : ' (it already was)'}`);
      return;
    }
    case 'canary': {
      const [action, name] = args;
      if (action !== 'promote' && action !== 'abort') throw new Error('canary promote <app> | canary abort <app>');
      const app = appArg(name);
      const result = flags.local ? await local((registry) => (action === 'promote' ? registry.promoteCanary(app) : registry.abortCanary(app))) : await client().canary(app, action);
      out(`${app}: canary ${action === 'promote' ? 'promoted' : 'aborted'}; active build ${result.active}`);
      return;
    }
    case 'rollback': {
      const app = appArg(args[0]);
      const active = flags.local ? await local((registry) => registry.rollback(app)) : (await client().rollback(app)).active;
      out(`${app}: rolled back to build ${active}`);
      return;
    }
    case 'preview': {
      const app = appArg(args[0]);
      const link = await client().preview(app, buildArg(args[1]), wholeNumber(flags.hours, '--hours'));
      out(`preview of ${app} build ${args[1]} until ${link.expiresAt}:\n${link.url}`);
      return;
    }
    default:
      out(usage);
      process.exitCode = command && !flags.help ? 2 : 0;
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
