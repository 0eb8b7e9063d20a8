// Route module of 'message-hashKey-hashUserKey' (/message/{hashKey}/{hashUserKey}): a message of the
// editorial office, read from the link in the reader's mail. A wrong pair or an expired message is the
// page's 404; the page is the reader's alone (never cached, never indexed).
import type { LoaderFunctionArgs } from 'react-router';
import { apiGet } from '@oap/shared/api/client.ts';
import type { ReaderMessage } from '@oap/contracts/api/messages.ts';
import type { RouteHead } from '@oap/contracts/federation/contract.ts';
import { orNotFound } from '@oap/shared/routing/notFound.ts';
import { MessagePage } from './MessagePage.tsx';

export function loader({ params, request, context }: LoaderFunctionArgs): Promise<ReaderMessage> {
  const path = `/api/messages/${encodeURIComponent(params['hashKey'] ?? '')}/${encodeURIComponent(params['hashUserKey'] ?? '')}`;
  // Not through the QueryClient: nothing of a private message belongs in a shared cache.
  return orNotFound(request, apiGet<ReaderMessage>(path, { context }));
}

export function head(message: ReaderMessage): RouteHead {
  return { title: message.subject, robots: 'noindex, nofollow' };
}

export const Component = MessagePage;
