// The files that came with the article: supplementary files, source data, the publisher's PDF and
// each figure's original, each a download.
import type { ArticleDownload } from '@oap/contracts/api/articles.ts';
import { formatFileSize } from '@oap/contracts/site/textFormat.ts';
import styles from './ArticlePublishing.module.css';

const KIND_LABELS: Record<ArticleDownload['kind'], string> = {
  figure: 'Figure (original)',
  'table-image': 'Table (image)',
  inline: 'Image',
  supplementary: 'Supplementary file',
  pdf: 'PDF',
};

export function ArticleFiles({ files }: { files: ArticleDownload[] }) {
  if (files.length === 0) return null;
  return (
    <section className={styles.files} aria-labelledby="article-supplied-files">
      <h2 id="article-supplied-files">Files</h2>
      <ul>
        {files.map((file) => (
          <li key={file.url}>
            <a href={file.url} download={file.name}>
              {file.name}
            </a>{' '}
            <span className={styles.fileMeta}>
              {KIND_LABELS[file.kind]}, {formatFileSize(file.size)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
