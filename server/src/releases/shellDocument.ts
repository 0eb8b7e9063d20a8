// The built shell's page template and its build id (a hash of the template, which names the shell's
// hashed files). Re-read when the shell is rebuilt under a running server.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ReleaseManifest } from '@oap/contracts/federation/contract.ts';
import type { ReleaseChoice, ReleaseRegistry } from './registry.ts';
import { readStylesManifest, type Stylesheet } from './stylesManifest.ts';

export class ShellDocument {
  /** The built shell's folder (its index.html, and server/shellServer.js for server rendering). */
  readonly dist: string;
  private readonly templatePath: string;
  private cached: { mtimeMs: number; html: string; build: string } | null = null;
  private styles: { mtimeMs: number; sheet: Stylesheet | null } | null = null;

  constructor(shellDist: string) {
    this.dist = shellDist;
    this.templatePath = path.join(shellDist, 'index.html');
  }

  private load() {
    const { mtimeMs } = fs.statSync(this.templatePath);
    if (this.cached?.mtimeMs !== mtimeMs) {
      const html = fs.readFileSync(this.templatePath, 'utf8');
      this.cached = { mtimeMs, html, build: createHash('sha256').update(html).digest('hex').slice(0, 12) };
    }
    return this.cached;
  }

  /** The shell's stylesheet, its `styles` chunk (named by styles.json, written by its build), or null. */
  stylesheet(): Stylesheet | null {
    try {
      const { mtimeMs } = fs.statSync(path.join(this.dist, 'styles.json'));
      if (this.styles?.mtimeMs !== mtimeMs) this.styles = { mtimeMs, sheet: readStylesManifest(this.dist, '/static/shell/') };
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
  return { ...registry.manifest(choice ?? {}), shell: { build: shell.build() } };
}
