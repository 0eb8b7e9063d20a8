// The articles in what an import is given: a JATS XML file; a folder holding one article's XML and its
// files; a zip of such a folder; a MECA package (folder or zip: manifest.xml naming content/…); or a
// folder of any of these. Each article comes out as a package: the tree its files are read from, its
// XML's place in it and, for MECA, the files the manifest names.
import { statSync, readFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { DOMParser } from '@xmldom/xmldom';
import { childElements } from '../jats/dom.ts';
import { DEFAULT_LIMITS, PackageRefusal, folderTree, megabytes, subTree, zipTree, type PackageLimits, type PackageTree } from './packageTree.ts';

export interface ManifestItem {
  href: string;
  mediaType: string;
  /** The MECA item type: article, figure, table, supplementary-material, … */
  type: string;
}

export interface ArticlePackage {
  /** How reports name it: the input path, and the article's file inside it when it holds several. */
  path: string;
  tree: PackageTree;
  /** The article's XML, by its path in the tree. */
  xmlName: string;
  /** The XML's folder in the tree, which its relative hrefs start from. */
  base: string;
  /** MECA only: every file the manifest names (paths from the tree's root). */
  manifest: ManifestItem[] | null;
}

/** An input that could not be read as packages at all: reported as one rejected entry. */
export interface UnreadableInput {
  path: string;
  reason: string;
}

/** Files of a MECA package that are not the article's. */
const MECA_OWN_FILES = new Set(['manifest.xml', 'transfer.xml', 'directives.xml', 'mimetype']);

function parseManifest(xml: string): ManifestItem[] {
  if (/<!ENTITY/i.test(xml)) throw new PackageRefusal('manifest.xml declares entities: refused (they can read files or expand without bound).');
  let root;
  try {
    root = new DOMParser({ onError: (level, message) => { if (level !== 'warning') throw new Error(message); } }).parseFromString(xml, 'text/xml').documentElement;
  } catch (error) {
    throw new PackageRefusal(`manifest.xml is not well-formed: ${(error as Error).message.split('\n')[0]}.`);
  }
  if (!root || root.localName !== 'manifest') throw new PackageRefusal('manifest.xml has no <manifest> root: not a MECA package.');
  return childElements(root)
    .filter((item) => item.localName === 'item')
    .flatMap((item) =>
      childElements(item)
        .filter((child) => child.localName === 'instance')
        .map((instance) => ({ href: instance.getAttribute('href') ?? '', mediaType: instance.getAttribute('media-type') ?? '', type: item.getAttribute('type') ?? '' })),
    )
    .filter((entry) => entry.href);
}

function mecaPackage(path: string, tree: PackageTree): ArticlePackage {
  const bytes = tree.read('manifest.xml');
  const manifest = parseManifest(bytes?.toString('utf8') ?? '');
  const article = manifest.find((item) => item.type === 'article' && /xml/.test(item.mediaType) && /\.xml$/i.test(item.href));
  if (!article) throw new PackageRefusal('manifest.xml names no article XML (an item of type "article" with an XML instance).');
  const xmlName = article.href.replace(/^\.\//, '');
  return { path, tree, xmlName, base: xmlName.includes('/') ? xmlName.slice(0, xmlName.lastIndexOf('/')) : '', manifest: manifest.filter((item) => !MECA_OWN_FILES.has(item.href)) };
}

/** The packages of a tree: a MECA package, the article XMLs at its top, and those of its folders and zips. */
export async function* packagesOfTree(path: string, tree: PackageTree, limits: PackageLimits): AsyncGenerator<ArticlePackage | UnreadableInput> {
  if (tree.files.includes('manifest.xml')) {
    yield mecaPackage(path, tree);
    return;
  }
  const top = tree.files.filter((name) => !name.includes('/'));
  const xmls = top.filter((name) => /\.xml$/i.test(name));
  for (const xmlName of xmls) yield { path: xmls.length > 1 ? `${path}/${xmlName}` : path, tree, xmlName, base: '', manifest: null };
  for (const zipName of top.filter((name) => /\.zip$/i.test(name))) yield* packagesOfZip(`${path}/${zipName}`, () => tree.read(zipName), limits);
  // Sub-folders of an article's own folder hold its files; of a folder of packages, packages.
  if (xmls.length) return;
  const folders = [...new Set(tree.files.filter((name) => name.includes('/')).map((name) => name.slice(0, name.indexOf('/'))))];
  for (const folder of folders) yield* packagesOfTree(`${path}/${folder}`, subTree(tree, folder), limits);
}

async function* packagesOfZip(path: string, read: () => Buffer | null, limits: PackageLimits): AsyncGenerator<ArticlePackage | UnreadableInput> {
  let tree: PackageTree;
  try {
    const bytes = read();
    if (!bytes) throw new PackageRefusal('the zip could not be read');
    tree = await zipTree(bytes, limits);
  } catch (error) {
    yield { path, reason: (error as Error).message };
    return;
  }
  yield* guarded(path, packagesOfTree(path, tree, limits));
}

/** A package's own refusal (a bad manifest) becomes its entry in the report; the other packages go on. */
async function* guarded(path: string, packages: AsyncGenerator<ArticlePackage | UnreadableInput>): AsyncGenerator<ArticlePackage | UnreadableInput> {
  try {
    yield* packages;
  } catch (error) {
    if (!(error instanceof PackageRefusal)) throw error;
    yield { path, reason: error.message };
  }
}

/** Every article package of a path given to the import command. */
export async function* packagesOfPath(path: string, limits: PackageLimits = DEFAULT_LIMITS): AsyncGenerator<ArticlePackage | UnreadableInput> {
  let stats;
  try {
    stats = statSync(path);
  } catch {
    yield { path, reason: 'No such file or folder.' };
    return;
  }
  if (stats.isDirectory()) {
    yield* guarded(path, packagesOfTree(path, folderTree(path, limits), limits));
  } else if (/\.zip$/i.test(path)) {
    if (stats.size > limits.packageBytes) yield { path, reason: `The zip is ${megabytes(stats.size)}, over the limit of ${megabytes(limits.packageBytes)}.` };
    else yield* packagesOfZip(path, () => readFileSync(path), limits);
  } else if (/\.xml$/i.test(path)) {
    // A lone XML reads the files it names from its own folder.
    yield { path, tree: folderTree(dirname(path), limits), xmlName: basename(path), base: '', manifest: null };
  } else {
    yield { path, reason: 'Not an article: give a JATS .xml file, a folder, a .zip or a MECA package.' };
  }
}

