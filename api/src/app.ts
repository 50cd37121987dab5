// Builds the API as one Fastify instance over an open database connection; the process that
// listens lives in server.ts, and tests drive this app through inject().
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Connection } from './db/connection.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { registerErrorHandling } from './plugins/errors.ts';

export interface AppOptions {
  connection: Connection;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp({ connection, logger = false }: AppOptions) {
  const app = Fastify({
    logger,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false } },
  });
  registerErrorHandling(app);
  await app.register(healthRoutes(connection), { prefix: '/api' });
  return app;
}
