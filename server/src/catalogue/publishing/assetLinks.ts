// The article's stored files as its page links them (jats/figures.ts ArticleFiles): each image's
// original and webp renditions, each other file's download, at their content-addressed addresses.
import type { ArticleFiles, FigureImage, FileDownload } from '../jats/figures.ts';
import { storedFileUrl, variantName, type StoredAsset } from './assets.ts';

export function articleFilesOf(assets: readonly StoredAsset[]): ArticleFiles {
  const byHref = new Map(assets.map((asset) => [asset.href, asset]));
  return {
    image(href): FigureImage | null | undefined {
      const asset = byHref.get(href);
      if (!asset) return undefined;
      if (!asset.hash || !asset.variants.length) return null;
      const name = href.replace(/^.*\//, '');
      return {
        originalUrl: storedFileUrl(asset.hash, /\.[a-z0-9]+$/i.test(name) ? name : `${name}.${asset.mediaType?.split('/')[1] ?? 'bin'}`),
        renditions: asset.variants.map((variant) => ({ url: storedFileUrl(variant.hash, variantName(href, variant.width)), width: variant.width, height: variant.height })),
      };
    },
    download(href): FileDownload | null | undefined {
      const asset = byHref.get(href);
      if (!asset) return undefined;
      if (!asset.hash) return null;
      const name = href.replace(/^.*\//, '');
      return { url: storedFileUrl(asset.hash, name), name, size: asset.size ?? 0, mediaType: asset.mediaType ?? 'application/octet-stream' };
    },
  };
}

