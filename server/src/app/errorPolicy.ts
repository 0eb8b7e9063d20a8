// Every error leaves the API as JSON { statusCode, message, data? } (architecture contract 4).
// Client mistakes get a 4xx with a sentence a person understands; a 5xx is logged as a bug.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '@oap/contracts/api/errors.ts';
import { csrfRefusedMessage } from '../platform/security/csrfMessages.ts';
import { refusal, wantsPage } from '../platform/http/refusal.ts';
import { addressTooLong } from '../platform/http/pagePaths.ts';
import { isStoreBusy } from '../data/storeBusy.ts';
import { busyMessage } from '../platform/http/httpError.ts';
import { describeIssues, inputUnknown } from '../platform/http/validationMessages.ts';
import type { z } from 'zod';

type ZodIssue = z.core.$ZodIssue;

function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return error.message;
  const where = first.instancePath ? first.instancePath.replace(/^\//, '').replace(/\//g, '.') : (error.validationContext ?? 'request');
  return `Invalid ${where}: ${first.message ?? 'not accepted'}.`;
}


/**
 * What the router refuses before any route or hook runs (Fastify's `frameworkErrors`): a part of
 * the address longer than the router takes, or one that does not decode. Answered in the site's
 * shape, a page for a reader, and never with the address echoed back.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void refusal(request, reply, addressTooLong.status, addressTooLong.title, addressTooLong.message);
    return;
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    void refusal(request, reply, 400, 'This address is not valid', 'This address is not valid: a part of it is not correctly encoded. Check the link, or search the site instead.');
    return;
  }
  request.log.error({ err: error }, 'request refused by the router');
  void refusal(request, reply, 500, 'Something went wrong', 'Something went wrong on our end.');
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { data?: unknown; issues?: unknown[] }, request, reply) => {
    let statusCode = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    let message = error.message;
    if (error.validation) {
      statusCode = 400;
      message = validationMessage(error);
    } else if (error.name === 'ZodError' && Array.isArray(error.issues)) {
      // A schema parsed without parseInput: the issues name fields; the input itself is not at hand.
      statusCode = 400;
      message = error.issues.length ? describeIssues(error.issues as ZodIssue[], inputUnknown, 'request') : 'Invalid request.';
    } else if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      statusCode = 415;
      message = 'Send the request body as application/json.';
    } else if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (error instanceof SyntaxError && error.statusCode === 400)) {
      statusCode = 400;
      message = 'The request body is not valid JSON.';
    } else if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      statusCode = 413;
      message = 'What was sent is too large. Files can be at most 5 MB, and a form without files at most 256 KB.';
    } else if (error.code === 'FST_CSRF_MISSING_SECRET' || error.code === 'FST_CSRF_INVALID_TOKEN') {
      statusCode = 403;
      message = csrfRefusedMessage;
    } else if (isStoreBusy(error)) {
      // Another process holds the write lock beyond the busy timeout: a wait, not a bug.
      statusCode = 503;
      message = busyMessage;
      (error as { retryAfterSeconds?: number }).retryAfterSeconds = 5;
    }
    // A 503 that says how long to wait is the server shedding load on purpose (a busy search pool,
    // a draining server): the reader gets its message and Retry-After, and it is no bug to log.
    const retryAfter = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
    if (statusCode === 503 && typeof retryAfter === 'number') {
      void reply.header('retry-after', String(retryAfter));
    } else if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      message = 'Something went wrong on our end.';
    }
    // A form posted to a page and refused before its page could answer (too large, too many): a page.
    if (statusCode < 500 && request.method === 'POST' && wantsPage(request)) return refusal(request, reply, statusCode, 'The form was not sent', message);
    const body: ApiErrorBody = { statusCode, message };
    if (error.data !== undefined && statusCode < 500) body.data = error.data;
    void reply.code(statusCode).type('application/json; charset=utf-8').send(body);
  });
}
