// Route module of 'issn-volume-issue-identifier' (/:issn/:volume/:issue/:identifier).
import type { LoaderFunctionArgs } from 'react-router';
import type { Article } from '@oap/shared/api/types.ts';
import type { RouteHead } from '@oap/shared/federation/contract.ts';
import { plainTextStart } from '@oap/shared/articles/articleText.ts';
import { ArticlePage } from './ArticlePage.tsx';
import { loadArticle } from './articleQueries.ts';

export const Component = ArticlePage;

export function loader({ params }: LoaderFunctionArgs): Promise<Article> {
  return loadArticle({
    issn: params['issn'] ?? '',
    volume: params['volume'] ?? '',
    issue: params['issue'] ?? '',
    identifier: params['identifier'] ?? '',
  });
}

export function head(article: Article): RouteHead {
  return { title: article.title, description: plainTextStart(article.abstractHtml) };
}
