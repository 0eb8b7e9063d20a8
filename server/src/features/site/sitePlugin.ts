// Site-wide calls of spec 7.1 that need no store.
import type { FastifyInstance } from 'fastify';
import { oldVersionCookie } from '@oap/contracts/site/oldVersion.ts';

export async function sitePlugin(app: FastifyInstance): Promise<void> {
  // Records the reader's wish to see the old version; the page then reloads (spec section 1).
  app.get('/set-old-version', async (_request, reply) => {
    void reply.header('set-cookie', `${oldVersionCookie}=1; Path=/; Max-Age=31536000; SameSite=Lax`);
    return { ok: true };
  });
}
