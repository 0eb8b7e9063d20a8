// An uploaded build: a .tar.gz of the build folder (browser and server targets, files at
// its top). It is spooled to a temporary file within a size limit, every entry is checked before
// anything is written (plain files and folders only, nothing outside the build folder, a limit on
// the unpacked size and the number of files), then unpacked with node-tar into a temporary folder
// that the registry publishes from.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { list, extract } from 'tar';
import type { ReadEntry } from 'tar';
import { ReleaseError } from '../registryState.ts';

export interface ArchiveLimits {
  /** The upload as sent (gzip). */
  maxCompressedBytes: number;
  /** The sum of the files' sizes once unpacked. */
  maxExtractedBytes: number;
  maxEntries: number;
}

export const defaultArchiveLimits: ArchiveLimits = {
  // The largest build today (mf-static-pages, both targets with source maps) is about 18 MB unpacked.
  maxCompressedBytes: 64 * 1024 * 1024,
  maxExtractedBytes: 256 * 1024 * 1024,
  maxEntries: 10_000,
};

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** Writes the request body to `file`, refusing it (413) as soon as it passes the limit. */
export async function spoolUpload(body: Readable, file: string, limits: ArchiveLimits): Promise<number> {
  let received = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received > limits.maxCompressedBytes) done(new ReleaseError(413, `The archive is larger than ${megabytes(limits.maxCompressedBytes)}, the most a build may be.`));
      else done(null, chunk);
    },
  });
  await pipeline(body, counter, fs.createWriteStream(file));
  return received;
}

const plainTypes = new Set(['File', 'OldFile', 'ContiguousFile', 'Directory']);

/** The entry's path inside the build folder, or a refusal if it would land outside it. */
function safeEntryPath(entryPath: string): string {
  const normalised = path.posix.normalize(entryPath.replace(/^(\.\/)+/, ''));
  if (path.posix.isAbsolute(entryPath) || /^[a-z]:/i.test(entryPath) || entryPath.includes('\\') || normalised === '..' || normalised.startsWith('../')) {
    throw new ReleaseError(422, `The archive holds ${entryPath}, which is outside the build folder: archive the build folder's contents with relative paths.`);
  }
  return normalised;
}

function asArchiveError(error: unknown): unknown {
  if (error instanceof ReleaseError) return error;
  const code = (error as { code?: string } | null)?.code;
  if (typeof code === 'string' && (code.startsWith('TAR_') || code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR')) {
    return new ReleaseError(422, 'The body is not a readable .tar.gz archive of a build folder.');
  }
  return error;
}

/** Checks every entry of the archive at `file` before anything is unpacked. */
export async function inspectArchive(file: string, limits: ArchiveLimits): Promise<{ entries: number; bytes: number }> {
  let entries = 0;
  let bytes = 0;
  let refusal: ReleaseError | null = null;
  const check = (entry: ReadEntry) => {
    if (refusal) return;
    try {
      entries += 1;
      if (!plainTypes.has(entry.type)) {
        const kind = entry.type === 'SymbolicLink' ? 'a symbolic link' : entry.type === 'Link' ? 'a hard link' : `a ${entry.type} entry`;
        throw new ReleaseError(422, `The archive holds ${entry.path}, ${kind}: a build holds plain files and folders only.`);
      }
      safeEntryPath(entry.path);
      bytes += entry.size ?? 0;
      if (bytes > limits.maxExtractedBytes) throw new ReleaseError(413, `The build unpacks to more than ${megabytes(limits.maxExtractedBytes)}, the most a build may be.`);
      if (entries > limits.maxEntries) throw new ReleaseError(413, `The archive holds more than ${limits.maxEntries} files and folders, the most a build may have.`);
    } catch (error) {
      refusal = error as ReleaseError;
    }
  };
  try {
    await list({ file, strict: true, onReadEntry: check });
  } catch (error) {
    throw asArchiveError(error);
  }
  if (refusal) throw refusal;
  if (entries === 0) throw new ReleaseError(422, 'The archive is empty: send a .tar.gz of the build folder.');
  return { entries, bytes };
}

/** Unpacks an inspected archive into `dir` (plain files and folders only, owner and modes not kept). */
export async function unpackArchive(file: string, dir: string): Promise<void> {
  try {
    await extract({
      file,
      cwd: dir,
      strict: true,
      preserveOwner: false,
      // Checked already; kept here too, so nothing but plain entries is ever written.
      filter: (_path, entry) => 'type' in entry && plainTypes.has(entry.type),
    });
  } catch (error) {
    throw asArchiveError(error);
  }
}

/** Receives, checks and unpacks an uploaded build; `withFolder` gets the folder, which is removed afterwards. */
export async function withUploadedBuild<T>(body: Readable, limits: ArchiveLimits, withFolder: (dir: string) => T | Promise<T>): Promise<T> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'oap-upload-'));
  try {
    const archive = path.join(work, 'build.tar.gz');
    await spoolUpload(body, archive, limits);
    await inspectArchive(archive, limits);
    const dir = path.join(work, 'build');
    fs.mkdirSync(dir);
    await unpackArchive(archive, dir);
    return await withFolder(dir);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
