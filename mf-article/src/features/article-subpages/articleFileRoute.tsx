// Route modules of the suffixes that are files (/xml, /pdf-vor, /pdf-with-cover). The server answers
// those addresses with the file itself (server/src/features/catalogueApi/articleFilesPlugin.ts); a reader who
// reaches one inside the site is sent to the same file by a full document load.
import { redirectDocument, type LoaderFunctionArgs } from 'react-router';
import { articleApiPath, addressOf } from '../article/articleQueries.ts';

export type ArticleFileSuffix = 'xml' | 'pdf-vor' | 'pdf-with-cover';

export function articleFileRoute(suffix: ArticleFileSuffix) {
  return {
    loader({ params }: LoaderFunctionArgs): never {
      throw redirectDocument(`${articleApiPath(addressOf(params))}/${suffix}`);
    },
    Component() {
      return null;
    },
  };
}
