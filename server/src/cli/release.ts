// The release manager's commands. Builds are published once and never overwritten; promote and
// rollback only move which build is active, so they take effect on readers' next page load.
//   node server/src/cli/release.ts list
//   node server/src/cli/release.ts publish <remote> [--promote]
//   node server/src/cli/release.ts publish-all [--promote]
//   node server/src/cli/release.ts promote <remote> <build>
//   node server/src/cli/release.ts rollback <remote>
import path from 'node:path';
import { remoteNames, type RemoteName } from '@oap/contracts/federation/contract.ts';
import { readConfig, repositoryRoot } from '../config.ts';
import { isRemoteName, ReleaseRegistry } from '../releases/registry.ts';

const registry = new ReleaseRegistry(readConfig().releasesDir);
const [command, ...args] = process.argv.slice(2);
const promote = args.includes('--promote');
const positional = args.filter((arg) => !arg.startsWith('--'));

function remoteArg(value: string | undefined): RemoteName {
  if (!value || !isRemoteName(value)) {
    throw new Error(`Name a remote: one of ${remoteNames.join(', ')}.`);
  }
  return value;
}

function publish(remote: RemoteName) {
  const { id, created } = registry.publish(remote, path.join(repositoryRoot, remote, 'dist'));
  const wasActive = registry.active(remote) === id;
  if (promote) registry.promote(remote, id);
  const state = created ? 'published' : 'already published';
  process.stdout.write(`${remote}: build ${id} ${state}${promote && !wasActive ? ', now active' : wasActive ? ' (active)' : ''}\n`);
}

try {
  switch (command) {
    case 'list': {
      const state = registry.read();
      for (const remote of remoteNames) {
        const record = state.remotes[remote];
        const active = record?.promotions.at(-1);
        process.stdout.write(`${remote}\n`);
        for (const build of record?.builds ?? []) {
          process.stdout.write(`  ${build.id === active ? '*' : ' '} ${build.id}  published ${build.publishedAt}\n`);
        }
      }
      break;
    }
    case 'publish':
      publish(remoteArg(positional[0]));
      break;
    case 'publish-all':
      for (const remote of remoteNames) publish(remote);
      break;
    case 'promote': {
      const remote = remoteArg(positional[0]);
      const build = positional[1];
      if (!build) throw new Error('Name the build to promote (see `list`).');
      registry.promote(remote, build);
      process.stdout.write(`${remote}: build ${build} is now active\n`);
      break;
    }
    case 'rollback': {
      const remote = remoteArg(positional[0]);
      process.stdout.write(`${remote}: rolled back to build ${registry.rollback(remote)}\n`);
      break;
    }
    default:
      process.stdout.write('usage: release list | publish <remote> [--promote] | publish-all [--promote] | promote <remote> <build> | rollback <remote>\n');
      process.exit(command ? 2 : 0);
  }
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
