// OAI-PMH 2.0 at /oai: GET with the arguments in the query string, or POST with them as
// an application/x-www-form-urlencoded body, as the protocol allows both. Harvesters post from their
// own servers without the site's token or cookies, and nothing is changed by it, so the route opts
// out of the origin check (crossSite). Protocol errors are answered 200 with <error> elements, as the
// protocol requires; only a body over the size limit is an HTTP error.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { httpError } from '../../../platform/http/httpError.ts';
import { OaiRepository, type OaiOptions } from './oaiRepository.ts';

const OAI_BODY_LIMIT = 16 * 1024;

/** The query string of the request line as name-value pairs, each repeat kept (a repeated argument is badArgument). */
function queryPairs(url: string): [string, string][] {
  const question = url.indexOf('?');
  return question < 0 ? [] : [...new URLSearchParams(url.slice(question + 1))];
}

export async function oaiPlugin(app: FastifyInstance, options: OaiOptions): Promise<void> {
  const repository = new OaiRepository(options);
  // Encapsulated: this parser serves /oai alone (the site's forms have their own).
  if (app.hasContentTypeParser('application/x-www-form-urlencoded')) app.removeContentTypeParser('application/x-www-form-urlencoded');
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: OAI_BODY_LIMIT }, (_request, body, done) => done(null, body));

  const send = async (reply: FastifyReply, pairs: [string, string][]) =>
    reply.type('text/xml; charset=utf-8').header('cache-control', 'no-store').send(await repository.respond(pairs));

  app.get('/oai', (request, reply) => send(reply, queryPairs(request.url)));
  app.post('/oai', { config: { crossSite: true } }, (request, reply) => {
    if (typeof request.body !== 'string') throw httpError(415, 'OAI-PMH requests are posted as application/x-www-form-urlencoded.');
    // Arguments in the query string of a POST are not part of an OAI-PMH request; the body is.
    return send(reply, [...new URLSearchParams(request.body)]);
  });
}
