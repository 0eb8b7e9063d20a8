// The shell's page template, stylesheet and build id, from the shell's active build in the release
// registry (the shell is a release, published, promoted and rolled back like a remote).
// Until a shell build is promoted (a fresh checkout, tests of the platform alone) it is read from
// shell/dist, and its build id is a hash of the template, which names the shell's hashed files.
// Everything is re-read when the active build changes or the folder is rebuilt under a running server.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ReleaseManifest } from '@oap/contracts/federation/contract.ts';
import { buildMetadataFile, type BuildMetadata, type BuildRedirectRule } from '@oap/contracts/federation/buildMetadata.ts';
import type { ReleaseChoice, ReleaseRegistry } from './registry.ts';
import { ReleaseError, shellApp } from './registryState.ts';
import { readStylesManifest, type Stylesheet } from './stylesManifest.ts';

export class ShellDocument {
  /** shell/dist: used while no shell build is active in the registry. */
  readonly fallbackDist: string;
  private readonly registry: ReleaseRegistry | null;
  private cached: { file: string; mtimeMs: number; html: string; build: string } | null = null;
  private styles: { file: string; mtimeMs: number; sheet: Stylesheet | null } | null = null;
  private metadata: { file: string; mtimeMs: number; redirects: readonly BuildRedirectRule[] | undefined } | null = null;

  /** The hosts an absolute redirect of the shell may send readers to (REDIRECT_HOSTS). */
  readonly redirectHosts: readonly string[];

  constructor(shellDist: string, registry: ReleaseRegistry | null = null, { redirectHosts = [] }: { redirectHosts?: readonly string[] } = {}) {
    this.fallbackDist = shellDist;
    this.registry = registry;
    this.redirectHosts = redirectHosts;
  }

  /** The active shell build's id in the registry, or undefined while shell/dist is served. */
  private activeBuild(): string | undefined {
    return this.registry?.active(shellApp);
  }

  /** The built shell's folder (its index.html, and server/shellServer.js for server rendering). */
  get dist(): string {
    const build = this.activeBuild();
    return build ? this.registry!.buildDir(shellApp, build) : this.fallbackDist;
  }

  /**
   * Folders a file under /static/shell/ may come from, the active one first: a page opened on an
   * older shell build keeps loading its hashed chunks after a promote or a rollback.
   */
  staticRoots(): string[] {
    const roots = [this.dist];
    const record = this.registry?.read().remotes[shellApp];
    for (const build of [...(record?.builds ?? [])].reverse()) roots.push(this.registry!.buildDir(shellApp, build.id));
    roots.push(this.fallbackDist);
    return [...new Set(roots)];
  }

  private load() {
    const build = this.activeBuild();
    // The active shell build's files were checked against its id when it became active:
    // a server without them says so rather than render pages from something else.
    const problem = build ? this.registry!.buildProblem(shellApp, build) : undefined;
    if (problem) throw Object.assign(new ReleaseError(503, problem), { retryAfterSeconds: 30 });
    const file = path.join(this.dist, 'index.html');
    const { mtimeMs } = fs.statSync(file);
    if (this.cached?.file !== file || this.cached.mtimeMs !== mtimeMs) {
      const html = fs.readFileSync(file, 'utf8');
      this.cached = { file, mtimeMs, html, build: build ?? createHash('sha256').update(html).digest('hex').slice(0, 12) };
    }
    return this.cached;
  }

  /**
   * The shell build's redirects (its build-metadata.json: the shell owns the redirects of spec 2.7,
   * so they change with a shell release), or undefined for a build without them (the compiled ones apply).
   */
  redirects(): readonly BuildRedirectRule[] | undefined {
    const file = path.join(this.dist, buildMetadataFile);
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return undefined;
    }
    if (this.metadata?.file !== file || this.metadata.mtimeMs !== mtimeMs) {
      let redirects: readonly BuildRedirectRule[] | undefined;
      try {
        const declared = (JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<BuildMetadata>).redirects;
        redirects = Array.isArray(declared) ? declared : undefined;
      } catch {
        redirects = undefined;
      }
      this.metadata = { file, mtimeMs, redirects };
    }
    return this.metadata.redirects;
  }

  /** The shell's stylesheet, its `styles` chunk (named by styles.json, written by its build), or null. */
  stylesheet(): Stylesheet | null {
    try {
      const dist = this.dist;
      const file = path.join(dist, 'styles.json');
      const { mtimeMs } = fs.statSync(file);
      if (this.styles?.file !== file || this.styles.mtimeMs !== mtimeMs) this.styles = { file, mtimeMs, sheet: readStylesManifest(dist, '/static/shell/') };
      return this.styles.sheet;
    } catch {
      return null;
    }
  }

  template(): string {
    return this.load().html;
  }

  build(): string {
    return this.load().build;
  }
}

/** Contract 3 in full, as one reader gets it (their canary bucket or preview, releases/delivery): the remotes' builds plus the shell's build. */
export function releaseManifest(registry: ReleaseRegistry, shell: ShellDocument, choice: ReleaseChoice | null = null): ReleaseManifest {
  const redirects = shell.redirects();
  const hosts = shell.redirectHosts.length ? { redirectHosts: shell.redirectHosts } : {};
  return { ...registry.manifest(choice ?? {}), shell: redirects ? { build: shell.build(), redirects, ...hosts } : { build: shell.build() } };
}
