// A small round-robin proxy on loopback (issue 24): several server copies behind one address, for the
// two-server check and the scale-out bench. A few lines over node:http rather than a library: what it
// must do is little (take turns, keep connections to the copies open, say who it is forwarding for,
// step over a copy that is gone), and on a machine whose cores the servers need, a proxy that does no
// more than that costs the least.
//
// - Each copy is reached over keep-alive connections of its own (an Agent per upstream).
// - X-Forwarded-For gets the client's address appended (and X-Forwarded-Host / -Proto set), so the
//   copies, started with TRUST_PROXY=1 (one proxy hop), limit and count each real client.
// - Every answer names the copy that gave it (X-Upstream: its index), for tests that must see each hit.
// - A copy that refuses the connection (it is not there: killed, not started) is skipped for a second,
//   and the request goes to the next one: nothing reached the refused copy, so nothing is done twice.
//   A copy that dies with the request under way answers 502: the client cannot know whether it was done.
import http from 'node:http';
import type net from 'node:net';

export const UPSTREAM_HEADER = 'x-upstream';

/** Request headers that belong to one connection, not to the request (RFC 9110 7.6.1). */
const hopByHop = new Set(['connection', 'keep-alive', 'proxy-connection', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade']);
/** A request body larger than this is refused: the proxy keeps each body until a copy takes it. */
const MAX_BODY_BYTES = 64 * 1024 * 1024;
const SKIP_REFUSING_MS = 1000;

export interface RoundRobinProxy {
  /** http://127.0.0.1:<port>: the one address of every copy. */
  origin: string;
  /** Requests answered by each upstream, by index. */
  readonly answered: number[];
  close(): Promise<void>;
}

interface Upstream {
  host: string;
  port: number;
  agent: http.Agent;
  skipUntil: number;
}

function forwardedHeaders(request: http.IncomingMessage, bodyLength: number): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined && !hopByHop.has(name)) headers[name] = value;
  }
  const client = request.socket.remoteAddress ?? '';
  const before = request.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = before ? `${Array.isArray(before) ? before.join(', ') : before}, ${client}` : client;
  headers['x-forwarded-host'] = request.headers.host ?? '';
  headers['x-forwarded-proto'] = 'http';
  // The body is sent whole (it was read to be sent again on a refusal): its length is known.
  if (bodyLength > 0 || request.headers['content-length'] !== undefined || request.headers['transfer-encoding'] !== undefined) headers['content-length'] = String(bodyLength);
  return headers;
}

function readBody(request: http.IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        request.destroy();
        resolve(null);
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** Starts the proxy on a free port of loopback, forwarding to `upstreams` (origins such as http://127.0.0.1:3001) in turn. */
export async function startRoundRobinProxy(upstreamOrigins: readonly string[], options: { port?: number } = {}): Promise<RoundRobinProxy> {
  if (upstreamOrigins.length === 0) throw new Error('The proxy needs at least one upstream.');
  const upstreams: Upstream[] = upstreamOrigins.map((origin) => {
    const url = new URL(origin);
    return { host: url.hostname, port: Number(url.port), agent: new http.Agent({ keepAlive: true, maxSockets: 512 }), skipUntil: 0 };
  });
  const answered = upstreams.map(() => 0);
  let next = 0;

  /** The next upstream in turn that is not being skipped (all are tried again when every one is). */
  const pick = (tried: Set<number>): number | null => {
    const now = Date.now();
    for (const skipping of [false, true]) {
      for (let step = 0; step < upstreams.length; step += 1) {
        const index = (next + step) % upstreams.length;
        if (tried.has(index) || (!skipping && upstreams[index]!.skipUntil > now)) continue;
        next = (index + 1) % upstreams.length;
        return index;
      }
    }
    return null;
  };

  const forward = (request: http.IncomingMessage, response: http.ServerResponse, body: Buffer, tried: Set<number>) => {
    const index = pick(tried);
    if (index === null) {
      response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' }).end('No server copy is reachable behind this proxy.\n');
      return;
    }
    tried.add(index);
    const upstream = upstreams[index]!;
    const outgoing = http.request({
      host: upstream.host,
      port: upstream.port,
      agent: upstream.agent,
      method: request.method,
      path: request.url,
      headers: forwardedHeaders(request, body.length),
    });
    outgoing.on('response', (answer) => {
      answered[index]! += 1;
      const headers: http.OutgoingHttpHeaders = { ...answer.headers, [UPSTREAM_HEADER]: String(index) };
      for (const name of hopByHop) if (name !== 'transfer-encoding') delete headers[name];
      response.writeHead(answer.statusCode ?? 502, answer.statusMessage, headers);
      answer.pipe(response);
      answer.on('error', () => response.destroy());
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (response.headersSent) {
        response.destroy();
        return;
      }
      if (error.code === 'ECONNREFUSED') {
        // Nothing reached this copy: another may take the request.
        upstream.skipUntil = Date.now() + SKIP_REFUSING_MS;
        forward(request, response, body, tried);
        return;
      }
      response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8', [UPSTREAM_HEADER]: String(index) }).end(`The server copy failed while answering: ${error.code ?? error.message}\n`);
    });
    // The client went away: so does its request to the copy.
    response.on('close', () => {
      if (!response.writableFinished) outgoing.destroy();
    });
    outgoing.end(body);
  };

  const server = http.createServer((request, response) => {
    readBody(request).then(
      (body) => {
        if (body === null) response.writeHead(413, { connection: 'close' }).end('The request body is too large for this proxy.\n');
        else forward(request, response, body, new Set());
      },
      () => response.destroy(),
    );
  });
  server.keepAliveTimeout = 65_000;
  const sockets = new Set<net.Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as net.AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    answered,
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      for (const upstream of upstreams) upstream.agent.destroy();
      await closed;
    },
  };
}
