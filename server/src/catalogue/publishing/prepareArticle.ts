// One package made ready to write, or refused with its reasons: the XML checked (articleChecks.ts),
// parsed into the page's record (jats/jats.ts) and the publishing metadata (jats/publishingMeta.ts),
// and every file the XML or the manifest names found in the package, stored by content, figures
// converted. Nothing is written here: the writer takes the result in one transaction.
import { parseJatsArticle, type ParsedArticle } from '../jats/jats.ts';
import { publishingMeta, type NamedFile, type PublishingMeta } from '../jats/publishingMeta.ts';
import { contentHash, isConvertibleImage, missingAsset, storeFile, storeImage, type StoredAsset, type StoredFile } from './assets.ts';
import { hostileXml, jatsStructure, notice, parseWellFormed, refusal, requiredMetadata, unknownElementNotices, type ImportProblem } from './articleChecks.ts';
import type { ArticlePackage } from './articlePackages.ts';
import { insidePath, PackageRefusal } from './packageTree.ts';

export interface PreparedArticle {
  path: string;
  xml: string;
  parsed: ParsedArticle;
  meta: PublishingMeta;
  files: StoredFile[];
  assets: StoredAsset[];
  /** Of the XML and every file: the same again is "unchanged". */
  contentHash: string;
  /** Notices only (a prepared article has no refusal). */
  problems: ImportProblem[];
}

export interface PrepareOptions {
  /** Import an article whose package lacks files it names: each missing figure shows its caption with a notice. */
  allowMissingFiles: boolean;
}

export type Prepared = { article: PreparedArticle } | { problems: ImportProblem[] };

const hasRefusal = (problems: ImportProblem[]) => problems.some((problem) => problem.severity === 'refusal');

function decode(bytes: Buffer): string {
  const text = bytes.toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Files the XML names and, for MECA, those the manifest names, by their path in the package. */
function filesToFind(pkg: ArticlePackage, meta: PublishingMeta): { problems: ImportProblem[]; wanted: { path: string; named: NamedFile }[] } {
  const problems: ImportProblem[] = [];
  const wanted = new Map<string, NamedFile>();
  for (const named of meta.files) {
    const path = insidePath(pkg.base, named.href);
    if (!path) problems.push(refusal('path-outside', `The XML names "${named.href}", a path that leaves the package: refused.`));
    else if (!wanted.has(path)) wanted.set(path, named);
  }
  for (const item of pkg.manifest ?? []) {
    const path = insidePath('', item.href);
    if (!path) problems.push(refusal('path-outside', `manifest.xml names "${item.href}", a path that leaves the package: refused.`));
    else if (path !== pkg.xmlName && !wanted.has(path)) {
      const href = pkg.base && path.startsWith(`${pkg.base}/`) ? path.slice(pkg.base.length + 1) : path;
      const role: NamedFile['role'] = item.type === 'article' && /pdf/.test(item.mediaType) ? 'pdf' : item.type === 'figure' ? 'figure' : item.type === 'table' ? 'table-image' : 'supplementary';
      wanted.set(path, { href, role, ownerId: null });
    }
  }
  return { problems, wanted: [...wanted].map(([path, named]) => ({ path, named })) };
}

function missingProblems(missing: NamedFile[], allowed: boolean): ImportProblem[] {
  if (!missing.length) return [];
  const list = missing.map((file) => file.href).join(', ');
  if (!allowed) {
    return [refusal('missing-files', `The package lacks ${missing.length} file${missing.length > 1 ? 's' : ''} the article names: ${list}. Add them, or import with --allow-missing-files to publish without them.`)];
  }
  return missing.map((file) =>
    notice('missing-file', file.role === 'figure' || file.role === 'table-image'
      ? `${file.href} is missing: its ${file.role === 'figure' ? 'figure' : 'table'} shows the caption with a notice that the image is not available.`
      : `${file.href} is missing: it is listed without a download.`));
}

/** Graphics named without an extension (older eLife and PMC XML: "elife05502f001") are found by the image extensions production systems use. */
const IMAGE_EXTENSIONS = ['.tif', '.tiff', '.jpg', '.jpeg', '.png', '.gif'];

function located(pkg: ArticlePackage, path: string): string | null {
  if (pkg.tree.size(path) !== null) return path;
  if (/\.[a-z0-9]{2,4}$/i.test(path)) return null;
  return IMAGE_EXTENSIONS.map((extension) => path + extension).find((candidate) => pkg.tree.size(candidate) !== null) ?? null;
}

async function storeFound(pkg: ArticlePackage, wanted: { path: string; named: NamedFile }[], allowMissing: boolean): Promise<{ problems: ImportProblem[]; files: StoredFile[]; assets: StoredAsset[] }> {
  const files: StoredFile[] = [];
  const assets: StoredAsset[] = [];
  const missing: NamedFile[] = [];
  const problems: ImportProblem[] = [];
  for (const { path: wantedPath, named } of wanted) {
    const path = located(pkg, wantedPath);
    if (path === null) {
      missing.push(named);
      assets.push(missingAsset(named));
      continue;
    }
    const bytes = pkg.tree.read(path) as Buffer;
    if (isConvertibleImage(path) && named.role !== 'supplementary' && named.role !== 'pdf') {
      try {
        const stored = await storeImage(named, bytes, path);
        files.push(...stored.files);
        assets.push(stored.asset);
      } catch (error) {
        problems.push(refusal('unreadable-image', `${named.href} cannot be read as an image (${(error as Error).message.replace(/\.$/, '')}).`));
      }
    } else {
      const stored = storeFile(named, bytes, path);
      files.push(...stored.files);
      assets.push(stored.asset);
    }
  }
  return { problems: [...problems, ...missingProblems(missing, allowMissing)], files, assets };
}

export async function prepareArticle(pkg: ArticlePackage, options: PrepareOptions): Promise<Prepared> {
  try {
    const bytes = pkg.tree.read(pkg.xmlName);
    if (!bytes) return { problems: [refusal('no-xml', `${pkg.xmlName} is not in the package.`)] };
    const xml = decode(bytes);
    const hostile = hostileXml(xml);
    if (hostile) return { problems: [hostile] };
    const wellFormed = parseWellFormed(xml);
    if ('problem' in wellFormed) return { problems: [wellFormed.problem] };
    const structure = jatsStructure(wellFormed.root);
    if (hasRefusal(structure)) return { problems: structure };
    // The rendering changes the tree it reads (ids it gives): the publishing metadata is read first.
    const meta = publishingMeta(wellFormed.root);
    const parsed = parseJatsArticle(wellFormed.root);
    const metadata = requiredMetadata(parsed, meta);
    const { problems: pathProblems, wanted } = filesToFind(pkg, meta);
    if (hasRefusal([...metadata, ...pathProblems])) return { problems: [...metadata, ...pathProblems] };
    const stored = await storeFound(pkg, wanted, options.allowMissingFiles);
    // The metadata's notices (an unsigned notice, an accepted manuscript) are reported with the rest.
    const problems = [...metadata, ...stored.problems, ...unknownElementNotices(parsed)];
    if (hasRefusal(problems)) return { problems };
    const hash = contentHash([xml, ...stored.assets.map((asset) => `${asset.href}=${asset.hash ?? 'missing'}`)].join('\0'));
    return { article: { path: pkg.path, xml, parsed, meta, files: stored.files, assets: stored.assets, contentHash: hash, problems } };
  } catch (error) {
    if (error instanceof PackageRefusal) return { problems: [refusal('package', error.message)] };
    throw error;
  }
}
