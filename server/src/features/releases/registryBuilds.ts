// What makes a folder a build of an app, and its id. Used by local publishing and by the upload
// endpoint (after the archive is unpacked), so both refuse the same folders with the same words.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { federationName } from '@oap/contracts/federation/contract.ts';
import { buildMetadataFile } from '@oap/contracts/federation/buildMetadata.ts';
import { ReleaseError, shellApp, type AppName } from './registryState.ts';

/** Files under `dir`, relative, sorted; refuses anything but plain files and folders. */
export function listBuildFiles(dir: string, base = dir): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return listBuildFiles(full, base);
      if (!entry.isFile()) throw new ReleaseError(422, `The build holds ${path.relative(base, full)}, which is not a plain file (links and devices are refused).`);
      return [path.relative(base, full)];
    })
    .sort();
}

/**
 * Build id: a hash of the build's files, so the same output always gets the same id. The files
 * include the Node target in server/: browser and server builds are published, promoted
 * and rolled back as one, and a change in either is a new build.
 */
export function buildIdOf(distDir: string): string {
  const hash = createHash('sha256');
  for (const file of listBuildFiles(distDir)) {
    if (!identifying(file)) continue;
    hash.update(file).update('\0').update(fs.readFileSync(path.join(distDir, file))).update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

/** Files that are no part of a build's identity: rspack's stats name local paths, .build-inputs the build's inputs. */
const identifying = (file: string) => file !== 'mf-manifest-stats.json' && file !== '.build-inputs';

/**
 * buildIdOf off the event loop's back: the files are listed and read asynchronously, so a server can
 * check a build folder of many megabytes (registryFiles.ts) while it answers readers.
 */
export async function buildIdOfFolder(dir: string): Promise<string> {
  const entries = await fs.promises.readdir(dir, { withFileTypes: true, recursive: true });
  const files: string[] = [];
  for (const entry of entries) {
    const relative = path.relative(dir, path.join(entry.parentPath, entry.name));
    if (entry.isFile()) files.push(relative);
    else if (!entry.isDirectory()) throw new ReleaseError(422, `The build holds ${relative}, which is not a plain file (links and devices are refused).`);
  }
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    if (!identifying(file)) continue;
    hash.update(file).update('\0').update(await fs.promises.readFile(path.join(dir, file))).update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

function readJsonFile(file: string, label: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Reported below in the same words as a file that is not an object.
  }
  throw new ReleaseError(422, `${label} is not a JSON object.`);
}

/** Refuses a folder that is not a build of `app`: a remote's needs its mf-manifest.json with its federation name, the shell its index.html. */
export function checkBuildFolder(app: AppName, dir: string): void {
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) throw new ReleaseError(422, `${dir} is not a folder: build ${app} first.`);
  if (app === shellApp) {
    if (!fs.existsSync(path.join(dir, 'index.html'))) throw new ReleaseError(422, `The shell build holds no index.html at its top: build the shell first.`);
  } else {
    const manifestFile = path.join(dir, 'mf-manifest.json');
    if (!fs.existsSync(manifestFile)) throw new ReleaseError(422, `The build holds no mf-manifest.json at its top: build ${app} first (the archive's files go at its root, not inside a folder).`);
    const manifest = readJsonFile(manifestFile, 'mf-manifest.json');
    if (manifest.name !== federationName(app)) {
      throw new ReleaseError(422, `mf-manifest.json names the federation container ${String(manifest.name)}, but ${app}'s is ${federationName(app)}: this is not a build of ${app}.`);
    }
  }
  // The build's own declarations (spec 7.5): its routes (the shell: its redirects) and what it needs
  // of the shell. The site routes by nothing else, so a build without them would serve no page.
  const metadataFile = path.join(dir, buildMetadataFile);
  if (!fs.existsSync(metadataFile)) throw new ReleaseError(422, `The build holds no ${buildMetadataFile} at its top: build ${app} with this repository's build (it writes the file), then publish it.`);
  const metadata = readJsonFile(metadataFile, buildMetadataFile);
  if (metadata.app !== undefined && metadata.app !== app) throw new ReleaseError(422, `${buildMetadataFile} says this is a build of ${String(metadata.app)}, not of ${app}.`);
  const declarations = app === shellApp ? 'redirects' : 'routes';
  if (!Array.isArray(metadata[declarations])) throw new ReleaseError(422, `${buildMetadataFile} lists no ${declarations}: build ${app} with this repository's build, which writes them.`);
  listBuildFiles(dir);
}
