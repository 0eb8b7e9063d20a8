// Files the platform tests write: temporary folders, and minimal but real builds of the shell and
// the remotes. Apart from the fixtures, so that a test that only writes files follows no engine
// (serverTests.ts runs a file on PostgreSQL when it reaches testEngine.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildMetadataFile } from '@oap/contracts/federation/buildMetadata.ts';
import { federationName, type RemoteName } from '@oap/contracts/federation/contract.ts';
import { buildRouteRules } from '@oap/contracts/routing/buildRoutes.ts';
import { tableRedirectRules } from '@oap/contracts/routing/resolvePage.ts';

/** The temporary folders this process made: removed when it exits (a run of serverTests.ts also removes its whole TMPDIR). */
const temporaryDirs: string[] = [];
process.once('exit', () => {
  for (const dir of temporaryDirs) fs.rmSync(dir, { recursive: true, force: true });
});

export function temporaryDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `oap-${prefix}-`));
  temporaryDirs.push(dir);
  return dir;
}

/** Writes a minimal but real remote build (what rspack emits, reduced to the files that matter). */
export function writeRemoteBuild(dir: string, remote: RemoteName, chunkText: string): string {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ id: federationName(remote), name: federationName(remote), metaData: { publicPath: 'auto' } }));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `var ${federationName(remote)} = {};`);
  fs.writeFileSync(path.join(dir, '123.abcdef1234.js'), chunkText);
  // Its routes as this tree's build declares them (what the registry requires of a build).
  fs.writeFileSync(path.join(dir, buildMetadataFile), JSON.stringify({ app: remote, routes: buildRouteRules(remote), prerendered: [] }));
  return dir;
}

export function writeShellDist(dir: string): string {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!DOCTYPE html><html lang="en"><head><title>Publisher of Open Access Journals | Meridian Open Science</title><!--oap-head--><script defer src="/static/shell/main.0123456789.js"></script></head><body><div id="root"></div><!--oap-state--></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'main.0123456789.js'), 'console.log("shell");');
  fs.writeFileSync(path.join(dir, buildMetadataFile), JSON.stringify({ app: 'shell', routes: [], prerendered: [], redirects: tableRedirectRules() }));
  return dir;
}
