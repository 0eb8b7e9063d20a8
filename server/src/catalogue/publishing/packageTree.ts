// What an import reads its articles from: a folder on disk or a zip, seen the same way (a tree of files
// by relative path), with the limits that keep a hostile package harmless. A zip is read into memory
// entry by entry with yauzl, which refuses entry names that leave the package and checks each entry's
// inflated size against what it declares; the limits below refuse a zip bomb before it is inflated.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import yauzl from 'yauzl';
import { bombRatio } from '../../platform/security/zipInflation.ts';

export interface PackageLimits {
  /** Largest single file. */
  fileBytes: number;
  /** All files of one package (a zip's inflated size). */
  packageBytes: number;
  /** Files in one zip. */
  files: number;
  /** Largest inflated-to-compressed ratio of a zip entry over a mebibyte: more is a zip bomb. */
  compressionRatio: number;
}

export const DEFAULT_LIMITS: PackageLimits = { fileBytes: 64 * 1024 * 1024, packageBytes: 512 * 1024 * 1024, files: 5000, compressionRatio: 200 };

/** A refusal of the whole input: the package cannot be read safely. */
export class PackageRefusal extends Error {}

export interface PackageTree {
  /** Every file's relative path (forward slashes), sorted. */
  readonly files: readonly string[];
  /** A file's bytes, or null when the tree has no such file. */
  read(name: string): Buffer | null;
  size(name: string): number | null;
}

/** A relative path inside the package, or null when it would leave it (absolute, `..`, a drive or a URL). */
export function insidePath(base: string, href: string): string | null {
  if (!href || /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('/') || href.includes('\\') || href.includes('\0')) return null;
  const joined = posix.normalize(posix.join(base || '.', decodeURIComponentSafe(href)));
  if (joined === '..' || joined.startsWith('../') || joined.startsWith('/')) return null;
  return joined;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A folder on disk; files are read when asked for (a folder of many articles is never all in memory). */
export function folderTree(root: string, limits: PackageLimits = DEFAULT_LIMITS): PackageTree {
  const files: string[] = [];
  const sizes = new Map<string, number>();
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const name = prefix ? `${prefix}/${entry.name}` : entry.name;
      // Links are not followed: a package's files are its own.
      if (entry.isDirectory()) walk(join(dir, entry.name), name);
      else if (entry.isFile()) {
        files.push(name);
        sizes.set(name, statSync(join(dir, entry.name)).size);
      }
    }
  };
  walk(root, '');
  files.sort();
  return {
    files,
    size: (name) => sizes.get(name) ?? null,
    read: (name) => {
      const size = sizes.get(name);
      if (size === undefined) return null;
      if (size > limits.fileBytes) throw new PackageRefusal(`${name} is ${megabytes(size)}, over the limit of ${megabytes(limits.fileBytes)} per file.`);
      return readFileSync(join(root, ...name.split('/')));
    },
  };
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A tree made of files already in memory (a zip's entries, an upload's parts). */
export function memoryTree(entries: Map<string, Buffer>): PackageTree {
  const files = [...entries.keys()].sort();
  return { files, read: (name) => entries.get(name) ?? null, size: (name) => entries.get(name)?.length ?? null };
}

/**
 * A zip's files, inflated into memory after its central directory passed the limits. A single
 * top-level folder holding everything (a zipped folder) is taken away, so `article/main.xml` and
 * `main.xml` read the same.
 */
export async function zipTree(zip: Buffer, limits: PackageLimits = DEFAULT_LIMITS): Promise<PackageTree> {
  const zipfile = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(zip, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (error, opened) => (error ? reject(new PackageRefusal(`Not a readable zip: ${error.message}.`)) : resolve(opened))),
  );
  if (zipfile.entryCount > limits.files) throw new PackageRefusal(`The zip holds ${zipfile.entryCount} files, over the limit of ${limits.files}.`);
  const entries = new Map<string, Buffer>();
  let total = 0;
  await new Promise<void>((resolve, reject) => {
    const fail = (error: Error) => {
      zipfile.close();
      reject(error instanceof PackageRefusal ? error : new PackageRefusal(`The zip could not be read: ${error.message}.`));
    };
    zipfile.on('error', fail);
    zipfile.on('end', () => resolve());
    zipfile.on('entry', (entry: yauzl.Entry) => {
      const name = entry.fileName;
      if (name.endsWith('/')) return zipfile.readEntry();
      const inside = insidePath('', name);
      if (!inside || inside !== name.replace(/^\.\//, '')) return fail(new PackageRefusal(`The zip entry "${name}" leaves the package: refused.`));
      if (entry.uncompressedSize > limits.fileBytes) return fail(new PackageRefusal(`${name} is ${megabytes(entry.uncompressedSize)}, over the limit of ${megabytes(limits.fileBytes)} per file.`));
      total += entry.uncompressedSize;
      if (total > limits.packageBytes) return fail(new PackageRefusal(`The zip inflates to more than ${megabytes(limits.packageBytes)}, the limit of a package.`));
      const ratio = bombRatio(entry, limits.compressionRatio);
      if (ratio !== null) return fail(new PackageRefusal(`${name} would inflate ${ratio} times its size: a zip bomb, refused.`));
      zipfile.openReadStream(entry, (error, stream) => {
        if (error) return fail(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', fail);
        stream.on('end', () => {
          entries.set(inside, Buffer.concat(chunks));
          zipfile.readEntry();
        });
      });
    });
    zipfile.readEntry();
  });
  return memoryTree(withoutCommonFolder(entries));
}

function withoutCommonFolder(entries: Map<string, Buffer>): Map<string, Buffer> {
  const names = [...entries.keys()];
  const first = names[0]?.split('/')[0];
  if (!first || names.some((name) => !name.startsWith(`${first}/`))) return entries;
  return new Map([...entries].map(([name, bytes]) => [name.slice(first.length + 1), bytes]));
}

/** The part of a tree under a folder, as a tree of its own. */
export function subTree(tree: PackageTree, folder: string): PackageTree {
  const prefix = `${folder}/`;
  const files = tree.files.filter((name) => name.startsWith(prefix)).map((name) => name.slice(prefix.length));
  return { files, read: (name) => tree.read(prefix + name), size: (name) => tree.size(prefix + name) };
}

