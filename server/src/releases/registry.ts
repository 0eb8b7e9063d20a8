// The registry of remote builds (architecture, release flow). A build is published once into
// <releasesDir>/<remote>/<build-id>/ and never overwritten; promoting makes it the active build for
// every reader, rollback returns to the build promoted before it. Old builds stay servable so pages
// opened on them keep working. State lives in <releasesDir>/registry.json, written atomically.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { federationName, remoteNames, type ReleaseManifest, type RemoteName, type RemoteRelease } from '@oap/contracts/federation/contract.ts';

export interface BuildRecord {
  id: string;
  publishedAt: string;
}

export interface RemoteRecord {
  builds: BuildRecord[];
  /** Builds in the order they were promoted; the last one is active. */
  promotions: string[];
}

export interface RegistryState {
  remotes: Partial<Record<RemoteName, RemoteRecord>>;
}

export function isRemoteName(value: string): value is RemoteName {
  return (remoteNames as readonly string[]).includes(value);
}

function listFiles(dir: string, base = dir): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(full, base) : [path.relative(base, full)];
    })
    .sort();
}

/**
 * Build id: a hash of the build's files, so the same output always gets the same id. The files
 * include the Node target in server/ (issue 9): browser and server builds of a remote are published,
 * promoted and rolled back as one, and a change in either is a new build.
 */
export function buildIdOf(distDir: string): string {
  const hash = createHash('sha256');
  for (const file of listFiles(distDir)) {
    if (file === 'mf-manifest-stats.json' || file === '.build-inputs') continue;
    hash.update(file).update('\0').update(fs.readFileSync(path.join(distDir, file))).update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

export class ReleaseRegistry {
  readonly dir: string;
  private cache: { mtimeMs: number; state: RegistryState } | null = null;

  constructor(dir: string) {
    this.dir = dir;
  }

  private get file() {
    return path.join(this.dir, 'registry.json');
  }

  read(): RegistryState {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(this.file).mtimeMs;
    } catch {
      return { remotes: {} };
    }
    if (this.cache?.mtimeMs !== mtimeMs) {
      try {
        this.cache = { mtimeMs, state: JSON.parse(fs.readFileSync(this.file, 'utf8')) as RegistryState };
      } catch (error) {
        // A damaged registry must not take the site down: keep serving the last state read.
        process.stderr.write(`release registry ${this.file} could not be read: ${error instanceof Error ? error.message : String(error)}\n`);
        if (this.cache) return this.cache.state;
        throw error;
      }
    }
    return this.cache.state;
  }

  private write(state: RegistryState): void {
    fs.mkdirSync(this.dir, { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, `${JSON.stringify(state, null, 2)}\n`);
    fs.renameSync(temporary, this.file);
    this.cache = null;
  }

  buildDir(remote: RemoteName, build: string): string {
    return path.join(this.dir, remote, build);
  }

  /** Copies a remote's dist folder into the registry as an immutable build; returns its id. */
  publish(remote: RemoteName, distDir: string): { id: string; created: boolean } {
    if (!fs.existsSync(path.join(distDir, 'mf-manifest.json'))) {
      throw new Error(`${distDir} holds no mf-manifest.json: build ${remote} first.`);
    }
    const id = buildIdOf(distDir);
    const target = this.buildDir(remote, id);
    const created = !fs.existsSync(target);
    if (created) {
      const staging = `${target}.staging-${process.pid}`;
      fs.rmSync(staging, { recursive: true, force: true });
      fs.cpSync(distDir, staging, { recursive: true });
      fs.renameSync(staging, target);
    }
    const state = this.read();
    const record = state.remotes[remote] ?? { builds: [], promotions: [] };
    if (!record.builds.some((build) => build.id === id)) {
      record.builds.push({ id, publishedAt: new Date().toISOString() });
    }
    this.write({ remotes: { ...state.remotes, [remote]: record } });
    return { id, created };
  }

  promote(remote: RemoteName, build: string): void {
    const state = this.read();
    const record = state.remotes[remote];
    if (!record?.builds.some((candidate) => candidate.id === build)) {
      throw new Error(`${remote} has no published build ${build}.`);
    }
    if (record.promotions.at(-1) === build) return;
    record.promotions.push(build);
    this.write(state);
  }

  /** Makes the previously promoted build active again; returns it. */
  rollback(remote: RemoteName): string {
    const state = this.read();
    const record = state.remotes[remote];
    if (!record || record.promotions.length < 2) {
      throw new Error(`${remote} has no earlier build to roll back to.`);
    }
    record.promotions.pop();
    this.write(state);
    return record.promotions.at(-1)!;
  }

  active(remote: RemoteName): string | undefined {
    return this.read().remotes[remote]?.promotions.at(-1);
  }

  /** Contract 3: what the shell registers at start. */
  manifest(urlPrefix = '/remotes'): ReleaseManifest {
    const state = this.read();
    const remotes = {} as Record<RemoteName, RemoteRelease>;
    for (const remote of remoteNames) {
      const record = state.remotes[remote];
      const build = record?.promotions.at(-1);
      if (!record || !build) continue;
      const release: RemoteRelease = {
        name: federationName(remote),
        build,
        manifestUrl: `${urlPrefix}/${remote}/${build}/mf-manifest.json`,
      };
      const previous = [...record.promotions].reverse().find((candidate) => candidate !== build);
      if (previous) release.lastKnownGood = { build: previous, manifestUrl: `${urlPrefix}/${remote}/${previous}/mf-manifest.json` };
      remotes[remote] = release;
    }
    return { generatedAt: new Date().toISOString(), remotes };
  }
}
