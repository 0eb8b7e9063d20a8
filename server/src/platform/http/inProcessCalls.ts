// A page's own API calls, made in this process while it renders (pages/render/apiDispatch.ts), carry
// what a call over the network cannot: the form they send as the FormData it already is (the page
// post read it once; nothing is encoded again or parsed again), and whether the reader's post was
// already counted against their limits on arrival. The call is registered here under a random name
// that its request carries in a header; the app's first hook takes the header off and keeps the call
// with the request. A name from outside matches no call, so nobody can claim either.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The content type of an in-process call whose form is handed over as it is (features/forms/formBodies.ts). */
export const HANDED_FORM_TYPE = 'application/x-oap-handed-form';

const callHeader = 'x-oap-in-process-call';

/** A form posted to a page: counted once when it arrived (pages/pageForms.ts), which covers the call that sends it on. */
export interface PagePostCount {
  /** The form as the post brought it (an action may complete it with the page's own fields). */
  form: FormData;
  unspent: boolean;
}

interface InProcessCall {
  form: FormData | null;
  post: PagePostCount | null;
}

/** The calls under way, by their names (each for the time of its dispatch). */
const callsUnderWay = new Map<string, InProcessCall>();
const callOf = new WeakMap<FastifyRequest, InProcessCall>();

/** The first onRequest hook of `app`: register it before any other. */
export function installInProcessCalls(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const name = request.headers[callHeader];
    if (name !== undefined) {
      delete request.headers[callHeader];
      const call = typeof name === 'string' ? callsUnderWay.get(name) : undefined;
      if (call) callOf.set(request, call);
    }
    done();
  });
}

/**
 * Runs `dispatch` (an app.inject with the headers it is given) as an in-process call handing over
 * `form`, for the page post `post`.
 */
export async function inProcessCall<T>(form: FormData | null, post: PagePostCount | null, dispatch: (headers: Record<string, string>) => Promise<T>): Promise<T> {
  if (!form) return dispatch({});
  const name = randomUUID();
  callsUnderWay.set(name, { form, post });
  try {
    return await dispatch({ [callHeader]: name, 'content-type': HANDED_FORM_TYPE });
  } finally {
    callsUnderWay.delete(name);
  }
}

/** The form an in-process call hands over, if `request` is one that does. */
export function handedForm(request: FastifyRequest): FormData | null {
  return callOf.get(request)?.form ?? null;
}

/**
 * True once, for the call that sends the posted form itself on: the post was counted when it arrived,
 * and that call is the same post, not another to count (rateLimiter.ts). Any other form an action
 * sends (the file of a word count, say) is counted under its own rule.
 */
export function takesPostCount(request: FastifyRequest): boolean {
  const call = callOf.get(request);
  if (!call?.post?.unspent || call.form !== call.post.form) return false;
  call.post.unspent = false;
  return true;
}
