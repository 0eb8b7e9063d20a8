// Compatibility of a build with the shell it would run under: the federation contract
// version and the shared singletons. Read from the build's build-metadata.json (spec 7.5), which
// the registry requires of every build it publishes.
//
// The shell loads first and its singletons win the share scope ('loaded-first'), so the question is
// always: does the version the shell provides satisfy the range the remote requires?
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { buildMetadataFile, type BuildMetadata } from '@oap/contracts/federation/buildMetadata.ts';

export interface SharedNeed {
  version?: string;
  requiredVersion?: string;
  singleton?: boolean;
}

export interface BuildRequirements {
  contractVersion?: number;
  shared: Record<string, SharedNeed>;
  /** Where the requirements were read from. */
  source: 'build-metadata.json' | 'none';
}

export interface Compatibility {
  ok: boolean;
  /** One sentence per clash, naming the package (or the contract) and both sides. */
  clashes: string[];
  /** All clashes in one message for a person; empty when ok. */
  message: string;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

export function readBuildRequirements(buildDir: string): BuildRequirements {
  const metadata = readJson(path.join(buildDir, buildMetadataFile)) as Partial<BuildMetadata> | undefined;
  if (metadata && typeof metadata === 'object') {
    const shared: Record<string, SharedNeed> = {};
    for (const [name, need] of Object.entries(metadata.shared ?? {})) shared[name] = { ...need };
    return { contractVersion: typeof metadata.contractVersion === 'number' ? metadata.contractVersion : undefined, shared, source: 'build-metadata.json' };
  }
  return { shared: {}, source: 'none' };
}

/**
 * Clashes between what `shell` provides and what `remote` needs. `shellLabel` and `remoteLabel`
 * name both sides in the messages ("the active shell build 1a2b3c4d5e6f", "mf-search build ...").
 */
export function clashesBetween(shell: BuildRequirements, shellLabel: string, remote: BuildRequirements, remoteLabel: string): string[] {
  const clashes: string[] = [];
  if (shell.contractVersion !== undefined && remote.contractVersion !== undefined && shell.contractVersion !== remote.contractVersion) {
    clashes.push(`${remoteLabel} was built against federation contract ${remote.contractVersion}, ${shellLabel} against contract ${shell.contractVersion}.`);
  }
  for (const [name, need] of Object.entries(remote.shared)) {
    if (!need.singleton || !need.requiredVersion) continue;
    const provided = shell.shared[name]?.version;
    // A package the shell does not share is loaded from the remote's own build: nothing to clash with.
    if (!provided || !semver.valid(provided) || !semver.validRange(need.requiredVersion)) continue;
    if (!semver.satisfies(provided, need.requiredVersion, { includePrerelease: true })) {
      clashes.push(`${name}: ${remoteLabel} requires ${need.requiredVersion}, ${shellLabel} provides ${provided}.`);
    }
  }
  return clashes;
}

export function compatibility(clashes: string[], subject: string): Compatibility {
  return { ok: clashes.length === 0, clashes, message: clashes.length ? `${subject} is not compatible: ${clashes.join(' ')}` : '' };
}
