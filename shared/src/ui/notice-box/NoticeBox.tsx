// The box an article's notice is shown in (a correction, a retraction, an expression of concern),
// wherever it is: a line in a list of articles, or a banner at the top of the article. Its kind
// decides its colour here and nowhere else.
import type { HTMLAttributes } from 'react';
import type { ArticleNotice } from '@oap/contracts/api/articles.ts';
import { classNames } from '@oap/shared/ui/classNames.ts';
import styles from './NoticeBox.module.css';

export interface NoticeBoxProps extends HTMLAttributes<HTMLElement> {
  kind: ArticleNotice['kind'];
  /** 'line': one sentence in small type, in an item of a list; 'banner' (default): roomier, atop a page. */
  size?: 'line' | 'banner';
  /** A paragraph when the notice is one sentence; a div holds several. */
  as?: 'p' | 'div';
}

export function NoticeBox({ kind, size = 'banner', as: Element = 'div', className, ...attributes }: NoticeBoxProps) {
  return <Element {...attributes} className={classNames(styles.box, styles[size], className)} data-notice={kind} />;
}
