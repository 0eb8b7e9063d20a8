// Calls to the embedded provider go straight into this server (no network, no dependency on
// PUBLIC_URL resolving from the server itself).
import type { FastifyInstance } from 'fastify';
import type * as oidc from 'openid-client';

export function inProcessFetch(app: FastifyInstance, publicUrl: string): oidc.CustomFetch {
  const origin = new URL(publicUrl);
  return async (url, options) => {
    const target = new URL(url);
    if (target.origin !== origin.origin) return fetch(url, options as RequestInit);
    const response = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      headers: { ...options.headers, host: origin.host, 'x-forwarded-proto': origin.protocol.replace(':', '') },
      ...(options.body === undefined || options.body === null ? {} : { payload: typeof options.body === 'string' ? options.body : String(options.body) }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
    }
    const bodyless = [101, 204, 205, 304].includes(response.statusCode);
    return new Response(bodyless ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, headers });
  };
}
