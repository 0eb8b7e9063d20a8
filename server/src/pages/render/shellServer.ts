// The shell's server bundle (shell/dist/server/shellServer.js, built beside the browser shell): the
// renderer and the server-side federation host, sharing one React with the remotes' server builds.
// Required at run time, so a rebuilt shell is picked up; a missing bundle means pages are sent as
// client-rendered documents, as before server rendering.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { JSDOM } from 'jsdom';
import type { ReleaseManifest, RemoteName, RemoteRelease, LoadedRouteModule } from '@oap/contracts/federation/contract.ts';
import type { ServerFederation, ShellServerBundle } from '@oap/contracts/federation/serverRendering.ts';
import { installHtmlWindow, type HtmlWindow } from '@oap/shared/content/htmlWindow.ts';
import { installRuntimeConfig, type PublicRuntimeConfig } from '@oap/shared/site/runtimeConfig.ts';
import { sanitizeSvg } from '@oap/shared/content/sanitizeHtml.ts';
import { installServerIcons } from '@oap/shared/ui/icon/iconService.ts';
import { defaultIconDir, readIconSet } from '../../features/icons/iconsPlugin.ts';

/**
 * What every render reads from the process: the runtime configuration the document inlines, a DOM
 * window for parsing and sanitising HTML (jsdom: a browser's parsing and serialising rules, so the
 * server's markup is what the browser computes when it hydrates), and the icons pages draw (the icon
 * endpoint's set, sanitised as the browser sanitises what that endpoint sends). All live on
 * globalThis, where the shell bundle and the remotes' server builds find them.
 */
export function prepareServerRendering(runtimeConfig: PublicRuntimeConfig, iconDir: string = defaultIconDir): void {
  installRuntimeConfig(runtimeConfig);
  installHtmlWindow(new JSDOM('').window as unknown as HtmlWindow);
  installServerIcons(new Map([...readIconSet(iconDir)].map(([name, svg]) => [name, sanitizeSvg(svg)])));
}

export interface ShellServer {
  bundle: ShellServerBundle;
  federation: ServerFederation;
  /** Loads a page module of the remote's active build in `manifest`. */
  loader(manifest: ReleaseManifest): (remote: RemoteName, routeName: string) => Promise<LoadedRouteModule>;
}

export class ShellServerLoader {
  /** The shell's folder, asked on every use: the shell's active build changes with a promote. */
  private readonly shellDist: () => string;
  private readonly releasesDir: string;
  private readonly log: (message: string, details?: object) => void;
  /** Why a remote's build cannot be loaded from this server's RELEASES_DIR (missing, altered), or null (releases/registryFiles.ts). */
  private readonly checkBuild: ((remote: RemoteName, build: string) => Promise<string | null>) | undefined;
  private loaded: { file: string; mtimeMs: number; server: ShellServer } | null = null;
  private failed: { file: string; mtimeMs: number } | null = null;

  constructor(options: {
    shellDist: string | (() => string);
    releasesDir: string;
    log: (message: string, details?: object) => void;
    checkBuild?: (remote: RemoteName, build: string) => Promise<string | null>;
  }) {
    const { shellDist } = options;
    this.shellDist = typeof shellDist === 'string' ? () => shellDist : shellDist;
    this.releasesDir = options.releasesDir;
    this.log = options.log;
    this.checkBuild = options.checkBuild;
  }

  /**
   * The release as this server may load it: the active build only if its files are the build's
   * (else the render fails, saying why), the last known good one only if its files are too.
   */
  private async intactRelease(remote: RemoteName, release: RemoteRelease): Promise<RemoteRelease> {
    if (!this.checkBuild) return release;
    const problem = await this.checkBuild(remote, release.build);
    if (problem) throw new Error(problem);
    if (release.lastKnownGood && (await this.checkBuild(remote, release.lastKnownGood.build))) {
      const { lastKnownGood: _unusable, ...rest } = release;
      return rest;
    }
    return release;
  }

  /** The current bundle, or null when there is none (or it cannot be loaded): pages are then client-rendered. */
  current(): ShellServer | null {
    const file = path.join(this.shellDist(), 'server', 'shellServer.js');
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return null;
    }
    if (this.loaded?.file === file && this.loaded.mtimeMs === mtimeMs) return this.loaded.server;
    if (this.failed?.file === file && this.failed.mtimeMs === mtimeMs) return null;
    try {
      const require = createRequire(import.meta.url);
      delete require.cache[require.resolve(file)];
      const bundle = require(file) as ShellServerBundle;
      const federation = bundle.createServerFederation({ releasesDir: this.releasesDir, log: this.log });
      const server: ShellServer = {
        bundle,
        federation,
        loader: (manifest) => async (remote, routeName) => {
          const release = manifest.remotes[remote];
          if (!release) throw new Error(`${remote} has no active build`);
          return federation.loadRouteModule(remote, routeName, await this.intactRelease(remote, release));
        },
      };
      this.loaded = { file, mtimeMs, server };
      return server;
    } catch (error) {
      this.failed = { file, mtimeMs };
      this.log('the shell server bundle could not be loaded: pages are client-rendered', { err: error, file });
      return null;
    }
  }
}
