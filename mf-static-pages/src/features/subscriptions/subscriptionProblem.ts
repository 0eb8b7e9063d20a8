// A signed link that does not work (expired, incomplete, not this address's): the page says so with
// the API's sentence and its 4xx status, instead of an error page with a status code and nothing else.
import { data, type UNSAFE_DataWithResponseInit as DataWithResponseInit } from 'react-router';
import { ApiError } from '@oap/shared/api/client.ts';

export interface LinkProblem {
  problem: string;
}

/** `load`'s value, or (for a 4xx of the API) the page's problem with that status. Other errors go on. */
export async function orLinkProblem<T>(load: Promise<T>) {
  try {
    return await load;
  } catch (error) {
    const status = error instanceof ApiError || (error as { name?: unknown } | null)?.name === 'ApiError' ? (error as ApiError).statusCode : 0;
    if (status >= 400 && status < 500) return data<LinkProblem>({ problem: (error as ApiError).message }, { status });
    throw error;
  }
}

/** Whether orLinkProblem's answer is the problem (react-router's data() wrapper) rather than the value. */
export function isLinkProblem<T>(answer: T | DataWithResponseInit<LinkProblem>): answer is DataWithResponseInit<LinkProblem> {
  return (answer as { type?: unknown } | null)?.type === 'DataWithResponseInit';
}
