// Builds the API as one Fastify instance over an open database connection; the process that
// listens lives in server.ts, and tests drive this app through inject().
import Fastify, { type FastifyServerOptions } from 'fastify';
import { DEMO_JWT_SECRET } from './config/env.ts';
import type { Connection } from './db/connection.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { type AuthOptions, createAuthService } from './modules/auth/service.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerErrorHandling } from './plugins/errors.ts';

export interface AppOptions {
  connection: Connection;
  logger?: FastifyServerOptions['logger'];
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Token settings and the clock; tests pass `now` to move time. */
  auth?: Partial<AuthOptions>;
}

export async function buildApp({ connection, logger = false, trustProxy = false, auth = {} }: AppOptions) {
  const app = Fastify({
    logger,
    trustProxy,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false } },
  });
  registerErrorHandling(app);
  const authService = createAuthService(connection.db, {
    jwtSecret: DEMO_JWT_SECRET,
    accessTokenTtlSeconds: 15 * 60,
    refreshTokenTtlSeconds: 7 * 24 * 3600,
    now: () => new Date(),
    ...auth,
  });
  registerAuth(app, authService);
  await app.register(healthRoutes(connection), { prefix: '/api' });
  await app.register(authRoutes(authService), { prefix: '/api' });
  return app;
}
