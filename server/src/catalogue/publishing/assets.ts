// An article's files as the import stores them: each file by its content's SHA-256 (stored_files), and
// per file the XML names, what it is and where it is (article_assets). Every figure image (JPEG, PNG,
// TIFF, GIF) is converted once, here, with sharp, to webp at the spec's widths (9.2: 320, 640, 768,
// 1024, 1280 and 1536; a page's `srcset` with `w` descriptors serves both densities from them); the
// original is kept for download. An image narrower than a width is not enlarged: its own width is
// then its largest rendition.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { NamedFile } from '../jats/publishingMeta.ts';

export const FIGURE_WIDTHS = [320, 640, 768, 1024, 1280, 1536] as const;
const WIDEST = 1536;

/** Images that get webp renditions; any other file is kept as it is. */
const IMAGE_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', tif: 'image/tiff', tiff: 'image/tiff', gif: 'image/gif',
};

const OTHER_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf', csv: 'text/csv', txt: 'text/plain', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', doc: 'application/msword',
  zip: 'application/zip', mp4: 'video/mp4', webm: 'video/webm', mov: 'video/quicktime', webp: 'image/webp', svg: 'image/svg+xml',
  xml: 'application/xml', json: 'application/json', rmd: 'text/plain', r: 'text/plain', py: 'text/plain', tex: 'text/plain',
};

/** Largest image area sharp is let decode (about 16k × 16k): a larger declared size is refused, not decoded. */
const MAX_IMAGE_PIXELS = 268_402_689;

export interface StoredFile {
  hash: string;
  mediaType: string;
  bytes: Buffer;
}

export interface ImageVariant {
  width: number;
  height: number;
  hash: string;
}

export interface StoredAsset {
  href: string;
  role: NamedFile['role'];
  ownerId: string | null;
  /** Null: the package did not hold it (imported with --allow-missing-files). */
  hash: string | null;
  mediaType: string | null;
  size: number | null;
  width: number | null;
  height: number | null;
  /** Webp renditions of an image, narrowest first (none for other files). */
  variants: ImageVariant[];
}

export const contentHash = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

export function mediaTypeOf(name: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  return IMAGE_TYPES[extension] ?? OTHER_TYPES[extension] ?? 'application/octet-stream';
}

export const isConvertibleImage = (name: string) => Object.values(IMAGE_TYPES).includes(mediaTypeOf(name));

/** The widths an image of `width` pixels is rendered at: the spec's widths up to its own, and its own when it is narrower than the widest. */
export function renditionWidths(width: number): number[] {
  const widths: number[] = FIGURE_WIDTHS.filter((candidate) => candidate <= width);
  if (width < WIDEST && !widths.includes(width)) widths.push(width);
  return widths;
}

/** The stored file and asset of one image, with its webp renditions (also stored files). Throws when the image cannot be decoded. */
export async function storeImage(named: NamedFile, bytes: Buffer, fileName: string = named.href): Promise<{ asset: StoredAsset; files: StoredFile[] }> {
  const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });
  const metadata = await image.metadata();
  const width = metadata.autoOrient?.width ?? metadata.width;
  const height = metadata.autoOrient?.height ?? metadata.height;
  if (!width || !height) throw new Error(`${named.href} is not an image sharp can read`);
  const original: StoredFile = { hash: contentHash(bytes), mediaType: mediaTypeOf(fileName), bytes };
  const files: StoredFile[] = [original];
  const variants: ImageVariant[] = [];
  // Decoded once, at its largest rendition's size (TIFFs of several pages give their first page; CMYK
  // and 16-bit images come out as sRGB), and every rendition resized from that: decoding is most of
  // the cost of a large figure, and six decodes of it were six times that.
  const widths = renditionWidths(width);
  const decoded = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, pages: 1 })
    .autoOrient()
    .resize({ width: widths[widths.length - 1], withoutEnlargement: true })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: decoded.info.width, height: decoded.info.height, channels: decoded.info.channels };
  for (const target of widths) {
    // A low webp effort (2 of 6): encoding is the other half of the cost, and an import waits for every rendition.
    const { data, info } = await sharp(decoded.data, { raw })
      .resize({ width: target, withoutEnlargement: true })
      .webp({ quality: 80, effort: 2 })
      .toBuffer({ resolveWithObject: true });
    const file: StoredFile = { hash: contentHash(data), mediaType: 'image/webp', bytes: data };
    files.push(file);
    variants.push({ width: info.width, height: info.height, hash: file.hash });
  }
  return {
    asset: { href: named.href, role: named.role, ownerId: named.ownerId, hash: original.hash, mediaType: original.mediaType, size: bytes.byteLength, width, height, variants },
    files,
  };
}

/** Any other file, kept as it is. */
export function storeFile(named: NamedFile, bytes: Buffer, fileName: string = named.href): { asset: StoredAsset; files: StoredFile[] } {
  const file: StoredFile = { hash: contentHash(bytes), mediaType: mediaTypeOf(fileName), bytes };
  return {
    asset: { href: named.href, role: named.role, ownerId: named.ownerId, hash: file.hash, mediaType: file.mediaType, size: bytes.byteLength, width: null, height: null, variants: [] },
    files: [file],
  };
}

export function missingAsset(named: NamedFile): StoredAsset {
  return { href: named.href, role: named.role, ownerId: named.ownerId, hash: null, mediaType: mediaTypeOf(named.href), size: null, width: null, height: null, variants: [] };
}

/** A stored file's address: content-addressed, so it never changes and is cached for good. The name only makes a download readable. */
export function storedFileUrl(hash: string, name: string): string {
  const safeName = name.replace(/^.*\//, '').replace(/[^A-Za-z0-9._-]+/g, '_') || 'file';
  return `/files/${hash}/${safeName}`;
}

/** A rendition's download name: the original's name, its width and .webp. */
export const variantName = (href: string, width: number) => `${href.replace(/^.*\//, '').replace(/\.[^.]+$/, '')}-${width}.webp`;
