// An article's DOI as its https://doi.org address: a link, except for an example DOI (isExampleDoi:
// the demo catalogue's generated articles), which doi.org would answer with "DOI not found", so it is
// shown as text.
import type { ReactNode } from 'react';
import { doiUrl, isExampleDoi } from '@oap/contracts/articles/articleText.ts';

export function DoiLink({ doi, className, children }: { doi: string; className?: string; children?: ReactNode }) {
  const url = doiUrl(doi);
  const Tag = isExampleDoi(doi) ? 'span' : 'a';
  return (
    <Tag className={className} href={Tag === 'a' ? url : undefined}>
      {children}
      {url}
    </Tag>
  );
}
